import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { crmLinks, crmSyncedFiles, crmSyncs, submissionFiles, uploads, users } from '../../db/schema/index.js';

export type CrmSyncRow = typeof crmSyncs.$inferSelect;
export type CrmLinkRow = typeof crmLinks.$inferSelect & { linked_by_name: string | null };

/** How long a worker holds a claimed sync before another may take it over (a crashed worker's). */
const LEASE_SECONDS = 10 * 60;

/** Queued afresh: attempts start again and it is due now; a running sync keeps its lease and runs again after. */
const queuedNow = {
  state: 'queued' as const,
  attempts: 0,
  next_attempt_at: sql`now()`,
  requested_at: sql`now()`,
  claim_id: null,
  updated_at: sql`now()`,
};

export const crmSyncRepository = {
  async findLink(db: Executor, userId: string): Promise<CrmLinkRow | undefined> {
    const [row] = await db
      .select({ link: crmLinks, linked_by_name: users.name })
      .from(crmLinks)
      .leftJoin(users, eq(users.id, crmLinks.linked_by))
      .where(eq(crmLinks.user_id, userId));
    return row ? { ...row.link, linked_by_name: row.linked_by_name } : undefined;
  },

  /** The portal user already linked to a Contact, if any. */
  async userLinkedTo(db: Executor, crmId: string): Promise<string | undefined> {
    const [row] = await db.select({ user_id: crmLinks.user_id }).from(crmLinks).where(eq(crmLinks.crm_id, crmId));
    return row?.user_id;
  },

  async saveLink(db: Executor, userId: string, crmId: string, linkedBy: string | null): Promise<void> {
    const values = { crm_id: crmId, linked_by: linkedBy, linked_at: sql`now()` };
    await db.insert(crmLinks).values({ user_id: userId, ...values }).onConflictDoUpdate({ target: crmLinks.user_id, set: values });
  },

  async deleteLink(db: Executor, userId: string): Promise<string | undefined> {
    const [row] = await db.delete(crmLinks).where(eq(crmLinks.user_id, userId)).returning({ crm_id: crmLinks.crm_id });
    return row?.crm_id;
  },

  /** Queues a sync of one user (Sync now), linked or not: the sync's upsert finds or creates the Contact. */
  async queue(db: Executor, userId: string): Promise<void> {
    await db.insert(crmSyncs).values({ user_id: userId, state: 'queued' }).onConflictDoUpdate({ target: crmSyncs.user_id, set: queuedNow });
  },

  /** Queues a sync of each of these users that is linked to the CRM (approval, rejection, expiry); answers how many. */
  async queueLinked(db: Executor, userIds: readonly string[]): Promise<number> {
    if (userIds.length === 0) return 0;
    const queued = await db
      .insert(crmSyncs)
      .select(
        db
          .select({
            user_id: crmLinks.user_id,
            state: sql<'queued'>`'queued'`.as('state'),
            attempts: sql<number>`0`.as('attempts'),
            next_attempt_at: sql<Date>`now()`.as('next_attempt_at'),
            lease_until: sql<Date | null>`null::timestamptz`.as('lease_until'),
            claim_id: sql<string | null>`null::uuid`.as('claim_id'),
            requested_at: sql<Date>`now()`.as('requested_at'),
            last_synced_at: sql<Date | null>`null::timestamptz`.as('last_synced_at'),
            last_error: sql<string | null>`null::text`.as('last_error'),
            last_error_code: sql<string | null>`null::text`.as('last_error_code'),
            updated_at: sql<Date>`now()`.as('updated_at'),
          })
          .from(crmLinks)
          .where(inArray(crmLinks.user_id, [...new Set(userIds)])),
      )
      .onConflictDoUpdate({ target: crmSyncs.user_id, set: queuedNow })
      .returning({ user_id: crmSyncs.user_id });
    return queued.length;
  },

  async findSync(db: Executor, userId: string): Promise<CrmSyncRow | undefined> {
    const [row] = await db.select().from(crmSyncs).where(eq(crmSyncs.user_id, userId));
    return row;
  },

  /**
   * Claims due syncs so that two workers (or instances) never run the same user at once: queued and due, or
   * running past its lease (a worker that died). Each claim gets its own id; a trigger meanwhile clears it, so
   * finishing a claim that was queued again leaves the new request queued.
   */
  async claimDue(db: Executor, limit: number): Promise<Array<{ user_id: string; claim_id: string; attempts: number }>> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ user_id: crmSyncs.user_id })
        .from(crmSyncs)
        .where(
          sql`${crmSyncs.state} in ('queued', 'running') and ${crmSyncs.next_attempt_at} <= now()
            and (${crmSyncs.lease_until} is null or ${crmSyncs.lease_until} < now())`,
        )
        .orderBy(crmSyncs.next_attempt_at)
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = [];
      for (const { user_id } of due) {
        const claimId = randomUUID();
        const [row] = await tx
          .update(crmSyncs)
          .set({
            state: 'running',
            claim_id: claimId,
            attempts: sql`${crmSyncs.attempts} + 1`,
            lease_until: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
            updated_at: sql`now()`,
          })
          .where(eq(crmSyncs.user_id, user_id))
          .returning({ attempts: crmSyncs.attempts });
        if (row) claimed.push({ user_id, claim_id: claimId, attempts: row.attempts });
      }
      return claimed;
    });
  },

  /** Done: unless a trigger queued the user again meanwhile, in which case that request stays queued. */
  async finish(db: Executor, userId: string, claimId: string): Promise<void> {
    const done = await db
      .update(crmSyncs)
      .set({ state: 'done', attempts: 0, lease_until: null, claim_id: null, last_synced_at: sql`now()`, last_error: null, last_error_code: null, updated_at: sql`now()` })
      .where(and(eq(crmSyncs.user_id, userId), eq(crmSyncs.claim_id, claimId)))
      .returning({ user_id: crmSyncs.user_id });
    if (done.length === 0) await this.release(db, userId);
  },

  /**
   * A failed attempt: tried again in `retryInSeconds`, or given up ('failed', the dead letter) when null. The error
   * stays either way for the admin to read. A sync queued again meanwhile keeps its new request.
   */
  async fail(db: Executor, userId: string, claimId: string, error: { code: string; message: string }, retryInSeconds: number | null): Promise<void> {
    const failed = await db
      .update(crmSyncs)
      .set({
        state: retryInSeconds === null ? 'failed' : 'queued',
        next_attempt_at: sql`now() + make_interval(secs => ${retryInSeconds ?? 0})`,
        lease_until: null,
        claim_id: null,
        last_error: error.message.slice(0, 1000),
        last_error_code: error.code.slice(0, 100),
        updated_at: sql`now()`,
      })
      .where(and(eq(crmSyncs.user_id, userId), eq(crmSyncs.claim_id, claimId)))
      .returning({ user_id: crmSyncs.user_id });
    if (failed.length === 0) await this.release(db, userId);
  },

  /** Puts a claimed sync back untouched (the CRM cannot be used now): due again in `afterSeconds`, attempt not counted. */
  async putBack(db: Executor, userId: string, claimId: string, afterSeconds: number): Promise<void> {
    await db
      .update(crmSyncs)
      .set({
        state: 'queued',
        attempts: sql`greatest(${crmSyncs.attempts} - 1, 0)`,
        next_attempt_at: sql`now() + make_interval(secs => ${afterSeconds})`,
        lease_until: null,
        claim_id: null,
        updated_at: sql`now()`,
      })
      .where(and(eq(crmSyncs.user_id, userId), eq(crmSyncs.claim_id, claimId)));
  },

  /** Frees the lease of a sync that was queued again while it ran, so the new request runs now. */
  async release(db: Executor, userId: string): Promise<void> {
    await db
      .update(crmSyncs)
      .set({ lease_until: null })
      .where(and(eq(crmSyncs.user_id, userId), isNull(crmSyncs.claim_id)));
  },

  /** Every sync that waits, due now: a reconnected CRM takes them up at once. */
  async dueNow(db: Executor): Promise<void> {
    await db.update(crmSyncs).set({ next_attempt_at: sql`now()` }).where(eq(crmSyncs.state, 'queued'));
  },

  /** The files of these submission versions, with where their bytes are kept. */
  async evidenceFiles(db: Executor, submissionIds: readonly string[]) {
    if (submissionIds.length === 0) return [];
    return db
      .select({ submission_id: submissionFiles.submission_id, id: uploads.id, name: uploads.name, mime_type: uploads.mime_type, storage_key: uploads.storage_key })
      .from(submissionFiles)
      .innerJoin(uploads, eq(uploads.id, submissionFiles.upload_id))
      .where(inArray(submissionFiles.submission_id, [...submissionIds]))
      .orderBy(uploads.created_at, uploads.id);
  },

  async syncedFiles(db: Executor, orgId: string, uploadIds: readonly string[]): Promise<Set<string>> {
    if (uploadIds.length === 0) return new Set();
    const rows = await db
      .select({ upload_id: crmSyncedFiles.upload_id })
      .from(crmSyncedFiles)
      .where(and(eq(crmSyncedFiles.org_id, orgId), inArray(crmSyncedFiles.upload_id, [...uploadIds])));
    return new Set(rows.map((row) => row.upload_id));
  },

  async recordSyncedFile(db: Executor, orgId: string, uploadId: string, contentVersionId: string): Promise<void> {
    await db.insert(crmSyncedFiles).values({ org_id: orgId, upload_id: uploadId, content_version_id: contentVersionId }).onConflictDoNothing();
  },
};
