import type { Permission } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import { forbidden, hiddenNotFound, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/like.js';
import type { Actor } from '../../plugins/auth.js';
import { rolesRepository } from '../roles/repository.js';
import { usersRepository, type UserRow } from '../users/repository.js';

/*
 * The one answer to "may this actor do this to that user's account or records?", for every module that acts
 * on a user by id (users, account, addresses, geo, MFA, CRM link, officers' notes, compliance profile,
 * retention). Two checks, as in immich: the route names the permission (app.requirePermission), and this
 * policy, called inside the service's transaction, checks the record:
 *  - everyone may see and change their own account (the /account routes);
 *  - another user's account needs the action's permission: without users.view it is hidden (404), with it
 *    but without the permission the answer is 403;
 *  - changing another user (anything but 'user.view') also needs every permission they hold: nobody acts on
 *    an account that has more rights than their own, so nobody can borrow it to gain what they were not given.
 */

/** What an actor does to a user, and the permission each needs on someone else. */
export const USER_ACTIONS = {
  'user.view': 'users.view',
  'user.update': 'users.update',
  'user.ban': 'users.ban',
  'user.delete': 'users.delete',
  /** Link, unlink, create a Contact for, or sync the user in the CRM. */
  'user.crm': 'crm.connect',
  /** Notes, change requests, compliance profile, retention dates and legal hold of the user. */
  'user.compliance': 'documents.review',
} as const satisfies Record<string, Permission>;

export type UserAction = keyof typeof USER_ACTIONS;

/** 404 without users.view (whether the account exists is not told), 403 with it, unless the actor holds the action's permission. */
function assertHoldsPermission(actor: Actor, action: UserAction): void {
  if (actor.permissions.has(USER_ACTIONS[action])) return;
  throw actor.permissions.has('users.view') ? forbidden() : hiddenNotFound('account.not_visible');
}

/**
 * Throws unless `actor` may do `action` to `target` (a live user already found). Call it inside the
 * transaction that makes the change, after locking the target when the change depends on who they are.
 */
export async function assertCan(db: Executor, actor: Actor, action: UserAction, target: { id: string }): Promise<void> {
  if (actor.user.id === target.id) return;
  assertHoldsPermission(actor, action);
  if (action === 'user.view') return;
  const targetPermissions = await rolesRepository.permissionsOfUser(db, target.id);
  if (targetPermissions.some((p) => !actor.permissions.has(p))) throw forbidden('errors.user_outranks_you');
}

/** A live user by id; a malformed id, an unknown one and a soft-deleted one are all simply not found. */
export async function findUser(db: Executor, id: string, lock = false): Promise<UserRow> {
  if (!isUuid(id)) throw notFound();
  const user = lock ? await usersRepository.lockById(db, id) : await usersRepository.findById(db, id);
  if (!user) throw notFound();
  return user;
}

/**
 * The live user `id`, once `actor` may do `action` to them. The permission is checked before the id is looked
 * up (someone who may not see other accounts learns nothing of them); for a change the user's row is locked
 * until the transaction ends, so their roles cannot change between this check and the write.
 */
export async function userTarget(db: Executor, actor: Actor, action: UserAction, id: string): Promise<UserRow> {
  if (actor.user.id !== id) assertHoldsPermission(actor, action);
  const target = await findUser(db, id, action !== 'user.view');
  await assertCan(db, actor, action, target);
  return target;
}
