import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { appLogs, auditLog, roles, users } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like.js';
import type { CapturedLine } from './capture.js';

interface Page {
  page: number;
  perPage: number;
}

interface TimeRange {
  from?: Date;
  to?: Date;
}

export interface AppLogFilter extends Page, TimeRange {
  minLevel?: number;
  msg?: string;
}

export interface AuditFilter extends Page, TimeRange {
  action?: string;
  actor?: string;
  target?: string;
}

const actors = alias(users, 'actor');
const targets = alias(users, 'target_user');

function within(column: typeof appLogs.time | typeof auditLog.created_at, range: TimeRange): SQL[] {
  return [...(range.from ? [gte(column, range.from)] : []), ...(range.to ? [lt(column, range.to)] : [])];
}

export const logsRepository = {
  async insertAppLogs(db: Executor, lines: CapturedLine[]): Promise<void> {
    if (lines.length > 0) await db.insert(appLogs).values(lines);
  },

  async listAppLogs(db: Executor, filter: AppLogFilter) {
    const where = and(
      ...(filter.minLevel !== undefined ? [gte(appLogs.level, filter.minLevel)] : []),
      ...within(appLogs.time, filter),
      ...(filter.msg ? [ilike(appLogs.msg, containsPattern(filter.msg))] : []),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(appLogs)
        .where(where)
        .orderBy(desc(appLogs.time), desc(appLogs.id))
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage),
      db.select({ n: count() }).from(appLogs).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async listAudit(db: Executor, filter: AuditFilter) {
    const where = and(
      ...(filter.action ? [eq(auditLog.action, filter.action)] : []),
      ...(filter.actor
        ? [or(ilike(actors.email, containsPattern(filter.actor)), ilike(actors.name, containsPattern(filter.actor)))]
        : []),
      ...(filter.target
        ? [
            or(
              eq(auditLog.target_id, filter.target),
              eq(sql`${targets.id}::text`, filter.target),
              ilike(targets.email, containsPattern(filter.target)),
            ),
          ]
        : []),
      ...within(auditLog.created_at, filter),
    );
    // The person an entry is done to: its target when that is a user, else the candidate or user its data names
    // (a submission's approval targets the submission and names its candidate). One person at most, compared as
    // text because data may hold anything.
    const personId = sql`coalesce(case when ${auditLog.target_type} = 'user' then ${auditLog.target_id} end, ${auditLog.data}->>'candidate_id', ${auditLog.data}->>'user_id')`;
    const targetJoin = eq(sql`${targets.id}::text`, personId);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          entry: auditLog,
          actor: { id: actors.id, name: actors.name, email: actors.email },
          target: { id: targets.id, name: targets.name, email: targets.email },
        })
        .from(auditLog)
        .leftJoin(actors, eq(actors.id, auditLog.actor_id))
        .leftJoin(targets, targetJoin)
        .where(where)
        .orderBy(desc(auditLog.created_at), desc(auditLog.seq))
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage),
      db
        .select({ n: count() })
        .from(auditLog)
        .leftJoin(actors, eq(actors.id, auditLog.actor_id))
        .leftJoin(targets, targetJoin)
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** Current names of the roles a page of entries targets, by id (uuids only: data may hold anything). */
  async roleNames(db: Executor, roleIds: string[]): Promise<ReadonlyMap<string, string>> {
    const uuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
    const ids = [...new Set(roleIds.filter(uuid))];
    const rows = ids.length ? await db.select({ id: roles.id, name: roles.readable_name }).from(roles).where(inArray(roles.id, ids)) : [];
    return new Map(rows.map((r) => [r.id, r.name]));
  },

  /** Every action recorded so far, for the viewer's filter. */
  async auditActions(db: Executor): Promise<string[]> {
    const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
    return rows.map((r) => r.action);
  },
};
