import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { candidateNotes, changeRequests, submissions, users } from '../../db/schema/index.js';

const changeRequestColumns = {
  id: changeRequests.id,
  candidate_id: changeRequests.candidate_id,
  form_key: changeRequests.form_key,
  message: changeRequests.message,
  created_at: changeRequests.created_at,
  resolved_at: changeRequests.resolved_at,
  resolved_by_submission_id: changeRequests.resolved_by_submission_id,
};
export type ChangeRequestRow = { [K in keyof typeof changeRequestColumns]: (typeof changeRequests.$inferSelect)[K] };
export type ChangeRequestWithAuthor = ChangeRequestRow & { author_id: string | null; author_name: string | null };
export type NoteRow = Pick<typeof candidateNotes.$inferSelect, 'id' | 'body' | 'created_at'> & { author_id: string | null; author_name: string | null };

const open = isNull(changeRequests.resolved_at);

/** Officers' internal notes on candidates: read only by the officers' routes, never by anything a candidate or auditor gets. */
export const notesRepository = {
  async insert(db: Executor, note: { candidate_id: string; author_id: string; body: string }): Promise<{ id: string }> {
    const [row] = await db.insert(candidateNotes).values(note).returning({ id: candidateNotes.id });
    return row!;
  },

  /** The candidate's notes, newest first; or only the one with `id`. */
  async list(db: Executor, candidateId: string, id?: string): Promise<NoteRow[]> {
    return db
      .select({ id: candidateNotes.id, body: candidateNotes.body, created_at: candidateNotes.created_at, author_id: users.id, author_name: users.name })
      .from(candidateNotes)
      .leftJoin(users, eq(users.id, candidateNotes.author_id))
      .where(and(eq(candidateNotes.candidate_id, candidateId), id ? eq(candidateNotes.id, id) : undefined))
      .orderBy(desc(candidateNotes.created_at), desc(candidateNotes.id));
  },
};

/** Requests that a candidate change one form; open until the candidate's next submission of it. */
export const changeRequestsRepository = {
  /** The candidate's requests, newest first; or only the one with `id`. */
  async list(db: Executor, candidateId: string, id?: string): Promise<ChangeRequestWithAuthor[]> {
    return db
      .select({ ...changeRequestColumns, author_id: users.id, author_name: users.name })
      .from(changeRequests)
      .leftJoin(users, eq(users.id, changeRequests.requested_by))
      .where(and(eq(changeRequests.candidate_id, candidateId), id ? eq(changeRequests.id, id) : undefined))
      .orderBy(desc(changeRequests.created_at), desc(changeRequests.id));
  },

  async findOpen(db: Executor, candidateId: string, formKey: string): Promise<ChangeRequestRow | undefined> {
    const [row] = await db
      .select(changeRequestColumns)
      .from(changeRequests)
      .where(and(eq(changeRequests.candidate_id, candidateId), eq(changeRequests.form_key, formKey), open));
    return row;
  },

  /** The candidate's open requests by form key. */
  async openOfCandidate(db: Executor, candidateId: string): Promise<Map<string, ChangeRequestRow>> {
    const rows = await db.select(changeRequestColumns).from(changeRequests).where(and(eq(changeRequests.candidate_id, candidateId), open));
    return new Map(rows.map((row) => [row.form_key, row]));
  },

  async findOfCandidate(db: Executor, candidateId: string, id: string): Promise<ChangeRequestRow | undefined> {
    const [row] = await db
      .select(changeRequestColumns)
      .from(changeRequests)
      .where(and(eq(changeRequests.id, id), eq(changeRequests.candidate_id, candidateId)));
    return row;
  },

  async insert(db: Executor, request: { candidate_id: string; form_key: string; message: string; requested_by: string }) {
    const [row] = await db.insert(changeRequests).values(request).returning(changeRequestColumns);
    return row!;
  },

  /** Withdrawn by the officer: only an open request, so a resolved one is never lost to a late click. */
  async deleteOpen(db: Executor, id: string): Promise<boolean> {
    const deleted = await db.delete(changeRequests).where(and(eq(changeRequests.id, id), open)).returning({ id: changeRequests.id });
    return deleted.length > 0;
  },

  /** The candidate's submission answers the open request on its form, if there is one. */
  async resolveOpen(db: Executor, candidateId: string, formKey: string, submissionId: string, now: Date): Promise<void> {
    await db
      .update(changeRequests)
      .set({ resolved_at: now, resolved_by_submission_id: submissionId })
      .where(and(eq(changeRequests.candidate_id, candidateId), eq(changeRequests.form_key, formKey), open));
  },

  /**
   * The language the candidate last used: for this form if they have a version of it, otherwise for any form
   * (accounts keep no language of their own; every candidate mail follows the submission's). Null if none.
   */
  async candidateLanguage(db: Executor, candidateId: string, formKey: string): Promise<string | null> {
    const [row] = await db
      .select({ language: submissions.language })
      .from(submissions)
      .where(eq(submissions.user_id, candidateId))
      .orderBy(sql`${submissions.form_key} = ${formKey} desc`, desc(submissions.updated_at))
      .limit(1);
    return row?.language ?? null;
  },
};
