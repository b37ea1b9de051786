import {
  EMPTY_COMPLIANCE_PROFILE,
  type ComplianceProfile,
  type TComplianceProfileResponse,
  type ZAdminComplianceProfileUpdate,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppContext, RequestMeta } from '../../context.js';
import type { Executor } from '../../db/client.js';
import type { Actor } from '../../plugins/auth.js';
import { auditRepository } from '../audit/repository.js';
import { findUser, userTarget } from '../access/policy.js';
import { complianceProfileRepository, type ProfileChanges, type StoredProfile } from './profile-repository.js';

/** A parsed PUT body: the candidate's (no conditional_offer) or the staff one. */
export type ProfileUpdate = z.output<typeof ZAdminComplianceProfileUpdate>;

function present(stored: StoredProfile | undefined): TComplianceProfileResponse {
  const profile = stored?.profile ?? EMPTY_COMPLIANCE_PROFILE;
  return {
    roles: [...profile.roles],
    settings: [...profile.settings],
    management: profile.management,
    drives_for_work: profile.drives_for_work,
    lived_overseas: profile.lived_overseas,
    conditional_offer: profile.conditional_offer,
    updated_at: stored ? stored.updated_at.toISOString() : null,
  };
}

/** The profile the rules use for a candidate: the empty one until they first answer. */
export async function profileForRules(db: Executor, userId: string): Promise<ComplianceProfile> {
  return (await complianceProfileRepository.find(db, userId))?.profile ?? EMPTY_COMPLIANCE_PROFILE;
}

/** Only what the body carried: a fact left out keeps its stored value (contract applyProfileUpdate). */
function changesOf(update: ProfileUpdate): ProfileChanges {
  const { roles, settings, management, drives_for_work, lived_overseas, conditional_offer } = update;
  return {
    roles,
    settings,
    management,
    ...(drives_for_work === undefined ? {} : { drives_for_work }),
    ...(lived_overseas === undefined ? {} : { lived_overseas }),
    ...(conditional_offer === undefined ? {} : { conditional_offer }),
  };
}

/** The facts that differ, as [before, after], for the audit entry. */
function differences(before: ComplianceProfile, after: ComplianceProfile): Record<string, [unknown, unknown]> {
  const changed: Record<string, [unknown, unknown]> = {};
  for (const field of Object.keys(after) as (keyof ComplianceProfile)[]) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) changed[field] = [before[field], after[field]];
  }
  return changed;
}

async function save(ctx: AppContext, actor: Actor, userId: string, update: ProfileUpdate, meta: RequestMeta) {
  const saved = await ctx.db.transaction(async (tx) => {
    await userTarget(tx, actor, 'user.compliance', userId);
    const before = (await complianceProfileRepository.find(tx, userId, true))?.profile ?? EMPTY_COMPLIANCE_PROFILE;
    const stored = await complianceProfileRepository.save(tx, userId, changesOf(update), actor.user.id);
    // Every save is recorded, also one that changed nothing: it says the candidate (or officer) confirmed it.
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: 'compliance.profile_updated',
      targetType: 'user',
      targetId: userId,
      ip: meta.ip,
      data: { by_staff: actor.user.id !== userId, changes: differences(before, stored.profile) },
    });
    return stored;
  });
  return present(saved);
}

/** GET /compliance/profile */
export async function getOwnProfile(ctx: AppContext, actor: Actor): Promise<TComplianceProfileResponse> {
  return present(await complianceProfileRepository.find(ctx.db, actor.user.id));
}

/** PUT /compliance/profile: the body schema has already refused conditional_offer. */
export function updateOwnProfile(ctx: AppContext, actor: Actor, update: ProfileUpdate, meta: RequestMeta) {
  return save(ctx, actor, actor.user.id, update, meta);
}

/** GET /admin/users/{id}/compliance-profile: 404 for a malformed, unknown or deleted user. */
export async function getUserProfile(ctx: AppContext, userId: string): Promise<TComplianceProfileResponse> {
  const target = await findUser(ctx.db, userId);
  return present(await complianceProfileRepository.find(ctx.db, target.id));
}

/** PUT /admin/users/{id}/compliance-profile: staff may also record a conditional offer. */
export function updateUserProfile(ctx: AppContext, actor: Actor, userId: string, update: ProfileUpdate, meta: RequestMeta) {
  return save(ctx, actor, userId, update, meta);
}
