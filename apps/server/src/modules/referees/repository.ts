import { and, eq, getTableColumns, gt, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { refereeLinks, refereeRequests, submissions, users } from '../../db/schema/index.js';

// The signature image is read only when asked for (GET .../referee-signature), never with the row.
const { signature_image: _signatureImage, ...requestColumns } = getTableColumns(refereeRequests);

export type RefereeRequestRow = Omit<typeof refereeRequests.$inferSelect, 'signature_image'>;
export type NewRefereeRequest = typeof refereeRequests.$inferInsert;

/** What changes when a request is sent for the first time or again. */
export interface IssuedRequest {
  referee_email: string;
  referee_name: string;
  language: string;
  sent_at: Date;
  expires_at: Date;
}

/** What the referee gives when answering. */
export interface RefereeAnswer {
  answers: Record<string, unknown>;
  typed_name: string;
  signature_image: Uint8Array;
  signature_ip: string;
  signature_user_agent: string | null;
  declaration_text: string | null;
  /** SHA-256 of what the referee signed (lib/statement-hash.ts), signed_at being the `now` of complete(). */
  statement_sha256: string;
}

/** The request, the candidate who asked, and what the candidate said about the referee. */
export interface InvitationRow {
  request: RefereeRequestRow;
  candidate_name: string;
  candidate_answers: Record<string, unknown>;
}

const OPEN_STATUSES = ['sent', 'opened'] as const;
const isOpen = inArray(refereeRequests.status, [...OPEN_STATUSES]);

export const refereesRepository = {
  async findByTokenHash(db: Executor, tokenHash: string): Promise<InvitationRow | undefined> {
    const [row] = await db
      .select({ request: requestColumns, candidate_name: users.name, candidate_answers: submissions.answers })
      .from(refereeLinks)
      .innerJoin(refereeRequests, eq(refereeRequests.id, refereeLinks.request_id))
      .innerJoin(submissions, eq(submissions.id, refereeRequests.submission_id))
      .innerJoin(users, eq(users.id, refereeRequests.user_id))
      .where(eq(refereeLinks.token_hash, tokenHash));
    return row;
  },

  async findBySubmission(db: Executor, submissionId: string): Promise<RefereeRequestRow | undefined> {
    const [row] = await db.select(requestColumns).from(refereeRequests).where(eq(refereeRequests.submission_id, submissionId));
    return row;
  },

  async ofSubmissions(db: Executor, submissionIds: readonly string[]): Promise<RefereeRequestRow[]> {
    if (submissionIds.length === 0) return [];
    return db.select(requestColumns).from(refereeRequests).where(inArray(refereeRequests.submission_id, [...submissionIds]));
  },

  /** Creates the request of a submission, or sends an existing one again: its earlier links die, `tokenHash` is the one link. */
  async issue(
    db: Executor,
    identity: { submission_id: string; user_id: string; form_key: string },
    issued: IssuedRequest,
    tokenHash: string,
  ): Promise<RefereeRequestRow> {
    const fresh = {
      ...issued,
      status: 'sent' as const,
      opened_at: null,
      revoked_at: null,
      reminders_sent: 0,
      last_reminder_at: null,
      updated_at: issued.sent_at,
    };
    const [row] = await db
      .insert(refereeRequests)
      .values({ ...identity, ...fresh })
      .onConflictDoUpdate({ target: refereeRequests.submission_id, set: fresh })
      .returning(requestColumns);
    if (!row) throw new Error('issuing a referee request returned no row');
    await db.delete(refereeLinks).where(eq(refereeLinks.request_id, row.id));
    await db.insert(refereeLinks).values({ token_hash: tokenHash, request_id: row.id, created_at: issued.sent_at });
    return row;
  },

  /** Withdraws a request still waiting for the referee; undefined when there was none. */
  async revoke(db: Executor, id: string, now: Date): Promise<RefereeRequestRow | undefined> {
    const [row] = await db
      .update(refereeRequests)
      .set({ status: 'revoked', revoked_at: now, updated_at: now })
      .where(and(eq(refereeRequests.id, id), isOpen))
      .returning(requestColumns);
    return row;
  },

  /** Withdraws the open requests of a candidate's other versions of a reference form (it was resubmitted). */
  async revokeOtherVersions(db: Executor, userId: string, formKey: string, keepSubmissionId: string, now: Date): Promise<void> {
    await db
      .update(refereeRequests)
      .set({ status: 'revoked', revoked_at: now, updated_at: now })
      .where(
        and(
          eq(refereeRequests.user_id, userId),
          eq(refereeRequests.form_key, formKey),
          ne(refereeRequests.submission_id, keepSubmissionId),
          isOpen,
        ),
      );
  },

  /** The first opening of a link; later ones change nothing. */
  async markOpened(db: Executor, id: string, now: Date): Promise<void> {
    await db
      .update(refereeRequests)
      .set({ status: 'opened', opened_at: now, updated_at: now })
      .where(and(eq(refereeRequests.id, id), eq(refereeRequests.status, 'sent'), isNull(refereeRequests.opened_at)));
  },

  /**
   * Stores the referee's answer if the request is still open and unexpired at `now` (a conditional update, so
   * two answers at once cannot both win); undefined otherwise.
   */
  async complete(db: Executor, id: string, answer: RefereeAnswer, now: Date): Promise<RefereeRequestRow | undefined> {
    const [row] = await db
      .update(refereeRequests)
      .set({ ...answer, status: 'completed', completed_at: now, signed_at: now, updated_at: now })
      .where(and(eq(refereeRequests.id, id), isOpen, gt(refereeRequests.expires_at, now)))
      .returning(requestColumns);
    return row;
  },

  /** Open, unexpired requests whose last mail is older than `due`, with reminders left. */
  async dueForReminder(db: Executor, now: Date, due: Date, max: number): Promise<RefereeRequestRow[]> {
    return db
      .select(requestColumns)
      .from(refereeRequests)
      .where(
        and(
          isOpen,
          gt(refereeRequests.expires_at, now),
          lt(refereeRequests.reminders_sent, max),
          lte(sql`coalesce(${refereeRequests.last_reminder_at}, ${refereeRequests.sent_at})`, due),
        ),
      );
  },

  /**
   * Claims one reminder: counts it and adds its link (earlier links keep working), only if nobody else (another
   * instance) has reminded since the row was read. The mail goes out only when this returns the row.
   */
  async claimReminder(db: Executor, row: RefereeRequestRow, tokenHash: string, now: Date): Promise<RefereeRequestRow | undefined> {
    const [claimed] = await db
      .update(refereeRequests)
      .set({ reminders_sent: row.reminders_sent + 1, last_reminder_at: now, updated_at: now })
      .where(and(eq(refereeRequests.id, row.id), eq(refereeRequests.reminders_sent, row.reminders_sent), isOpen, gt(refereeRequests.expires_at, now)))
      .returning(requestColumns);
    if (claimed) await db.insert(refereeLinks).values({ token_hash: tokenHash, request_id: claimed.id, created_at: now });
    return claimed;
  },

  async signatureImage(db: Executor, submissionId: string): Promise<Uint8Array | null> {
    const [row] = await db
      .select({ image: refereeRequests.signature_image })
      .from(refereeRequests)
      .where(eq(refereeRequests.submission_id, submissionId));
    return row?.image ?? null;
  },
};
