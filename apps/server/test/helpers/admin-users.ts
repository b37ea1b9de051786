import { sql } from 'drizzle-orm';
import type { TestApp } from './app.js';

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
