import { asc, inArray } from 'drizzle-orm';
import type { SubmissionCheckFacts } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import { submissionChecks } from '../../db/schema/index.js';

export type CheckRow = typeof submissionChecks.$inferSelect;
export type NewCheck = typeof submissionChecks.$inferInsert;

/** The officers' checks of submissions (append-only). */
export const checksRepository = {
  async insert(db: Executor, values: NewCheck): Promise<CheckRow> {
    const [row] = await db.insert(submissionChecks).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /** Every check of the given submissions, oldest first, by submission id. */
  async ofSubmissions(db: Executor, ids: readonly string[]): Promise<Map<string, CheckRow[]>> {
    const bySubmission = new Map<string, CheckRow[]>();
    if (ids.length === 0) return bySubmission;
    const rows = await db
      .select()
      .from(submissionChecks)
      .where(inArray(submissionChecks.submission_id, [...new Set(ids)]))
      .orderBy(asc(submissionChecks.created_at));
    for (const row of rows) bySubmission.set(row.submission_id, [...(bySubmission.get(row.submission_id) ?? []), row]);
    return bySubmission;
  },
};

/** A check as the contract's rules read it. */
export const checkFacts = (row: CheckRow): SubmissionCheckFacts => ({
  kind: row.kind,
  method: row.method,
  result: row.result,
  checked_on: row.checked_on,
  details: row.details,
});
