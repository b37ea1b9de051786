import { CRM_STATE_TTL_SECONDS, type TCrmCallbackRequest, type TCrmConnection, type TCrmStartResponse } from '@portal/contract';
import type { AppContext, RequestMeta } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { newAccessToken, sha256 } from '../../lib/secrets.js';
import type { Actor } from '../../plugins/auth.js';
import { auditRepository } from '../audit/repository.js';
import { presentConnection } from './presenter.js';
import { crmRepository } from './repository.js';
import { codeChallenge, newCodeVerifier, SalesforceError, type SalesforceOAuth, type Grant, type Identity } from './salesforce/oauth.js';
import { forgetAccess } from './access.js';
import { crmOf, PROVIDER } from './settings.js';
import { crmSyncRepository } from './sync-repository.js';

const stateInvalid = () => new AppError('bad_request', 'crm.state_invalid');

export async function connectionStatus(ctx: AppContext): Promise<TCrmConnection> {
  return presentConnection(Boolean(ctx.config.crm), await crmRepository.findConnection(ctx.db, PROVIDER));
}

/**
 * Starts a Connect: a single-use state bound to this session (only its hash stored) and a PKCE code verifier
 * kept sealed beside it; the browser is sent to Salesforce with the state and the verifier's S256 challenge.
 */
export async function startConnection(ctx: AppContext, actor: Actor): Promise<TCrmStartResponse> {
  const { oauth, box } = crmOf(ctx);
  const state = newAccessToken();
  const verifier = newCodeVerifier();
  await crmRepository.insertState(ctx.db, {
    stateHash: sha256(state),
    accessTokenId: actor.session.id,
    codeVerifierEncrypted: box.seal(verifier),
    expiresAt: new Date(Date.now() + CRM_STATE_TTL_SECONDS * 1000),
  });
  return { authorize_url: oauth.authorizeUrl(state, codeChallenge(verifier)) };
}

/** Gives a grant the portal does not keep back to Salesforce, best effort: one that fails stays until it expires there. */
async function giveBack(oauth: SalesforceOAuth, refreshToken: () => string): Promise<void> {
  try {
    await oauth.revoke(refreshToken());
  } catch {
    // Nothing more to do: the portal holds the token no longer.
  }
}

/** Exchanges the code and reads who signed in; a grant whose user cannot be read is given back, not kept. */
async function signIn(oauth: SalesforceOAuth, code: string, verifier: string): Promise<{ grant: Grant; identity: Identity }> {
  const grant = await oauth.exchangeCode(code, verifier);
  try {
    return { grant, identity: await oauth.identity(grant) };
  } catch (error) {
    await giveBack(oauth, () => grant.refreshToken);
    throw error;
  }
}

/**
 * Completes a Connect from Salesforce's redirect: spends the state (400 when it is unknown, used, expired or
 * another session's, and then nothing is stored), exchanges the code with the verifier, reads who signed in,
 * and keeps the org-wide connection with the refresh token sealed. A refusal or failure at Salesforce is
 * recorded as the last error; the access token is not kept.
 */
export async function completeConnection(ctx: AppContext, actor: Actor, body: TCrmCallbackRequest, meta: RequestMeta): Promise<TCrmConnection> {
  const { oauth, box } = crmOf(ctx);
  // Spent on its own, before anything else: a state that fails later stays spent.
  const sealedVerifier = await crmRepository.claimState(ctx.db, sha256(body.state), actor.session.id);
  if (!sealedVerifier) throw stateInvalid();
  let signedIn: { grant: Grant; identity: Identity };
  try {
    signedIn = await signIn(oauth, body.code, box.open(sealedVerifier));
  } catch (error) {
    if (!(error instanceof SalesforceError)) throw error;
    await ctx.db.transaction(async (tx) => {
      await crmRepository.recordError(tx, PROVIDER, error.message);
      await auditRepository.record(tx, { actorId: actor.user.id, action: 'crm.connect_failed', targetType: 'crm', targetId: PROVIDER, ip: meta.ip, data: { error: error.code } });
    });
    ctx.log.warn({ event: 'crm.connect_failed', error: error.code, actor_id: actor.user.id }, 'CRM connection refused or failed');
    throw error.kind === 'refused' ? new AppError('invalid', 'crm.token_refused', { params: { error: error.code } }) : new AppError('upstream_failed', 'crm.unreachable');
  }
  const { grant, identity } = signedIn;
  const { refreshToken, instanceUrl, orgId, userId } = grant;
  const replaced = await ctx.db.transaction(async (tx) => {
    const previous = await crmRepository.lockConnection(tx, PROVIDER);
    await crmRepository.saveConnection(tx, PROVIDER, {
      instanceUrl,
      orgId,
      crmUserId: userId,
      crmUserName: identity.name,
      crmUsername: identity.username,
      refreshTokenEncrypted: box.seal(refreshToken),
      connectedBy: actor.user.id,
    });
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: 'crm.connected',
      targetType: 'crm',
      targetId: PROVIDER,
      ip: meta.ip,
      data: { instance_url: instanceUrl, org_id: orgId, crm_user_id: userId, replaced_org_id: previous?.refresh_token_encrypted ? previous.org_id : null },
    });
    return previous?.refresh_token_encrypted ?? null;
  });
  // The connection this one replaced is no longer used: its grant is given back (best effort).
  if (replaced) {
    forgetAccess(replaced);
    await giveBack(oauth, () => box.open(replaced));
  }
  // Syncs that waited for a connection run now.
  await crmSyncRepository.dueNow(ctx.db);
  ctx.crmSync.kick();
  ctx.log.info({ event: 'crm.connected', org_id: orgId, actor_id: actor.user.id }, 'CRM connected');
  return connectionStatus(ctx);
}

/**
 * Disconnects: revokes the refresh token at Salesforce, then forgets it whatever the answer; a failed revoke
 * (or a CRM no longer configured, which leaves nothing to revoke with) stays as the last error and in the audit.
 */
export async function disconnect(ctx: AppContext, actor: Actor, meta: RequestMeta): Promise<void> {
  const current = await crmRepository.findConnection(ctx.db, PROVIDER);
  const sealed = current?.refresh_token_encrypted;
  if (!current || !sealed) return;
  let revokeError: string | null = null;
  try {
    const { oauth, box } = crmOf(ctx);
    await oauth.revoke(box.open(sealed));
  } catch (error) {
    revokeError = `revoke failed: ${error instanceof SalesforceError ? error.message : error instanceof AppError ? 'no CRM is configured' : 'the token could not be read'}`;
  }
  await ctx.db.transaction(async (tx) => {
    // Only the connection that was revoked: one made meanwhile by another Connect stays.
    if (!(await crmRepository.forgetConnection(tx, PROVIDER, sealed, revokeError))) return;
    forgetAccess(sealed);
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: 'crm.disconnected',
      targetType: 'crm',
      targetId: PROVIDER,
      ip: meta.ip,
      data: { org_id: current.org_id, revoked: revokeError === null, ...(revokeError ? { error: revokeError } : {}) },
    });
  });
  ctx.log.info({ event: 'crm.disconnected', revoked: revokeError === null, actor_id: actor.user.id }, 'CRM disconnected');
}
