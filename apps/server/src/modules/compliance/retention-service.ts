import type { RulePolicy, TLegalHoldRequest, TRetentionFactsUpdate, TRetentionResponse } from '@portal/contract';
import type { AppContext, RequestMeta } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { translatorFor } from '../../plugins/i18n.js';
import { auditRepository } from '../audit/repository.js';
import { findUser, userTarget } from '../access/policy.js';
import { retentionOfVersion } from './retention-purge.js';
import { retentionRepository } from './retention-repository.js';

/** The facts, the hold and what each current submitted version keeps, as GET .../retention answers. */
async function present(db: Executor, userId: string, policy: RulePolicy): Promise<TRetentionResponse> {
  const facts = await retentionRepository.facts(db, userId);
  const versions = await retentionRepository.currentVersions(db, userId);
  return {
    last_service_on: facts.last_service_on,
    closed_unplaced_on: facts.closed_unplaced_on,
    legal_hold: facts.legal_hold ? { ...facts.legal_hold, at: facts.legal_hold.at.toISOString() } : null,
    submissions: versions.flatMap((row) => {
      const retention = retentionOfVersion(row.form_key, { ...row, ...facts }, policy);
      if (!retention) return [];
      return [{
        id: row.id,
        form_key: row.form_key,
        version: row.version,
        status: row.status,
        submitted_at: row.submitted_at ? row.submitted_at.toISOString() : null,
        retention_class: retention.class,
        label: retention.label,
        ...(retention.params ? { params: { ...retention.params } } : {}),
        deletes: retention.deletes,
        retain_until: retention.retain_until,
        purged_at: row.purged_at ? row.purged_at.toISOString() : null,
        tombstone: row.tombstone ?? null,
      }];
    }),
  };
}

const summary = (key: string, values: Record<string, string>) => translatorFor('en')(`retention.audit.${key}`, values);

/** GET /admin/users/{id}/retention: 404 for a malformed, unknown or deleted user. */
export async function getRetention(ctx: AppContext, userId: string): Promise<TRetentionResponse> {
  const target = await findUser(ctx.db, userId);
  return present(ctx.db, target.id, ctx.config.rulePolicy);
}

/** PUT /admin/users/{id}/retention: both dates, each may be cleared with null. */
export async function updateRetentionFacts(ctx: AppContext, actor: Actor, userId: string, body: TRetentionFactsUpdate, meta: RequestMeta) {
  return ctx.db.transaction(async (tx) => {
    const target = await userTarget(tx, actor, 'user.compliance', userId);
    const before = await retentionRepository.facts(tx, target.id);
    await retentionRepository.saveFacts(tx, target.id, { last_service_on: body.last_service_on, closed_unplaced_on: body.closed_unplaced_on });
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: 'compliance.retention_facts_updated',
      targetType: 'user',
      targetId: target.id,
      ip: meta.ip,
      data: {
        summary: summary('facts_updated', { name: target.name }),
        last_service_on: [before.last_service_on, body.last_service_on],
        closed_unplaced_on: [before.closed_unplaced_on, body.closed_unplaced_on],
      },
    });
    return present(tx, target.id, ctx.config.rulePolicy);
  });
}

/** PUT /admin/users/{id}/legal-hold: places the hold, or replaces the reason of the one in place. */
export async function placeLegalHold(ctx: AppContext, actor: Actor, userId: string, body: TLegalHoldRequest, meta: RequestMeta) {
  return ctx.db.transaction(async (tx) => {
    const target = await userTarget(tx, actor, 'user.compliance', userId);
    await retentionRepository.saveFacts(tx, target.id, { legal_hold_reason: body.reason, legal_hold_by: actor.user.id, legal_hold_at: new Date() });
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: 'compliance.legal_hold_placed',
      targetType: 'user',
      targetId: target.id,
      ip: meta.ip,
      data: { summary: summary('hold_placed', { name: target.name, reason: body.reason }), reason: body.reason },
    });
    return present(tx, target.id, ctx.config.rulePolicy);
  });
}

/** DELETE /admin/users/{id}/legal-hold: 409 when there is none. */
export async function liftLegalHold(ctx: AppContext, actor: Actor, userId: string, meta: RequestMeta) {
  return ctx.db.transaction(async (tx) => {
    const target = await userTarget(tx, actor, 'user.compliance', userId);
    const before = await retentionRepository.facts(tx, target.id);
    if (!before.legal_hold) throw new AppError('conflict', 'retention.no_hold');
    await retentionRepository.saveFacts(tx, target.id, { legal_hold_reason: null, legal_hold_by: null, legal_hold_at: null });
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: 'compliance.legal_hold_lifted',
      targetType: 'user',
      targetId: target.id,
      ip: meta.ip,
      data: { summary: summary('hold_lifted', { name: target.name }), reason: before.legal_hold.reason },
    });
    return present(tx, target.id, ctx.config.rulePolicy);
  });
}
