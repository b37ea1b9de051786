import { and, asc, desc, eq, getTableColumns, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { submissionEvents, submissionFiles, submissions, uploads, users } from '../../db/schema/index.js';
import { uniqueOr } from '../../db/unique.js';

// The signature image is read only when asked for (GET .../signature), never with the row.
const { signature_image: _signatureImage, ...submissionColumns } = getTableColumns(submissions);

export type SubmissionRow = Omit<typeof submissions.$inferSelect, 'signature_image'>;
export type NewSubmission = typeof submissions.$inferInsert;
export type SubmissionChanges = Partial<Omit<NewSubmission, 'id' | 'user_id' | 'form_key' | 'version'>>;
export type NewSubmissionEvent = typeof submissionEvents.$inferInsert;

export interface SubmissionFileRow {
  submission_id: string;
  id: string;
  name: string;
  mime_type: string;
  size: number;
  sha256: string | null;
}

export interface HistoryRow {
  version: number;
  action: (typeof submissionEvents.$inferSelect)['action'];
  reason: string | null;
  created_at: Date;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
}

const current = isNull(submissions.superseded_at);

export const submissionsRepository = {
  /**
   * Serialises every change to one candidate's form (draft, submission, review, reopening) until the
   * transaction ends, also when no row exists yet to lock.
   */
  async lockForm(db: Executor, userId: string, formKey: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${userId}/${formKey}`}, 0))`);
  },

  async current(db: Executor, userId: string, formKey: string): Promise<SubmissionRow | undefined> {
    const [row] = await db
      .select(submissionColumns)
      .from(submissions)
      .where(and(eq(submissions.user_id, userId), eq(submissions.form_key, formKey), current));
    return row;
  },

  /** The current version of each form of a candidate (without answers: for checklists). */
  async currentOfUser(db: Executor, userId: string) {
    return db
      .select({
        id: submissions.id,
        form_key: submissions.form_key,
        status: submissions.status,
        submitted_at: submissions.submitted_at,
        reviewed_at: submissions.reviewed_at,
        expires_at: submissions.expires_at,
        reason: submissions.reason,
      })
      .from(submissions)
      .where(and(eq(submissions.user_id, userId), current));
  },

  /**
   * The latest version of each form the candidate actually submitted (drafts and rejected versions left
   * out), current or kept as history: the deadline and retention clock run from it, also while the candidate
   * drafts its renewal.
   */
  async latestSubmittedOfUser(db: Executor, userId: string) {
    return db
      .selectDistinctOn([submissions.form_key], {
        id: submissions.id,
        form_key: submissions.form_key,
        answers: submissions.answers,
        submitted_at: submissions.submitted_at,
        reviewed_at: submissions.reviewed_at,
        status: submissions.status,
      })
      .from(submissions)
      .where(and(eq(submissions.user_id, userId), isNotNull(submissions.submitted_at), notInArray(submissions.status, ['draft', 'rejected'])))
      .orderBy(submissions.form_key, desc(submissions.version));
  },

  async findById(db: Executor, id: string): Promise<SubmissionRow | undefined> {
    const [row] = await db.select(submissionColumns).from(submissions).where(eq(submissions.id, id));
    return row;
  },

  /** With `raced`, a version another request wrote first (one of the unique indexes) throws `raced()`. */
  async insert(db: Executor, values: NewSubmission, raced?: () => Error): Promise<SubmissionRow> {
    const write = () => db.insert(submissions).values(values).returning(submissionColumns);
    const [row] = raced ? await uniqueOr(write, { submissions_current_unique: raced, submissions_version_unique: raced }) : await write();
    if (!row) throw new Error('insert returned no submission');
    return row;
  },

  async update(db: Executor, id: string, changes: SubmissionChanges): Promise<SubmissionRow> {
    const [row] = await db.update(submissions).set(changes).where(eq(submissions.id, id)).returning(submissionColumns);
    if (!row) throw new Error(`submission ${id} vanished`);
    return row;
  },

  async supersede(db: Executor, id: string, at: Date): Promise<void> {
    await db.update(submissions).set({ superseded_at: at, updated_at: at }).where(eq(submissions.id, id));
  },

  /** Every version of a candidate's form, newest first. */
  async versions(db: Executor, userId: string, formKey: string) {
    return db
      .select({
        id: submissions.id,
        version: submissions.version,
        status: submissions.status,
        expires_at: submissions.expires_at,
        submitted_at: submissions.submitted_at,
        superseded_at: submissions.superseded_at,
      })
      .from(submissions)
      .where(and(eq(submissions.user_id, userId), eq(submissions.form_key, formKey)))
      .orderBy(desc(submissions.version));
  },

  async addEvent(db: Executor, event: NewSubmissionEvent): Promise<void> {
    await db.insert(submissionEvents).values(event);
  },

  /** The events of every version of a candidate's form, oldest first, with who acted. */
  async history(db: Executor, userId: string, formKey: string): Promise<HistoryRow[]> {
    return db
      .select({
        version: submissions.version,
        action: submissionEvents.action,
        reason: submissionEvents.reason,
        created_at: submissionEvents.created_at,
        actor_id: submissionEvents.actor_id,
        actor_name: users.name,
        actor_email: users.email,
      })
      .from(submissionEvents)
      .innerJoin(submissions, eq(submissions.id, submissionEvents.submission_id))
      .leftJoin(users, eq(users.id, submissionEvents.actor_id))
      .where(and(eq(submissions.user_id, userId), eq(submissions.form_key, formKey)))
      .orderBy(asc(submissionEvents.id));
  },

  async files(db: Executor, submissionId: string): Promise<SubmissionFileRow[]> {
    return db
      .select({
        submission_id: submissionFiles.submission_id,
        id: uploads.id,
        name: uploads.name,
        mime_type: uploads.mime_type,
        size: uploads.size,
        sha256: uploads.sha256,
      })
      .from(submissionFiles)
      .innerJoin(uploads, eq(uploads.id, submissionFiles.upload_id))
      .where(eq(submissionFiles.submission_id, submissionId))
      .orderBy(asc(uploads.created_at), asc(uploads.id));
  },

  /** Makes `uploadIds` the version's files; returns the ids it referred to before and no longer does. */
  async replaceFiles(db: Executor, submissionId: string, uploadIds: readonly string[]): Promise<string[]> {
    const removed = await db
      .delete(submissionFiles)
      .where(
        and(
          eq(submissionFiles.submission_id, submissionId),
          uploadIds.length > 0 ? notInArray(submissionFiles.upload_id, [...uploadIds]) : undefined,
        ),
      )
      .returning({ id: submissionFiles.upload_id });
    if (uploadIds.length > 0) {
      await db
        .insert(submissionFiles)
        .values(uploadIds.map((upload_id) => ({ submission_id: submissionId, upload_id })))
        .onConflictDoNothing();
    }
    return removed.map((row) => row.id);
  },

  async copyFiles(db: Executor, fromId: string, toId: string): Promise<void> {
    await db.execute(sql`
      insert into submission_files (submission_id, upload_id)
      select ${toId}::uuid, upload_id from submission_files where submission_id = ${fromId}::uuid`);
  },

  async signatureImage(db: Executor, id: string): Promise<Uint8Array | null> {
    const [row] = await db.select({ image: submissions.signature_image }).from(submissions).where(eq(submissions.id, id));
    return row?.image ?? null;
  },
};
