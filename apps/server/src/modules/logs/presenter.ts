import { logLevelName, type TAppLogEntry, type TAuditLogEntry } from '@portal/contract';
import type { appLogs, auditLog } from '../../db/schema/index.js';

type Person = { id: string | null; name: string | null; email: string | null } | null;

const asRecord = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** Joined users come back with null columns when nobody matched. */
const person = (p: Person) => (p?.id && p.name !== null && p.email !== null ? { id: p.id, name: p.name, email: p.email } : null);

export function presentAppLog(row: typeof appLogs.$inferSelect): TAppLogEntry {
  return {
    id: String(row.id),
    level: logLevelName(row.level),
    time: row.time.toISOString(),
    msg: row.msg,
    req_id: row.req_id,
    data: asRecord(row.data),
  };
}

export function presentAuditEntry(row: { entry: typeof auditLog.$inferSelect; actor: Person; target: Person }): TAuditLogEntry {
  const { entry } = row;
  return {
    id: entry.id,
    action: entry.action,
    actor: person(row.actor),
    target_type: entry.target_type,
    target_id: entry.target_id,
    target_user: person(row.target),
    ip: entry.ip,
    data: asRecord(entry.data),
    created_at: entry.created_at.toISOString(),
  };
}
