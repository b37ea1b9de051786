import { and, asc, count, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { assurancePacks, assurancePackViews, submissionChecks, submissions, users } from '../../db/schema/index.js';

export type AssurancePackRow = typeof assurancePacks.$inferSelect;
export type NewAssurancePack = typeof assurancePacks.$inferInsert;

export const assuranceRepository = {
  /** The current submitted versions of the candidate's forms (the caller keeps the approved ones). */
  async currentVersions(db: Executor, userId: string) {
    return db
      .select({
        id: submissions.id,
        form_key: submissions.form_key,
        status: submissions.status,
        answers: submissions.answers,
        submitted_at: submissions.submitted_at,
        reviewed_at: submissions.reviewed_at,
        expires_at: submissions.expires_at,
      })
      .from(submissions)
      .where(and(eq(submissions.user_id, userId), isNull(submissions.superseded_at), ne(submissions.status, 'draft')));
  },

  async checksOf(db: Executor, submissionIds: readonly string[]) {
    if (submissionIds.length === 0) return [];
    return db
      .select({
        submission_id: submissionChecks.submission_id,
        kind: submissionChecks.kind,
        method: submissionChecks.method,
        result: submissionChecks.result,
        checked_on: submissionChecks.checked_on,
        details: submissionChecks.details,
        checker_name: submissionChecks.checker_name,
      })
      .from(submissionChecks)
      .where(inArray(submissionChecks.submission_id, [...submissionIds]))
      .orderBy(asc(submissionChecks.created_at));
  },

  async insert(db: Executor, values: NewAssurancePack): Promise<AssurancePackRow> {
    const [row] = await db.insert(assurancePacks).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /** The candidate's packs, newest first, with who issued each and how often its link was opened. */
  async listOf(db: Executor, candidateId: string) {
    const views = db
      .select({ pack_id: assurancePackViews.pack_id, views: count().as('views') })
      .from(assurancePackViews)
      .groupBy(assurancePackViews.pack_id)
      .as('views');
    return db
      .select({ pack: assurancePacks, issuer_name: users.name, views: views.views })
      .from(assurancePacks)
      .leftJoin(users, eq(users.id, assurancePacks.issued_by))
      .leftJoin(views, eq(views.pack_id, assurancePacks.id))
      .where(eq(assurancePacks.candidate_id, candidateId))
      .orderBy(desc(assurancePacks.issued_at), desc(assurancePacks.id));
  },

  /** One pack of this candidate (another candidate's pack is not found). */
  async findOf(db: Executor, candidateId: string, packId: string): Promise<AssurancePackRow | undefined> {
    const [row] = await db
      .select()
      .from(assurancePacks)
      .where(and(eq(assurancePacks.id, packId), eq(assurancePacks.candidate_id, candidateId)));
    return row;
  },

  async findByTokenHash(db: Executor, tokenHash: string) {
    const [row] = await db
      .select({ pack: assurancePacks, issuer_name: users.name })
      .from(assurancePacks)
      .leftJoin(users, eq(users.id, assurancePacks.issued_by))
      .where(eq(assurancePacks.token_hash, tokenHash));
    return row;
  },

  async recordView(db: Executor, values: typeof assurancePackViews.$inferInsert): Promise<void> {
    await db.insert(assurancePackViews).values(values);
  },

  /** Revokes one pack unless it already is; answers whether it did. */
  async revoke(db: Executor, packId: string, reason: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(assurancePacks)
      .set({ revoked_at: now, revoked_reason: reason })
      .where(and(eq(assurancePacks.id, packId), isNull(assurancePacks.revoked_at)))
      .returning({ id: assurancePacks.id });
    return rows.length > 0;
  },

  /** Revokes every pack of the candidate not yet revoked; answers their ids. */
  async revokeLive(db: Executor, candidateIds: readonly string[], reason: string, now: Date): Promise<string[]> {
    if (candidateIds.length === 0) return [];
    const rows = await db
      .update(assurancePacks)
      .set({ revoked_at: now, revoked_reason: reason })
      .where(and(inArray(assurancePacks.candidate_id, [...candidateIds]), isNull(assurancePacks.revoked_at)))
      .returning({ id: assurancePacks.id });
    return rows.map((row) => row.id);
  },
};
