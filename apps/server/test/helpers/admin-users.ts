import { sql } from 'drizzle-orm';
import { registerUser, type Registered, type TestApp } from './app.js';



/** A role written straight into the tables, holding exactly `permissions`. */
export async function createRole(t: TestApp, name: string, permissions: readonly string[]): Promise<void> {
  await t.query(sql`insert into roles (name, readable_name) values (${name}, ${name}) on conflict (name) do nothing`);
  for (const permission of permissions) {
    await t.query(sql`insert into role_permissions (role_id, permission_id)
                      select r.id, p.id from roles r, permissions p where r.name = ${name} and p.name = ${permission}
                      on conflict do nothing`);
  }
}

export async function giveRole(t: TestApp, userId: string, role: string): Promise<void> {
  await t.query(sql`insert into user_roles (user_id, role_id) select ${userId}, id from roles where name = ${role}`);
}

/** A registered user who also holds `role`. */
export async function userWithRole(t: TestApp, role: string, overrides: Record<string, unknown> = {}): Promise<Registered> {
  const registered = await registerUser(t.app, overrides);
  await giveRole(t, registered.user.id, role);
  return registered;
}

export async function userRow(t: TestApp, id: string) {
  const [row] = await t.query<Record<string, unknown>>(sql`select * from users where id = ${id}`);
  return row;
}

export async function rolesOf(t: TestApp, id: string): Promise<string[]> {
  const rows = await t.query<{ name: string }>(sql`
    select r.name from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${id} order by r.name`);
  return rows.map((r) => r.name);
}

export async function auditEntries(t: TestApp, action: string, targetId: string) {
  return t.query<{ actor_id: string | null; data: Record<string, unknown> | null }>(sql`
    select actor_id, data from audit_log where action = ${action} and target_id = ${targetId} order by created_at`);
}

/** Tables any admin user action might write to: compared before and after a refused request. */
export const WRITE_TABLES = ['users', 'user_roles', 'access_tokens', 'audit_log', 'otp_codes', 'mail_outbox'] as const;
