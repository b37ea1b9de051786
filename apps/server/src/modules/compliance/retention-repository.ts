import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { IsoDate, TTombstone } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import { complianceProfiles, submissionChecks, submissionFiles, submissions, uploads, users } from '../../db/schema/index.js';

const reviewers = alias(users, 'reviewers');
const holders = alias(users, 'holders');
const candidates = alias(users, 'candidates');

/** The staff-only facts of a candidate's profile row that the retention clocks and the legal hold read. */
export interface RetentionFacts {
  last_service_on: IsoDate | null;
  closed_unplaced_on: IsoDate | null;
  legal_hold: { reason: string; by_name: string | null; at: Date } | null;
}

const NO_FACTS: RetentionFacts = { last_service_on: null, closed_unplaced_on: null, legal_hold: null };

/** A submitted version as the retention clocks read it. */
export interface RetentionVersionRow {
  id: string;
  user_id: string;
  form_key: string;
  version: number;
  status: string;
  answers: Record<string, unknown>;
  submitted_at: Date | null;
  reviewed_at: Date | null;
  reviewer_name: string | null;
  typed_name: string | null;
  has_signature: boolean;
  superseded_at: Date | null;
  purged_at: Date | null;
  tombstone: TTombstone | null;
  candidate_name: string;
}

const versionColumns = {
  id: submissions.id,
  user_id: submissions.user_id,
  form_key: submissions.form_key,
  version: submissions.version,
  status: submissions.status,
  answers: submissions.answers,
  submitted_at: submissions.submitted_at,
  reviewed_at: submissions.reviewed_at,
  reviewer_name: reviewers.name,
  typed_name: submissions.typed_name,
  has_signature: sql<boolean>`${submissions.signature_image} is not null`,
  superseded_at: submissions.superseded_at,
  purged_at: submissions.purged_at,
  tombstone: submissions.tombstone,
  candidate_name: candidates.name,
};

