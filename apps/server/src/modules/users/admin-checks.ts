import { ROLE_SUPER_ADMIN } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import type { UserRow } from './repository.js';
import { userRolesRepository } from './roles-repository.js';

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
