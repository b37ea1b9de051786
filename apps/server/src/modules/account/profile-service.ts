import type { TAccountProfile, TEmergencyContact, TSocialLinks, TUpdateProfile } from '@portal/contract';
import type { AppContext, RequestMeta } from '../../context.js';
import type { Executor } from '../../db/client.js';
import type { Actor } from '../../plugins/auth.js';
import { auditRepository } from '../audit/repository.js';
import { usersRepository, type NewUser, type UserRow } from '../users/repository.js';
import { userTarget } from '../access/policy.js';
import { presentProfile } from './presenter.js';
import { emergencyContactRepository } from './repository.js';

/*
 * Every function takes the acting user and the account to act on, so the admin screens
 * (/admin/user/{id}, /admin/user/social-info/{id}) call the same code for someone else's account;
 * the access policy (userTarget) decides whether the actor may.
 */

async function profileOf(db: Executor, user: UserRow): Promise<TAccountProfile> {
  return presentProfile(user, await emergencyContactRepository.find(db, user.id));
}

/** Names of the fields whose value changes: what the audit log records (never the values themselves). */
function changedFields(user: UserRow, values: Partial<NewUser>): string[] {
  return Object.entries(values)
    .filter(([field, value]) => user[field as keyof UserRow] !== value)
    .map(([field]) => field);
}

async function updateUser(
  ctx: AppContext,
  actor: Actor,
  targetUserId: string,
  { values, action }: { values: Partial<NewUser>; action: string },
  meta: RequestMeta,
): Promise<TAccountProfile> {
  return ctx.db.transaction(async (tx) => {
    const target = await userTarget(tx, actor, 'user.update', targetUserId);
    const fields = changedFields(target, values);
    const updated = await usersRepository.update(tx, target.id, values);
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action,
      targetType: 'user',
      targetId: target.id,
      ip: meta.ip,
      data: { fields },
    });
    return profileOf(tx, updated);
  });
}

export async function getProfile(ctx: AppContext, actor: Actor, targetUserId: string): Promise<TAccountProfile> {
  const target = await userTarget(ctx.db, actor, 'user.view', targetUserId);
  return profileOf(ctx.db, target);
}

/** Name, gender, and (when given; null clears them) date of birth and intro bio. */
export function updateProfile(ctx: AppContext, actor: Actor, targetUserId: string, input: TUpdateProfile, meta: RequestMeta) {
  const values: Partial<NewUser> = { name: input.name, gender: input.gender };
  if (input.date_of_birth !== undefined) values.date_of_birth = input.date_of_birth;
  if (input.intro_bio !== undefined) values.intro_bio = input.intro_bio;
  return updateUser(ctx, actor, targetUserId, { values, action: 'account.profile_updated' }, meta);
}

/** Replaces all three links; an absent or empty link is removed. */
export function updateSocialLinks(ctx: AppContext, actor: Actor, targetUserId: string, input: TSocialLinks, meta: RequestMeta) {
  const values = { facebook_url: input.facebook, twitter_url: input.twitter, linkedin_url: input.linkedin };
  return updateUser(ctx, actor, targetUserId, { values, action: 'account.social_updated' }, meta);
}

export async function updateEmergencyContact(
  ctx: AppContext,
  actor: Actor,
  targetUserId: string,
  input: TEmergencyContact,
  meta: RequestMeta,
): Promise<TAccountProfile> {
  return ctx.db.transaction(async (tx) => {
    const target = await userTarget(tx, actor, 'user.update', targetUserId);
    const emergency = await emergencyContactRepository.upsert(tx, target.id, input);
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: 'account.emergency_contact_updated',
      targetType: 'user',
      targetId: target.id,
      ip: meta.ip,
    });
    return presentProfile(target, emergency);
  });
}