export const retentionRepository = {
  async facts(db: Executor, userId: string): Promise<RetentionFacts> {
    const [row] = await db
      .select({
        last_service_on: complianceProfiles.last_service_on,
        closed_unplaced_on: complianceProfiles.closed_unplaced_on,
        reason: complianceProfiles.legal_hold_reason,
        at: complianceProfiles.legal_hold_at,
        by_name: holders.name,
      })
      .from(complianceProfiles)
      .leftJoin(holders, eq(holders.id, complianceProfiles.legal_hold_by))
      .where(eq(complianceProfiles.user_id, userId));
    if (!row) return NO_FACTS;
    return {
      last_service_on: row.last_service_on,
      closed_unplaced_on: row.closed_unplaced_on,
      legal_hold: row.reason && row.at ? { reason: row.reason, by_name: row.by_name, at: row.at } : null,
    };
  },

  /**
   * Writes the staff-only columns in one statement. A candidate who never answered the profile gets a row with
   * empty roles and settings, which the rules read as the empty profile (as before the row existed).
   */
  async saveFacts(
    db: Executor,
    userId: string,
    changes: Partial<Pick<typeof complianceProfiles.$inferInsert, 'last_service_on' | 'closed_unplaced_on' | 'legal_hold_reason' | 'legal_hold_by' | 'legal_hold_at'>>,
  ): Promise<void> {
    await db
      .insert(complianceProfiles)
      .values({ user_id: userId, roles: [], settings: [], ...changes })
      .onConflictDoUpdate({ target: complianceProfiles.user_id, set: { ...changes, updated_at: sql`now()` } });
  },

  /** The candidate's current submitted versions (drafts are the candidate's own). */
  async currentVersions(db: Executor, userId: string): Promise<RetentionVersionRow[]> {
    return (await db
      .select(versionColumns)
      .from(submissions)
      .innerJoin(candidates, eq(candidates.id, submissions.user_id))
      .leftJoin(reviewers, eq(reviewers.id, submissions.reviewed_by))
      .where(and(eq(submissions.user_id, userId), isNull(submissions.superseded_at), ne(submissions.status, 'draft')))
      .orderBy(asc(submissions.form_key))) as RetentionVersionRow[];
  },

  /**
   * Submitted versions, current and superseded, not yet purged, of candidates without a legal hold, in pages
   * by id. The clocks are computed in code (contract retentionOf), so this reads candidates, not due rows.
   */
  async unpurgedPage(db: Executor, after: string | null, limit: number) {
    const rows = await db
      .select({
        ...versionColumns,
        last_service_on: complianceProfiles.last_service_on,
        closed_unplaced_on: complianceProfiles.closed_unplaced_on,
      })
      .from(submissions)
      .innerJoin(candidates, eq(candidates.id, submissions.user_id))
      .leftJoin(reviewers, eq(reviewers.id, submissions.reviewed_by))
      .leftJoin(complianceProfiles, eq(complianceProfiles.user_id, submissions.user_id))
      .where(
        and(
          isNull(submissions.purged_at),
          ne(submissions.status, 'draft'),
          sql`${submissions.submitted_at} is not null`,
          sql`${complianceProfiles.legal_hold_at} is null`,
          after ? sql`${submissions.id} > ${after}::uuid` : undefined,
        ),
      )
      .orderBy(asc(submissions.id))
      .limit(limit);
    return rows as Array<RetentionVersionRow & { last_service_on: IsoDate | null; closed_unplaced_on: IsoDate | null }>;
  },

  /** The latest officer check of a version, if any. */
  async latestCheck(db: Executor, submissionId: string) {
    const [row] = await db
      .select({
        kind: submissionChecks.kind,
        method: submissionChecks.method,
        result: submissionChecks.result,
        checked_on: submissionChecks.checked_on,
        checker_name: submissionChecks.checker_name,
      })
      .from(submissionChecks)
      .where(eq(submissionChecks.submission_id, submissionId))
      .orderBy(desc(submissionChecks.created_at))
      .limit(1);
    return row ?? null;
  },

  /**
   * Claims a version for purging with one UPDATE … RETURNING that sets `purged_at` only if it is still unset,
   * after locking the candidate's profile row and re-reading the legal hold: a second instance purging at the
   * same time waits for the row lock, then finds `purged_at` set and gets nothing; a hold placed meanwhile
   * either waits for this transaction or is seen here.
   */
  async claim(db: Executor, submissionId: string, userId: string): Promise<boolean> {
    const [profile] = await db
      .select({ hold: complianceProfiles.legal_hold_at })
      .from(complianceProfiles)
      .where(eq(complianceProfiles.user_id, userId))
      .for('update');
    if (profile?.hold) return false;
    const claimed = await db
      .update(submissions)
      .set({ purged_at: sql`now()` })
      .where(and(eq(submissions.id, submissionId), isNull(submissions.purged_at)))
      .returning({ id: submissions.id });
    return claimed.length > 0;
  },

  /**
   * Detaches every file of the version and deletes the uploads no other version still refers to; returns the
   * names and recorded SHA-256 of the files detached and the storage keys of the uploads deleted (removed from
   * storage after commit).
   */
  async deleteFiles(db: Executor, submissionId: string): Promise<{ files: Array<{ name: string; sha256: string | null }>; keys: string[] }> {
    const detached = await db
      .delete(submissionFiles)
      .where(eq(submissionFiles.submission_id, submissionId))
      .returning({ upload_id: submissionFiles.upload_id });
    if (detached.length === 0) return { files: [], keys: [] };
    const ids = detached.map((row) => row.upload_id);
    const files = await db
      .select({ name: uploads.name, sha256: uploads.sha256 })
      .from(uploads)
      .where(inArray(uploads.id, ids))
      .orderBy(asc(uploads.name));
    const deleted = await db
      .delete(uploads)
      .where(and(inArray(uploads.id, ids), sql`not exists (select 1 from submission_files f where f.upload_id = ${uploads.id})`))
      .returning({ key: uploads.storage_key });
    return { files, keys: deleted.map((row) => row.key) };
  },

  async markPurged(
    db: Executor,
    submissionId: string,
    changes: { answers: Record<string, unknown>; dropSignature: boolean; dropTypedName: boolean; tombstone: TTombstone },
  ): Promise<void> {
    await db
      .update(submissions)
      .set({
        answers: changes.answers,
        ...(changes.dropSignature ? { signature_image: null } : {}),
        ...(changes.dropTypedName ? { typed_name: null } : {}),
        tombstone: changes.tombstone,
        updated_at: sql`now()`,
      })
      .where(eq(submissions.id, submissionId));
  },
};
