import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { submissionFiles, submissions, uploads, users } from '../../db/schema/index.js';

const reviewers = alias(users, 'reviewers');

export const packsRepository = {
  /** The current submitted version of each form (drafts are the candidate's own), with who reviewed it. */
  async currentSubmissions(db: Executor, userId: string) {
    return db
      .select({
        id: submissions.id,
        form_key: submissions.form_key,
        version: submissions.version,
        status: submissions.status,
        answers: submissions.answers,
        language: submissions.language,
        declaration_text: submissions.declaration_text,
        declaration_text_en: submissions.declaration_text_en,
        typed_name: submissions.typed_name,
        signed_at: submissions.signed_at,
        signature_ip: submissions.signature_ip,
        submitted_at: submissions.submitted_at,
        reviewed_at: submissions.reviewed_at,
        reviewer_name: reviewers.name,
        reason: submissions.reason,
        expires_at: submissions.expires_at,
        due_at: submissions.due_at,
        statement_sha256: submissions.statement_sha256,
        purged_at: submissions.purged_at,
        tombstone: submissions.tombstone,
        /** False once the retention job deleted the drawn signature (the typed name may stay). */
        has_signature: sql<boolean>`${submissions.signature_image} is not null`,
      })
      .from(submissions)
      .leftJoin(reviewers, eq(reviewers.id, submissions.reviewed_by))
      .where(and(eq(submissions.user_id, userId), isNull(submissions.superseded_at), ne(submissions.status, 'draft')));
  },

  /** Earlier (superseded) versions the retention job purged: only their tombstones are left to show. */
  async purgedEarlierVersions(db: Executor, userId: string) {
    return db
      .select({ form_key: submissions.form_key, version: submissions.version, tombstone: submissions.tombstone })
      .from(submissions)
      .where(and(eq(submissions.user_id, userId), isNotNull(submissions.superseded_at), isNotNull(submissions.purged_at)))
      .orderBy(asc(submissions.form_key), asc(submissions.version));
  },

  /** The files of these versions, with where they are stored; read one at a time when the pack is written. */
  async files(db: Executor, submissionIds: readonly string[]) {
    if (submissionIds.length === 0) return [];
    return db
      .select({
        submission_id: submissionFiles.submission_id,
        id: uploads.id,
        name: uploads.name,
        mime_type: uploads.mime_type,
        size: uploads.size,
        storage_key: uploads.storage_key,
        /** As recorded when the file was stored; null for files from before hashes were recorded. */
        sha256: uploads.sha256,
      })
      .from(submissionFiles)
      .innerJoin(uploads, eq(uploads.id, submissionFiles.upload_id))
      .where(inArray(submissionFiles.submission_id, [...submissionIds]))
      .orderBy(asc(uploads.created_at), asc(uploads.id));
  },

  async signatureImage(db: Executor, submissionId: string): Promise<Uint8Array | null> {
    const [row] = await db.select({ image: submissions.signature_image }).from(submissions).where(eq(submissions.id, submissionId));
    return row?.image ?? null;
  },
};

export type PackSubmissionRow = Awaited<ReturnType<typeof packsRepository.currentSubmissions>>[number];
export type PackFileRow = Awaited<ReturnType<typeof packsRepository.files>>[number];
