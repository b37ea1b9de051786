import { logLevelName, type Language, type TAppLogEntry, type TAuditLogEntry } from '@portal/contract';
import type { TFunction } from 'i18next';
import type { appLogs, auditLog } from '../../db/schema/index.js';
import { auditSentence } from './audit-sentence.js';

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

/**
 * One audit entry for the viewer. `row.target` is the person it was done to (the repository's join: its target
 * user, or the candidate or user its data names); `roleNames` the current names of the roles entries target.
 */
export function presentAuditEntry(
  row: { entry: typeof auditLog.$inferSelect; actor: Person; target: Person },
  roleNames: ReadonlyMap<string, string>,
  t: TFunction,
  lang: Language,
): TAuditLogEntry {
  const { entry } = row;
  const data = asRecord(entry.data);
  const summary = auditSentence(
    { action: entry.action, actor_id: entry.actor_id, data },
    {
      actorName: person(row.actor)?.name ?? null,
      personName: person(row.target)?.name ?? null,
      roleReadableName: entry.target_type === 'role' && entry.target_id ? (roleNames.get(entry.target_id) ?? null) : null,
    },
    t,
    lang,
  );
  return {
    id: entry.id,
    action: entry.action,
    summary,
    actor: person(row.actor),
    target_type: entry.target_type,
    target_id: entry.target_id,
    target_user: person(row.target),
    ip: entry.ip,
    data,
    created_at: entry.created_at.toISOString(),
  };
}
