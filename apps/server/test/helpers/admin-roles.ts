import { sql } from 'drizzle-orm';
import { rolesRepository } from '../../src/modules/roles/repository.js';
import { call, registerUser, type Registered, type TestApp } from './app.js';



let roleCounter = 0;

/**
 * A registered user holding a new role with exactly `permissions`, created through the admin API
 * by the super-admin (the role's grant to the user goes through the roles repository).
 */
export async function userWithPermissions(t: TestApp, adminToken: string, permissions: readonly string[]): Promise<Registered & { role: string }> {
  roleCounter += 1;
  const role = `tester-${process.pid}-${roleCounter}`;
  const created = await call(t.app, 'POST', '/api/v1/admin/roles', adminToken, { name: role, readable_name: `Tester ${roleCounter}` });
  if (created.statusCode !== 201) throw new Error(`role create failed: ${created.statusCode} ${created.body}`);
  const granted = await call(t.app, 'PUT', `/api/v1/admin/roles/${created.json().id}/permissions`, adminToken, { permissions });
  if (granted.statusCode !== 200) throw new Error(`role grant failed: ${granted.statusCode} ${granted.body}`);
  const registered = await registerUser(t.app);
  await rolesRepository.assignRoles(t.database.db, registered.user.id, [role]);
  return { ...registered, role };
}

export async function roleId(t: TestApp, name: string): Promise<string> {
  const [row] = await t.query<{ id: string }>(sql`select id from roles where name = ${name}`);
  if (!row) throw new Error(`no role ${name}`);
  return row.id;
}

export async function permissionsOfRole(t: TestApp, name: string): Promise<string[]> {
  const rows = await t.query<{ name: string }>(sql`
    select p.name from role_permissions rp join roles r on r.id = rp.role_id join permissions p on p.id = rp.permission_id
    where r.name = ${name} order by p.name`);
  return rows.map((r) => r.name);
}

export async function auditActions(t: TestApp, targetId: string): Promise<Array<{ action: string; actor_id: string | null; data: Record<string, unknown> | null }>> {
  return t.query(sql`select action, actor_id, data from audit_log where target_id = ${targetId} order by created_at`);
}

/** Tables a roles or permissions request may write to: compared before and after a refused one. */
export const ROLE_TABLES = ['roles', 'permissions', 'role_permissions', 'user_roles', 'audit_log'] as const;
