import { ROLE_SUPER_ADMIN } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { rolesRepository } from '../roles/repository.js';
import { usersRepository, type UserRow } from './repository.js';
import { userRolesRepository } from './roles-repository.js';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const conflict = (key: string) => new AppError(409, key);

/** 422 with one field message that interpolates values, e.g. 'There is no role called {{name}}'. */
export function invalidField(field: string, key: string, params: Record<string, string | number>): AppError {
  return new AppError(422, 'errors.validation', {}, { [field]: [{ key, params }] });
}

/** A live user by id; a malformed id, an unknown one and a soft-deleted one are all simply not found. */
export async function findTarget(db: Executor, id: string, lock = false): Promise<UserRow> {
  if (!UUID_PATTERN.test(id)) throw notFound();
  const user = lock ? await usersRepository.lockById(db, id) : await usersRepository.findById(db, id);
  if (!user) throw notFound();
  return user;
}

/**
 * An administrator may only change an account whose permissions are all among their own: an admin
 * without the permissions.* rights cannot ban, delete, re-password or re-role a super-admin, and so
 * cannot use someone else's account to gain what they were not given.
 */
export async function assertMayChange(db: Executor, actor: Actor, target: UserRow): Promise<void> {
  if (actor.user.id === target.id) return;
  const targetPermissions = await rolesRepository.permissionsOfUser(db, target.id);
  if (targetPermissions.some((p) => !actor.permissions.has(p))) throw forbidden('errors.user_outranks_you');
}

/** The live user `id`, when the actor may change them (404 when there is no such user, 403 when they outrank the actor). */
export async function changeableTarget(db: Executor, actor: Actor, id: string): Promise<UserRow> {
  const target = await findTarget(db, id);
  await assertMayChange(db, actor, target);
  return target;
}

/**
 * Refuses a change that would leave no live, unbanned super-admin. Call inside the transaction that
 * makes the change: it locks the super-admin role so concurrent removals are counted one after another.
 */
export async function assertNotLastSuperAdmin(db: Executor, target: UserRow): Promise<void> {
  await userRolesRepository.lock(db, ROLE_SUPER_ADMIN);
  const targetRoles = await userRolesRepository.rolesOf(db, target.id);
  const targetCounts = targetRoles.includes(ROLE_SUPER_ADMIN) && !target.banned_at;
  if (targetCounts && (await userRolesRepository.otherActiveHolders(db, ROLE_SUPER_ADMIN, target.id)) === 0) {
    throw conflict('errors.last_super_admin');
  }
}
