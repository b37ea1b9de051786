import { and, asc, count, desc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { FORM_TIME_ZONE, type IsoDate, type TReviewQueueStatus } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import { submissions, users } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like.js';

export interface QueueFilter {
  today: IsoDate;
  status?: TReviewQueueStatus;
  formKey?: string;
  search?: string;
  submittedFrom?: IsoDate;
  submittedTo?: IsoDate;
  expiringWithin?: number;
}

export interface QueueOrder {
  sort: 'submitted_at' | 'expires_at';
  direction: 'asc' | 'desc';
}

const notYetExpired = (today: IsoDate) => or(isNull(submissions.expires_at), sql`${submissions.expires_at} > ${today}::date`);

/** Statuses as people see them: a submitted or approved version past its expiry date counts as expired. */
function statusCondition(status: TReviewQueueStatus, today: IsoDate): SQL | undefined {
  switch (status) {
    case 'expired':
      return or(
        eq(submissions.status, 'expired'),
        sql`${submissions.status} in ('approved', 'submitted') and ${submissions.expires_at} <= ${today}::date`,
      );
    case 'rejected':
      return eq(submissions.status, 'rejected');
    default:
      return and(eq(submissions.status, status), notYetExpired(today));
  }
}

function conditions(filter: QueueFilter): SQL | undefined {
  const { today } = filter;
  return and(
    isNull(submissions.superseded_at),
    ne(submissions.status, 'draft'),
    isNull(users.deleted_at),
    filter.status ? statusCondition(filter.status, today) : undefined,
    filter.formKey ? eq(submissions.form_key, filter.formKey) : undefined,
    filter.search ? or(ilike(users.name, containsPattern(filter.search)), ilike(users.email, containsPattern(filter.search))) : undefined,
    // Dates are UK calendar days, like every date rule of the forms.
    filter.submittedFrom
      ? sql`${submissions.submitted_at} >= (${filter.submittedFrom}::date)::timestamp at time zone ${FORM_TIME_ZONE}`
      : undefined,
    filter.submittedTo
      ? sql`${submissions.submitted_at} < (${filter.submittedTo}::date + 1)::timestamp at time zone ${FORM_TIME_ZONE}`
      : undefined,
    filter.expiringWithin !== undefined
      ? and(
          eq(submissions.status, 'approved'),
          sql`${submissions.expires_at} > ${today}::date and ${submissions.expires_at} <= ${today}::date + ${filter.expiringWithin}::int`,
        )
      : undefined,
  );
}

export const reviewRepository = {
  /** One page of current, non-draft versions matching the filter, and how many match in all. */
  async page(db: Executor, filter: QueueFilter, order: QueueOrder, page: { limit: number; offset: number }) {
    const where = conditions(filter);
    const [total] = await db
      .select({ n: count() })
      .from(submissions)
      .innerJoin(users, eq(users.id, submissions.user_id))
      .where(where);
    const column = order.sort === 'expires_at' ? submissions.expires_at : submissions.submitted_at;
    const rows = await db
      .select({
        id: submissions.id,
        form_key: submissions.form_key,
        version: submissions.version,
        status: submissions.status,
        submitted_at: submissions.submitted_at,
        reviewed_at: submissions.reviewed_at,
        expires_at: submissions.expires_at,
        // Read for the deadline only (rules/deadlines.ts); never presented in the queue.
        answers: submissions.answers,
        candidate_id: users.id,
        candidate_name: users.name,
        candidate_email: users.email,
      })
      .from(submissions)
      .innerJoin(users, eq(users.id, submissions.user_id))
      .where(where)
      .orderBy(order.direction === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`, order.direction === 'asc' ? asc(submissions.id) : desc(submissions.id))
      .limit(page.limit)
      .offset(page.offset);
    return { total: Number(total?.n ?? 0), rows };
  },

  /** Someone named on a submission (candidate, reviewer); deleted accounts too, as history keeps their names. */
  async person(db: Executor, id: string): Promise<{ id: string; name: string; email: string } | undefined> {
    const [row] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, id));
    return row;
  },
};

export type QueueRow = Awaited<ReturnType<typeof reviewRepository.page>>['rows'][number];
