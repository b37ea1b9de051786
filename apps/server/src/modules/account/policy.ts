import type { Executor } from '../../db/client.js';
import { forbidden, hiddenNotFound, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { usersRepository, type UserRow } from '../users/repository.js';

export type AccountAccess = 'view' | 'update';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID_PATTERN.test(value);

/**
 * The account an actor wants to see or change, read fresh from `db`. Everyone may see and change their
 * own account; another account needs 'users.view' to see and also 'users.update' to change. Someone who
 * may not even see other accounts gets 404 for any id, so the answer never tells whether an id exists;
 * someone who may see but not change gets 403.
 */
export async function accountTarget(db: Executor, actor: Actor, targetUserId: string, access: AccountAccess): Promise<UserRow> {
  if (actor.user.id !== targetUserId) {
    if (!actor.permissions.has('users.view')) throw hiddenNotFound('account.not_visible');
    if (access === 'update' && !actor.permissions.has('users.update')) throw forbidden();
  }
  // A malformed id would make PostgreSQL refuse the query; for the caller it simply does not exist.
  if (!isUuid(targetUserId)) throw notFound();
  const user = await usersRepository.findById(db, targetUserId);
  if (!user) throw notFound();
  return user;
}
