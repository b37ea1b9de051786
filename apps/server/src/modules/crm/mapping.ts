import { CRM_DEFAULT_MAPPING, ZCrmMapping, type TCrmMapping, type TCrmMappingResponse } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { AppContext, RequestMeta } from '../../context.js';
import { crmConnections } from '../../db/schema/index.js';
import type { Actor } from '../../plugins/auth.js';
import { auditRepository } from '../audit/repository.js';
import { crmRepository } from './repository.js';
import { crmOf, PROVIDER } from './settings.js';

/**
 * Where a sync writes: the mapping an admin saved, or the defaults (README, "What is synced"). A stored mapping
 * that no longer reads as one (written by another version) counts as the defaults rather than breaking syncs.
 */
export function mappingOf(row: { mapping: unknown } | undefined): TCrmMapping {
  const stored = ZCrmMapping.safeParse(row?.mapping);
  return stored.success ? stored.data : CRM_DEFAULT_MAPPING;
}

/** The reference type of a reference form: `references/academic-reference` is academic. */
export const referenceTypeOf = (slug: string) => slug.replace(/-reference$/, '');

export async function getMapping(ctx: AppContext): Promise<TCrmMappingResponse> {
  crmOf(ctx);
  const row = await crmRepository.findConnection(ctx.db, PROVIDER);
  const mapping = mappingOf(row);
  return { mapping, is_default: JSON.stringify(mapping) === JSON.stringify(CRM_DEFAULT_MAPPING), updated_at: row?.mapping_updated_at?.toISOString() ?? null };
}

/** Saves the mapping (audited with what it was); the record type ids read for the old one are read again. */
export async function saveMapping(ctx: AppContext, actor: Actor, mapping: TCrmMapping, meta: RequestMeta): Promise<TCrmMappingResponse> {
  crmOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const previous = mappingOf(await crmRepository.lockConnection(tx, PROVIDER));
    const values = { mapping, mapping_updated_at: sql`now()`, record_types: null, updated_at: sql`now()` };
    await tx.insert(crmConnections).values({ provider: PROVIDER, ...values }).onConflictDoUpdate({ target: crmConnections.provider, set: values });
    await auditRepository.record(tx, { actorId: actor.user.id, action: 'crm.mapping_changed', targetType: 'crm', targetId: PROVIDER, ip: meta.ip, data: { from: previous, to: mapping } });
  });
  return getMapping(ctx);
}
