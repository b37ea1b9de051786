import {
  ROLE_CANDIDATE,
  ROLE_SUPER_ADMIN,
  ZAdminCreateUserRequest,
  ZAdminUpdateUserRequest,
  type Language,
  type TAdminUserDetail,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppContext, RequestMeta } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { invalid, invalidField } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { assertPasswordAcceptable } from '../../lib/password-policy.js';
import { generatePassword } from '../../lib/secrets.js';
import { assertRecentAuth, type Actor } from '../../plugins/auth.js';
import { translatorFor } from '../../plugins/i18n.js';
import { auditRepository } from '../audit/repository.js';
import { issueCode } from '../auth/otp.js';
import { applySessionPolicy } from '../auth/sessions.js';
import { findUser, userTarget } from '../access/policy.js';
import { assertNotLastSuperAdmin } from './admin-checks.js';
import { presentAdminUserDetail } from './admin-presenter.js';
import { usersRepository, type NewUser, type UserRow } from './repository.js';
import { userRolesRepository } from './roles-repository.js';

type CreateInput = z.output<typeof ZAdminCreateUserRequest>;
type UpdateInput = z.output<typeof ZAdminUpdateUserRequest>;

export async function detail(db: Executor, user: UserRow): Promise<TAdminUserDetail> {
  return presentAdminUserDetail(user, await userRolesRepository.rolesOf(db, user.id));
}

export async function getUser(ctx: AppContext, id: string): Promise<TAdminUserDetail> {
  return detail(ctx.db, await findUser(ctx.db, id));
}

/**
 * The ids of the wanted roles, after checking that each exists and that the actor may grant or take
 * away every role that changes: a role whose permissions the actor lacks is out of their reach.
 */
async function grantableRoleIds(db: Executor, actor: Actor, wanted: readonly string[], current: readonly string[]): Promise<string[]> {
  const removed = current.filter((name) => !wanted.includes(name));
  const found = await userRolesRepository.withPermissions(db, [...wanted, ...removed]);
  const byName = new Map(found.map((role) => [role.name, role]));
  const unknown = wanted.find((name) => !byName.has(name));
  if (unknown) throw invalidField('roles', 'validation.role_unknown', { name: unknown });
  const changed = [...wanted.filter((name) => !current.includes(name)), ...removed];
  const beyondActor = changed.find((name) => byName.get(name)?.permissions.some((p) => !actor.permissions.has(p)));
  if (beyondActor) throw invalidField('roles', 'validation.role_not_grantable', { name: beyondActor });
  return wanted.map((name) => byName.get(name)!.id);
}

export async function createUser(ctx: AppContext, actor: Actor, input: CreateInput, meta: RequestMeta, lang: Language): Promise<TAdminUserDetail> {
  if (!input.send_reset_code) {
    // Staff (anyone given a role that grants a permission) need a longer password.
    const staff = (await userRolesRepository.withPermissions(ctx.db, input.roles)).some((role) => role.permissions.length > 0);
    assertPasswordAcceptable(input.password ?? '', { staff, context: input });
  }
  // Hashing takes tens of milliseconds: done before the transaction so no lock is held meanwhile.
  const passwordHash = await hashPassword(input.send_reset_code ? generatePassword() : (input.password ?? ''));
  const created = await ctx.db.transaction(async (tx) => {
    const taken: Record<string, string> = {};
    if (await usersRepository.addressHeld(tx, 'email', input.email)) taken.email = 'errors.email_taken';
    if (input.phone && (await usersRepository.addressHeld(tx, 'phone', input.phone))) taken.phone = 'errors.phone_taken';
    if (Object.keys(taken).length > 0) throw invalid(taken);
    const roleIds = await grantableRoleIds(tx, actor, input.roles, []);
    if (input.roles.some((role) => role !== ROLE_CANDIDATE)) assertRecentAuth(actor);
    const verifiedAt = input.verified ? new Date() : null;
    const user = await usersRepository.create(tx, {
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      password_hash: passwordHash,
      email_verified_at: verifiedAt,
      phone_verified_at: input.phone ? verifiedAt : null,
    });
    await userRolesRepository.replace(tx, user.id, roleIds);
    if (input.send_reset_code) {
      const t = translatorFor(lang);
      const url = `${ctx.config.appUrl}/forgot-password/reset-pass?login=${encodeURIComponent(user.email)}`;
      await ctx.mailer.queue(tx, { to: user.email, subject: t('mail.account_created_subject'), text: t('mail.account_created_body', { url }) });
      await issueCode(ctx, tx, user, { purpose: 'reset_password', channel: 'email' }, lang);
    }
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: 'users.create',
      targetType: 'user',
      targetId: user.id,
      ip: meta.ip,
      data: { roles: input.roles, verified: input.verified, send_reset_code: input.send_reset_code },
    });
    return detail(tx, user);
  });
  ctx.mailer.flush();
  return created;
}

/** Name, email and phone. A new email address or phone number starts out unverified. */
export async function updateUser(ctx: AppContext, actor: Actor, id: string, input: UpdateInput, meta: RequestMeta): Promise<TAdminUserDetail> {
  return await ctx.db.transaction(async (tx) => {
    const target = await userTarget(tx, actor, 'user.update', id);
    const values: Partial<NewUser> = {};
    if (input.name !== undefined && input.name !== target.name) values.name = input.name;
    if (input.email !== undefined && input.email !== target.email) {
      if (await usersRepository.addressHeld(tx, 'email', input.email, target.id)) throw invalid({ email: 'errors.email_taken' });
      Object.assign(values, { email: input.email, email_verified_at: null });
    }
    if (input.phone !== undefined && input.phone !== target.phone) {
      if (input.phone && (await usersRepository.addressHeld(tx, 'phone', input.phone, target.id))) throw invalid({ phone: 'errors.phone_taken' });
      Object.assign(values, { phone: input.phone, phone_verified_at: null });
    }
    const fields = Object.keys(values).filter((field) => !field.endsWith('_verified_at'));
    if (fields.length === 0) return detail(tx, target);
    // Moving someone's sign-in address is re-authenticated: with it, a password reset takes the account.
    if (values.email !== undefined || values.phone !== undefined) assertRecentAuth(actor);
    const updated = await usersRepository.update(tx, target.id, values);
    await auditRepository.record(tx, { actorId: actor.user.id, action: 'users.update', targetType: 'user', targetId: target.id, ip: meta.ip, data: { fields } });
    return detail(tx, updated);
  });
}

/** Makes `roles` the user's complete set; taking super-admin from the last one is refused. */
export async function setRoles(ctx: AppContext, actor: Actor, id: string, roles: readonly string[], meta: RequestMeta): Promise<TAdminUserDetail> {
  return ctx.db.transaction(async (tx) => {
    const target = await userTarget(tx, actor, 'user.update', id);
    const current = await userRolesRepository.rolesOf(tx, target.id);
    const roleIds = await grantableRoleIds(tx, actor, roles, current);
    if (current.includes(ROLE_SUPER_ADMIN) && !roles.includes(ROLE_SUPER_ADMIN)) await assertNotLastSuperAdmin(tx, target);
    await userRolesRepository.replace(tx, target.id, roleIds);
    await applySessionPolicy(ctx, tx, { userIds: [target.id] });
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: 'users.roles',
      targetType: 'user',
      targetId: target.id,
      ip: meta.ip,
      data: {
        roles,
        added: roles.filter((name) => !current.includes(name)),
        removed: current.filter((name) => !roles.includes(name)),
      },
    });
    return detail(tx, target);
  });
}
