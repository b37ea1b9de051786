import { ZRoleRequest, type TRole } from '@portal/contract';
import type { RequestMeta } from '../../src/context.js';
import type { Actor } from '../../src/plugins/auth.js';
import { rolesRepository } from '../../src/modules/roles/repository.js';
import { createRole as createRoleService, setRolePermissions } from '../../src/modules/roles/service.js';
import { usersRepository } from '../../src/modules/users/repository.js';
import { ADMIN, registerUser, type Registered, type TestApp } from './app.js';

/**
 * The one place tests make roles and hand them out, through the code the portal itself runs: roles are
 * created and granted by the roles service, acting as the seeded super-admin; a role reaches a user through
 * the roles repository, as registration gives the candidate role and the seed gives super-admin. (The admin
 * route's service, `setRoles`, replaces the user's whole set and re-applies the session policy, which would
 * turn a freshly registered user's token into an enrolment-only session for roles requiring a second factor:
 * tests that sign in with such a role arrange that themselves through helpers/mfa.ts.)
 */

const FACTORY_META: RequestMeta = { ip: '127.0.0.1', userAgent: 'test factory' };

/** The seeded super-admin as a service sees them after signing in: every permission, a fresh full session. */
export async function superAdminActor(t: TestApp): Promise<Actor> {
  const user = await usersRepository.findByEmail(t.database.db, ADMIN.email);
  if (!user) throw new Error('the seeded super-admin is missing');
  const permissions = new Set(await rolesRepository.permissionsOfUser(t.database.db, user.id));
  return { user, tokenHash: '', permissions, session: { id: 'test-factory', scope: 'full', authenticatedAt: new Date() } };
}

/** A new role granting exactly `permissions`, created and granted by the super-admin through the roles service. */
export async function createRole(t: TestApp, name: string, permissions: readonly string[]): Promise<TRole> {
  const actor = await superAdminActor(t);
  const role = await createRoleService(t.ctx, actor, ZRoleRequest.parse({ name, readable_name: name }), FACTORY_META);
  if (permissions.length > 0) await setRolePermissions(t.ctx, actor, role.id, permissions, FACTORY_META);
  return role;
}

/** Gives a user one more role (seeded or made by `createRole`), keeping the ones they hold. */
export async function giveRole(t: TestApp, userId: string, role: string): Promise<void> {
  await rolesRepository.assignRoles(t.database.db, userId, [role]);
}

/** A registered user who also holds `role`. */
export async function userWithRole(t: TestApp, role: string, overrides: Record<string, unknown> = {}): Promise<Registered> {
  const registered = await registerUser(t.app, overrides);
  await giveRole(t, registered.user.id, role);
  return registered;
}

let roleCounter = 0;

/** A registered user holding a new role with exactly `permissions`. */
export async function userWithPermissions(t: TestApp, permissions: readonly string[]): Promise<Registered & { role: string }> {
  roleCounter += 1;
  const role = `tester-${process.pid}-${roleCounter}`;
  await createRole(t, role, permissions);
  return { ...(await userWithRole(t, role)), role };
}
