import { count, eq, inArray, isNotNull, isNull, and, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { roles, submissionEvents, userRoles, users } from '../../db/schema/index.js';

export const dashboardRepository = {
  async userCounts(db: Executor) {
    const live = isNull(users.deleted_at);
    const [[total], [verified], [banned], byRole] = await Promise.all([
      db.select({ n: count() }).from(users).where(live),
      db.select({ n: count() }).from(users).where(and(live, isNotNull(users.email_verified_at))),
      db.select({ n: count() }).from(users).where(and(live, isNotNull(users.banned_at))),
      // Like the totals, only live users count: a soft-deleted user keeps their role rows.
      db
        .select({ role: roles.name, n: count(users.id) })
        .from(roles)
        .leftJoin(userRoles, eq(userRoles.role_id, roles.id))
        .leftJoin(users, and(eq(users.id, userRoles.user_id), live))
        .groupBy(roles.name)
        .orderBy(roles.name),
    ]);
    return { total: total?.n ?? 0, verified: verified?.n ?? 0, banned: banned?.n ?? 0, byRole };
  },

  /** Live users registered per local day from `first` to `last` (both included) in `timeZone`. */
  async registrationsPerDay(db: Executor, timeZone: string, first: string, last: string): Promise<Map<string, number>> {
    const day = sql<string>`to_char((${users.created_at} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
    const rows = await db
      .select({ day, n: count() })
      .from(users)
      .where(registeredBetween(timeZone, first, last))
      // By position: the same expression written twice would carry two parameters PostgreSQL cannot match.
      .groupBy(sql`1`);
    return new Map(rows.map((r) => [r.day, r.n]));
  },

  /** Live users registered per week (keyed by its Monday) from the week of `first` to `last`. */
  async registrationsPerWeek(db: Executor, timeZone: string, first: string, last: string): Promise<Map<string, number>> {
    const week = sql<string>`to_char(date_trunc('week', ${users.created_at} at time zone ${timeZone}), 'YYYY-MM-DD')`;
    const rows = await db
      .select({ week, n: count() })
      .from(users)
      .where(registeredBetween(timeZone, first, last))
      .groupBy(sql`1`);
    return new Map(rows.map((r) => [r.week, r.n]));
  },

  /** Email verification of the live users registered in the range. */
  async verificationBetween(db: Executor, timeZone: string, first: string, last: string) {
    const [row] = await db
      .select({ total: count(), verified: count(users.email_verified_at) })
      .from(users)
      .where(registeredBetween(timeZone, first, last));
    const total = row?.total ?? 0;
    const verified = row?.verified ?? 0;
    return { verified, unverified: total - verified };
  },

  /** Approvals and rejections per week (keyed by its Monday, in `timeZone`) from the week of `first` on. */
  async reviewsPerWeek(db: Executor, timeZone: string, first: string) {
    const week = sql<string>`to_char(date_trunc('week', ${submissionEvents.created_at} at time zone ${timeZone}), 'YYYY-MM-DD')`;
    return db
      .select({ week, action: submissionEvents.action, n: sql<number>`count(*)::int` })
      .from(submissionEvents)
      .where(
        and(
          inArray(submissionEvents.action, ['approved', 'rejected']),
          sql`${submissionEvents.created_at} >= (${first}::date::timestamp at time zone ${timeZone})`,
        ),
      )
      .groupBy(sql`1`, submissionEvents.action);
  },
};

/** Live users whose registration falls on a local calendar day from `first` to `last`, both included. */
function registeredBetween(timeZone: string, first: string, last: string): SQL | undefined {
  return and(
    isNull(users.deleted_at),
    sql`${users.created_at} >= (${first}::date::timestamp at time zone ${timeZone})`,
    sql`${users.created_at} < ((${last}::date + 1)::timestamp at time zone ${timeZone})`,
  );
}
