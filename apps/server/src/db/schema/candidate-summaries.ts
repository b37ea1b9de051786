import { bigserial, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Each candidate's checklist as the officers' list and dashboard show it, evaluated by the same rules as the
 * candidate's own checklist and kept here so that listing, filtering, sorting and counting are SQL over one
 * row per candidate. A row is stale, and is evaluated again before it is read, when a change to the candidate's
 * facts is logged in `candidate_changes`, when it was evaluated for another compliance day, when
 * `refresh_at` has come, or when it was evaluated under other rules (`basis`). No foreign key: a row of a user
 * deleted while it was being written is harmless, as every read joins the live user, and the refresh job drops it.
 */
export const candidateSummaries = pgTable('candidate_summaries', {
  user_id: uuid('user_id').primaryKey(),
  progress_done: integer('progress_done').notNull(),
  progress_total: integer('progress_total').notNull(),
  next_deadline: date('next_deadline', { mode: 'string' }),
  last_activity: timestamp('last_activity', { withTimezone: true }),
  /** CANDIDATE_ATTENTION values that hold. */
  attention: text('attention').array().notNull(),
  first_submitted: timestamp('first_submitted', { withTimezone: true }),
  compliant_since: timestamp('compliant_since', { withTimezone: true }),
  /** The compliance day (UK calendar) the row was evaluated for. */
  evaluated_on: date('evaluated_on', { mode: 'string' }).notNull(),
  /** A moment before the next day when the evaluation changes by itself (a referee's link running out). */
  refresh_at: timestamp('refresh_at', { withTimezone: true }),
  /** A fingerprint of the rules, form versions and policy the row was evaluated under. */
  basis: text('basis').notNull(),
  evaluated_at: timestamp('evaluated_at', { withTimezone: true }).notNull(),
});

/**
 * Written by database triggers on every table the checklist reads (submissions, officers' checks, work profiles,
 * referee requests, sign-ins), in the writing transaction: append-only, so a write never waits on another's row.
 * The refresh deletes the entries it has evaluated.
 */
export const candidateChanges = pgTable(
  'candidate_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: uuid('user_id').notNull(),
    changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('candidate_changes_user_idx').on(t.user_id)],
);
