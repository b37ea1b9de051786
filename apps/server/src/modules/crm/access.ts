import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { auditRepository } from '../audit/repository.js';
import { crmRepository, type CrmConnectionRow } from './repository.js';
import { SalesforceApi, SalesforceApiError } from './salesforce/api.js';
import { SalesforceError } from './salesforce/oauth.js';
import { crmOf, PROVIDER, type Crm } from './settings.js';

export const notConnected = () => new AppError('conflict', 'crm.not_connected');
export const reconnectNeeded = () => new AppError('conflict', 'crm.reconnect_needed');

interface Access {
  accessToken: string;
  instanceUrl: string;
}

/**
 * Access tokens live in this process only, by the sealed refresh token they came from: a rotated or forgotten
 * refresh token leaves its entry unused. Every instance refreshes for itself.
 */
const accessBySealedToken = new Map<string, Access>();
/** One refresh at a time per refresh token in this process: concurrent calls share its answer. */
const refreshing = new Map<string, Promise<Access>>();

/** The open connection to the CRM, to call its API with: `org_id` and `instance_url` of the org it holds. */
export interface CrmSession {
  api: SalesforceApi;
  connection: CrmConnectionRow;
  /** Keeps the API use Salesforce last reported on the connection (for the screen and the worker's pacing). */
  recordUsage(): Promise<void>;
}

async function usableConnection(ctx: AppContext): Promise<CrmConnectionRow & { refresh_token_encrypted: string }> {
  const row = await crmRepository.findConnection(ctx.db, PROVIDER);
  if (!row?.refresh_token_encrypted) throw notConnected();
  if (row.reconnect_needed_at) throw reconnectNeeded();
  return { ...row, refresh_token_encrypted: row.refresh_token_encrypted };
}

/**
 * A new access token from the stored refresh token. A rotated refresh token replaces the spent one in the same
 * statement that checks it is still the stored one. A refresh token Salesforce refuses (expired, revoked, idle too
 * long) makes the connection 'reconnect needed': no retry loop, the screen and the officers' digest say so. When
 * the stored token changed meanwhile (another instance rotated it), the refresh is tried once with that one.
 */
async function renew(ctx: AppContext, crm: Crm, sealed: string, retried = false): Promise<Access> {
  let refreshed;
  try {
    refreshed = await crm.oauth.refresh(crm.box.open(sealed));
  } catch (error) {
    if (error instanceof SalesforceError && error.kind === 'unreachable') throw new SalesforceApiError(0, 'network', error.description);
    const current = await crmRepository.findConnection(ctx.db, PROVIDER);
    if (!current?.refresh_token_encrypted) throw notConnected();
    if (current.refresh_token_encrypted !== sealed && !retried) return renew(ctx, crm, current.refresh_token_encrypted, true);
    const reason = error instanceof SalesforceError ? error.message : 'the stored token cannot be read with CRM_TOKEN_KEY';
    if (await crmRepository.markReconnectNeeded(ctx.db, PROVIDER, sealed, `reconnect needed: ${reason}`)) {
      await auditRepository.record(ctx.db, { actorId: null, action: 'crm.reconnect_needed', targetType: 'crm', targetId: PROVIDER, data: { error: reason } });
      ctx.log.warn({ event: 'crm.reconnect_needed', error: error instanceof SalesforceError ? error.code : 'unreadable' }, 'Salesforce refused the stored refresh token');
    }
    throw reconnectNeeded();
  }
  const access = { accessToken: refreshed.accessToken, instanceUrl: refreshed.instanceUrl };
  if (!refreshed.refreshToken) {
    accessBySealedToken.set(sealed, access);
    return access;
  }
  const next = crm.box.seal(refreshed.refreshToken);
  if (await crmRepository.rotateToken(ctx.db, PROVIDER, sealed, next, refreshed.instanceUrl)) {
    accessBySealedToken.delete(sealed);
    accessBySealedToken.set(next, access);
  }
  // Otherwise the connection changed meanwhile: this access token serves this call and is not kept.
  return access;
}

function renewOnce(ctx: AppContext, crm: Crm, sealed: string): Promise<Access> {
  const running = refreshing.get(sealed);
  if (running) return running;
  const started = renew(ctx, crm, sealed).finally(() => refreshing.delete(sealed));
  refreshing.set(sealed, started);
  return started;
}

/**
 * Opens the CRM for API calls: 409 when no CRM is configured, none is connected, or it needs reconnecting.
 * The first call refreshes an access token (none is stored); a 401 refreshes it again.
 */
export async function openCrm(ctx: AppContext): Promise<CrmSession> {
  const crm = crmOf(ctx);
  const connection = await usableConnection(ctx);
  const api = new SalesforceApi(async (renewal) => {
    const current = await usableConnection(ctx);
    const sealed = current.refresh_token_encrypted;
    const held = accessBySealedToken.get(sealed);
    if (held && !renewal) return held;
    if (held) accessBySealedToken.delete(sealed);
    return renewOnce(ctx, crm, sealed);
  });
  return {
    api,
    connection,
    async recordUsage() {
      if (api.usage) await crmRepository.recordUsage(ctx.db, PROVIDER, api.usage);
    },
  };
}

/** Forgets this process's access token for a connection that is disconnected or replaced. */
export function forgetAccess(sealed: string): void {
  accessBySealedToken.delete(sealed);
}

/** What Salesforce said, for the admin: 502 with its error code and message, or that it could not be reached. */
function fromSalesforce(error: unknown): never {
  if (error instanceof SalesforceApiError) {
    if (error.transient) throw new AppError('upstream_failed', 'crm.unreachable');
    throw new AppError('upstream_failed', 'crm.rejected', { params: { error: error.message } });
  }
  throw error;
}

/** Opens the CRM for one admin request; Salesforce's answers become the admin's errors. */
export async function withCrm<T>(ctx: AppContext, work: (session: CrmSession) => Promise<T>): Promise<T> {
  const session = await openCrm(ctx);
  try {
    return await work(session);
  } catch (error) {
    return fromSalesforce(error);
  } finally {
    await session.recordUsage();
  }
}
