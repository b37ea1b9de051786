import type { Language, TAdminUserDetail, TOtpChannel } from '@portal/contract';
import type { AppContext, RequestMeta } from '../../context.js';
import type { Transaction } from '../../db/client.js';
import { conflict, invalid } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { assertPasswordAcceptable } from '../../lib/password-policy.js';
import type { Actor } from '../../plugins/auth.js';
import { auditRepository } from '../audit/repository.js';
import { issueCode } from '../auth/otp.js';
import { tokensRepository } from '../auth/repository.js';
import { rolesRepository } from '../roles/repository.js';
import { userTarget, type UserAction } from '../access/policy.js';
import { assertNotLastSuperAdmin } from './admin-checks.js';
import { detail } from './admin-service.js';
import { usersRepository, type UserRow } from './repository.js';

/*
 * Actions that take an account out of use or change how it signs in. Each runs in one transaction
 * that locks the target's row, checks the actor may act on them, changes them and writes the audit log.
 */

async function onTarget<T>(
  ctx: AppContext,
  actor: Actor,
  { id, action, can }: { id: string; action: string; can: UserAction },
  meta: RequestMeta,
  change: (tx: Transaction, target: UserRow) => Promise<{ result: T; data?: Record<string, unknown> }>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const target = await userTarget(tx, actor, can, id);
    const { result, data } = await change(tx, target);
    await auditRepository.record(tx, { actorId: actor.user.id, action, targetType: 'user', targetId: target.id, ip: meta.ip, data });
    return result;
  });
}

/** Bans the user and revokes every token they hold, so any open session ends with the next request. */
export function banUser(ctx: AppContext, actor: Actor, id: string, reason: string, meta: RequestMeta): Promise<TAdminUserDetail> {
  return onTarget(ctx, actor, { id, action: 'users.ban', can: 'user.ban' }, meta, async (tx, target) => {
    if (target.id === actor.user.id) throw conflict('errors.cannot_ban_self');
    if (target.banned_at) throw conflict('errors.user_already_banned');
    await assertNotLastSuperAdmin(tx, target);
    const banned = await usersRepository.update(tx, target.id, { banned_at: new Date(), ban_reason: reason });
    await tokensRepository.revokeAllOfUser(tx, target.id);
    return { result: await detail(tx, banned), data: { reason } };
  });
}

export function unbanUser(ctx: AppContext, actor: Actor, id: string, meta: RequestMeta): Promise<TAdminUserDetail> {
  return onTarget(ctx, actor, { id, action: 'users.unban', can: 'user.ban' }, meta, async (tx, target) => {
    if (!target.banned_at) throw conflict('errors.user_not_banned');
    const unbanned = await usersRepository.update(tx, target.id, { banned_at: null, ban_reason: null });
    return { result: await detail(tx, unbanned), data: { previous_reason: target.ban_reason } };
  });
}

/** Marks the email address or phone number as verified without a code, e.g. after a check by phone call. */
export function verifyUser(ctx: AppContext, actor: Actor, id: string, channel: TOtpChannel, meta: RequestMeta): Promise<TAdminUserDetail> {
  return onTarget(ctx, actor, { id, action: 'users.verify', can: 'user.update' }, meta, async (tx, target) => {
    if (channel === 'phone' && !target.phone) throw invalid({ channel: 'errors.user_has_no_phone' });
    if ((channel === 'email' ? target.email_verified_at : target.phone_verified_at) !== null) {
      throw invalid({ channel: 'errors.already_verified' });
    }
    const verified = await usersRepository.update(tx, target.id, channel === 'email' ? { email_verified_at: new Date() } : { phone_verified_at: new Date() });
    return { result: await detail(tx, verified), data: { channel } };
  });
}

/** Sets a new password and signs the user out everywhere. */
export async function setPassword(ctx: AppContext, actor: Actor, id: string, password: string, meta: RequestMeta): Promise<void> {
  // Who the user is decides the rules (staff need more), so only someone allowed to change them is told.
  const target = await userTarget(ctx.db, actor, 'user.update', id);
  const staff = (await rolesRepository.permissionsOfUser(ctx.db, target.id)).length > 0;
  assertPasswordAcceptable(password, { staff, context: target });
  const passwordHash = await hashPassword(password);
  await onTarget(ctx, actor, { id, action: 'users.password_set', can: 'user.update' }, meta, async (tx, target) => {
    await usersRepository.update(tx, target.id, { password_hash: passwordHash });
    await tokensRepository.revokeAllOfUser(tx, target.id);
    return { result: undefined };
  });
}

/** Mails the user a password reset code, limited per account so the button cannot flood their inbox. */
export async function sendResetCode(ctx: AppContext, actor: Actor, id: string, meta: RequestMeta, lang: Language): Promise<void> {
  await onTarget(ctx, actor, { id, action: 'users.password_reset_code', can: 'user.update' }, meta, async (tx, target) => {
    await ctx.throttle.hit('otp_send_account', `${target.id}:admin_reset`);
    await issueCode(ctx, tx, target, { purpose: 'reset_password', channel: 'email' }, lang);
    return { result: undefined };
  });
  ctx.mailer.flush();
}

/** Soft delete: the account disappears and its sessions end; its records stay for the audit trail. */
export async function deleteUser(ctx: AppContext, actor: Actor, id: string, meta: RequestMeta): Promise<void> {
  await onTarget(ctx, actor, { id, action: 'users.delete', can: 'user.delete' }, meta, async (tx, target) => {
    if (target.id === actor.user.id) throw conflict('errors.cannot_delete_self');
    await assertNotLastSuperAdmin(tx, target);
    await usersRepository.update(tx, target.id, { deleted_at: new Date() });
    await tokensRepository.revokeAllOfUser(tx, target.id);
    return { result: undefined };
  });
}
