import { and, asc, desc, eq, exists, inArray, isNotNull, isNull, lte, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import { CANDIDATE_ATTENTION, type CandidateAttention, type CandidateSort, type IsoDate, type TSortDirection } from '@portal/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { candidateChanges, candidateSummaries, users } from '../../db/schema/index.js';
import { scopeCondition, type CandidateScope } from './repository.js';

export type CandidateSummaryRow = typeof candidateSummaries.$inferInsert;

/** What a summary must have been evaluated under, and when, to be read as it is. */
export interface Freshness {
  today: IsoDate;
  now: Date;
  basis: string;
}

const s = candidateSummaries;

const changesOf = (userId: AnyPgColumn) =>
  sql`(select ${candidateChanges.id} from ${candidateChanges} where ${candidateChanges.user_id} = ${userId})`;

/** Live candidates in the scope, attention narrowed by the stored flags. */
function listed(scope: CandidateScope, attention: CandidateAttention | undefined): SQL {
  return and(scopeCondition(scope), attention ? sql`${attention} = any(${s.attention})` : undefined)!;
}

const progressRatio = sql`case when ${s.progress_total} = 0 then 0 else ${s.progress_done}::float8 / ${s.progress_total} end`;

/** The order of the officers' list: candidates without a date last either way; ties by name, then id. */
function ordering(sort: CandidateSort, direction: TSortDirection): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  const name = sql`lower(${users.name}) collate "C"`;
  const key: Record<CandidateSort, SQL> = {
    name,
    email: sql`${users.email} collate "C"`,
    progress: progressRatio,
    next_deadline: sql`${s.next_deadline}`,
    last_activity: sql`${s.last_activity}`,
  };
  return [sql`${by(key[sort])} nulls last`, sql`${users.name} collate "C"`, asc(users.id)];
}

export const candidateSummaryRepository = {
  /**
   * Up to `limit` candidates in the scope whose summary is missing or stale, each with the change entries that
   * made it so (deleted once the new summary is written; entries logged later keep it stale).
   */
  stale(db: Executor, scope: CandidateScope, fresh: Freshness, limit: number) {
    return db
      .select({ user_id: users.id, changes: sql<number[]>`array${changesOf(users.id)}`.mapWith((ids: string[]) => ids.map(Number)) })
      .from(users)
      .leftJoin(s, eq(s.user_id, users.id))
      .where(
        and(
          scopeCondition(scope),
          or(
            isNull(s.user_id),
            ne(s.basis, fresh.basis),
            ne(s.evaluated_on, fresh.today),
            lte(s.refresh_at, fresh.now),
            exists(changesOf(users.id)),
          ),
        ),
      )
      .limit(limit);
  },

  /** Stores freshly evaluated summaries and forgets the change entries they took in, in one transaction. */
  async write(db: Executor, rows: readonly CandidateSummaryRow[], changes: readonly number[]) {
    await db.transaction(async (tx) => {
      if (rows.length > 0) {
        await tx
          .insert(s)
          .values([...rows])
          .onConflictDoUpdate({
            target: s.user_id,
            set: {
              progress_done: sql`excluded.progress_done`,
              progress_total: sql`excluded.progress_total`,
              next_deadline: sql`excluded.next_deadline`,
              last_activity: sql`excluded.last_activity`,
              attention: sql`excluded.attention`,
              first_submitted: sql`excluded.first_submitted`,
              compliant_since: sql`excluded.compliant_since`,
              evaluated_on: sql`excluded.evaluated_on`,
              refresh_at: sql`excluded.refresh_at`,
              basis: sql`excluded.basis`,
              evaluated_at: sql`excluded.evaluated_at`,
            },
          });
      }
      if (changes.length > 0) await tx.delete(candidateChanges).where(inArray(candidateChanges.id, [...changes]));
    });
  },

  /** A page of the officers' list (or all of it without `page`), from fresh summaries. */
  list(
    db: Executor,
    query: { scope: CandidateScope; attention?: CandidateAttention; sort: CandidateSort; direction: TSortDirection; page?: { limit: number; offset: number } },
  ) {
    const rows = db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        progress_done: s.progress_done,
        progress_total: s.progress_total,
        next_deadline: s.next_deadline,
        last_activity: s.last_activity,
        attention: s.attention,
      })
      .from(users)
      .innerJoin(s, eq(s.user_id, users.id))
      .where(listed(query.scope, query.attention))
      .orderBy(...ordering(query.sort, query.direction));
    return query.page ? rows.limit(query.page.limit).offset(query.page.offset) : rows;
  },

  async count(db: Executor, scope: CandidateScope, attention?: CandidateAttention): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .innerJoin(s, eq(s.user_id, users.id))
      .where(listed(scope, attention));
    return row?.n ?? 0;
  },

  /** How many live candidates there are, and for how many each attention value holds. */
  async attentionCounts(db: Executor): Promise<{ candidates: number; counts: Record<CandidateAttention, number> }> {
    const counted = Object.fromEntries(
      CANDIDATE_ATTENTION.map((value) => [value, sql<number>`(count(*) filter (where ${value} = any(${s.attention})))::int`]),
    ) as Record<CandidateAttention, SQL.Aliased<number> | SQL<number>>;
    const [row] = await db
      .select({ candidates: sql<number>`count(*)::int`, ...counted })
      .from(users)
      .innerJoin(s, eq(s.user_id, users.id))
      .where(scopeCondition({}));
    const { candidates, ...counts } = row!;
    return { candidates, counts: counts as Record<CandidateAttention, number> };
  },

  /** Compliant candidates' first submission and the approval that completed their set, completed since `from`. */
  completions(db: Executor, from: Date) {
    return db
      .select({ first_submitted: s.first_submitted, compliant_since: s.compliant_since })
      .from(users)
      .innerJoin(s, eq(s.user_id, users.id))
      .where(and(scopeCondition({}), isNotNull(s.first_submitted), sql`${s.compliant_since} >= ${from.toISOString()}::timestamptz`));
  },

  /** Drops summaries and change entries of anyone who is not a live candidate now (staff sign-ins, deleted users). */
  async forgetNonCandidates(db: Executor) {
    const candidate = (userId: AnyPgColumn) =>
      sql`(select 1 from ${users} where ${users.id} = ${userId} and ${scopeCondition({})})`;
    const summaries = await db.delete(s).where(notExists(candidate(s.user_id))).returning({ id: s.user_id });
    const changes = await db.delete(candidateChanges).where(notExists(candidate(candidateChanges.user_id))).returning({ id: candidateChanges.id });
    return { summaries: summaries.length, changes: changes.length };
  },
};
