import { sql } from 'drizzle-orm';
import type { TestApp } from './app.js';

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
