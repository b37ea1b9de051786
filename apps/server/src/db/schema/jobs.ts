import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per periodic job that must run once across instances: an instance runs the job only if it moves
 * `last_started_at` forward, which one atomic statement lets exactly one instance do per period.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  last_started_at: timestamp('last_started_at', { withTimezone: true }).notNull(),
  /** Which process (host:pid) claimed the latest run, for whoever reads the table during an incident. */
  instance: text('instance').notNull(),
});
