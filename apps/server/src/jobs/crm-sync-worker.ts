import type { AppContext } from '../context.js';
import { AppError } from '../lib/errors.js';
import { openCrm, type CrmSession } from '../modules/crm/access.js';
import { SalesforceApiError } from '../modules/crm/salesforce/api.js';
import { crmSyncRepository } from '../modules/crm/sync-repository.js';
import { syncUser } from '../modules/crm/sync-service.js';
import { DrainWorker } from './drain-worker.js';

const POLL_MS = 5000;
const BATCH = 10;
/** Attempts of a sync Salesforce cannot take now (busy, limited, down) before it is given up as failed. */
export const CRM_SYNC_MAX_ATTEMPTS = 8;
/** The org's daily API allocation is shared with its own users: the portal stops at this share of it. */
const USAGE_CEILING = 0.9;
/** How long a sync waits when the org is over its API allocation, or the CRM cannot be used at all. */
const LIMIT_WAIT_SECONDS = 3600;

/** Back-off between attempts: 30 s, 1, 2, 4… minutes, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Runs queued CRM syncs (crm_syncs, the outbox): approval, rejection, expiry and Sync now queue a user in their own
 * transaction; this claims due ones (several instances never take the same one), writes each to Salesforce, and
 * records the outcome. Errors Salesforce may get over are retried with back-off; a refusal (a missing field, a
 * record type the user may not use) fails at once with its code for an admin. Nothing runs while the CRM is not
 * connected or needs reconnecting (no retry loop): the syncs wait, and connecting again makes them due.
 */
export class CrmSyncWorker extends DrainWorker {
  constructor(private readonly ctx: AppContext) {
    super(POLL_MS);
  }

  protected override enabled(): boolean {
    return Boolean(this.ctx.config.crm);
  }

  protected failed(err: unknown): void {
    this.ctx.log.error({ err }, 'CRM sync run failed');
  }

  private async open(): Promise<CrmSession | undefined> {
    try {
      const session = await openCrm(this.ctx);
      const { api_used: used, api_limit: limit } = session.connection;
      if (used != null && limit && used >= limit * USAGE_CEILING) return undefined;
      return session;
    } catch (error) {
      if (error instanceof AppError) return undefined;
      throw error;
    }
  }

  protected async drain(): Promise<void> {
    const session = await this.open();
    if (!session) return;
    try {
      for (;;) {
        const batch = await crmSyncRepository.claimDue(this.ctx.db, BATCH);
        if (batch.length === 0) return;
        let limited = false;
        for (const claim of batch) {
          // Stopping, or the org is out of API calls: the rest of the batch waits untouched.
          if (this.stopped || limited) {
            await crmSyncRepository.putBack(this.ctx.db, claim.user_id, claim.claim_id, limited ? LIMIT_WAIT_SECONDS : 0);
            continue;
          }
          limited = await this.runOne(session, claim);
        }
        if (limited) return;
      }
    } finally {
      await session.recordUsage();
    }
  }

  /** Runs one claimed sync; true when Salesforce says the org is over its API allocation. */
  private async runOne(session: CrmSession, claim: { user_id: string; claim_id: string; attempts: number }): Promise<boolean> {
    const { db, log } = this.ctx;
    try {
      const outcome = await syncUser(this.ctx, session, claim.user_id);
      await crmSyncRepository.finish(db, claim.user_id, claim.claim_id);
      log.info({ event: 'crm.synced', user_id: claim.user_id, ...outcome }, 'CRM sync done');
      return false;
    } catch (error) {
      if (error instanceof AppError) {
        // Not connected, or reconnect needed since the run started: the sync waits for a Connect.
        await crmSyncRepository.putBack(db, claim.user_id, claim.claim_id, LIMIT_WAIT_SECONDS);
        return false;
      }
      if (!(error instanceof SalesforceApiError)) {
        await crmSyncRepository.fail(db, claim.user_id, claim.claim_id, { code: 'internal', message: 'the portal failed while syncing' }, retryDelaySeconds(claim.attempts));
        throw error;
      }
      const limited = error.code === 'REQUEST_LIMIT_EXCEEDED';
      const retry = error.transient && claim.attempts < CRM_SYNC_MAX_ATTEMPTS ? (limited ? LIMIT_WAIT_SECONDS : retryDelaySeconds(claim.attempts)) : null;
      await crmSyncRepository.fail(db, claim.user_id, claim.claim_id, { code: error.code, message: error.message }, retry);
      log.warn({ event: 'crm.sync_failed', user_id: claim.user_id, code: error.code, retry_in_s: retry }, 'CRM sync failed');
      return limited;
    }
  }
}
