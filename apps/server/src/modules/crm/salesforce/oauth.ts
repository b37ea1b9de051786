import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';

/** Longest the portal waits for Salesforce's OAuth endpoints. */
const TIMEOUT_MS = 15_000;
/** Salesforce's text is shown to admins and kept as the connection's last error: a line, not a page. */
const DESCRIPTION_MAX = 300;

/**
 * A failed call to Salesforce. `refused`: the OAuth server answered with an OAuth error (`code` is its `error`,
 * e.g. invalid_grant); `unreachable`: no answer, a server error, or an answer the portal does not understand.
 * The message never holds a token.
 */
export class SalesforceError extends Error {
  constructor(
    readonly kind: 'refused' | 'unreachable',
    readonly code: string,
    readonly description: string,
  ) {
    super(`${code}: ${description}`);
    this.name = 'SalesforceError';
  }
}

/** A random PKCE code verifier (RFC 7636: 43 characters of base64url, 256 bits). */
export function newCodeVerifier(): string {
  return randomBytes(32).toString('base64url');
}

/** The S256 code challenge of a verifier: base64url(SHA-256(verifier)). */
export function codeChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** Salesforce ids: 15 or 18 letters and digits. */
const SALESFORCE_ID = /^[A-Za-z0-9]{15}(?:[A-Za-z0-9]{3})?$/;

const ZTokenGrant = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  instance_url: z.url({ protocol: /^https?$/ }),
  /** The identity URL, …/id/<orgId>/<userId>. */
  id: z.url({ protocol: /^https?$/ }),
});

const ZRefreshed = ZTokenGrant.pick({ access_token: true, refresh_token: true, instance_url: true });

export interface Refreshed {
  accessToken: string;
  /** Present when the app rotates refresh tokens. */
  refreshToken: string | null;
  instanceUrl: string;
}

const ZIdentity = z.object({ username: z.string().min(1).max(255), display_name: z.string().max(255).optional() });

const ZOAuthError = z.object({ error: z.string().min(1).max(100), error_description: z.string().optional() });

export interface Grant {
  accessToken: string;
  refreshToken: string;
  instanceUrl: string;
  identityUrl: string;
  orgId: string;
  userId: string;
}

export interface Identity {
  name: string;
  username: string;
}

interface OAuthSettings {
  loginUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/**
 * Salesforce's OAuth 2.0 web-server flow with PKCE, over fetch: the authorize URL, the code exchange, the
 * identity of the user who signed in, and revocation. See the README (Design) for why not jsforce.
 */
export class SalesforceOAuth {
  constructor(private readonly settings: OAuthSettings) {}

  authorizeUrl(state: string, challenge: string): string {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: this.settings.clientId,
      redirect_uri: this.settings.redirectUri,
      state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    return `${this.settings.loginUrl}/services/oauth2/authorize?${query}`;
  }

  /** Exchanges the authorization code; the grant must carry a refresh token (the app's `refresh_token` scope). */
  async exchangeCode(code: string, codeVerifier: string): Promise<Grant> {
    const body = await this.post('/services/oauth2/token', {
      grant_type: 'authorization_code',
      code,
      client_id: this.settings.clientId,
      client_secret: this.settings.clientSecret,
      redirect_uri: this.settings.redirectUri,
      code_verifier: codeVerifier,
    });
    const grant = ZTokenGrant.safeParse(body);
    if (!grant.success) throw new SalesforceError('unreachable', 'invalid_response', 'the token answer lacks instance_url, id or access_token');
    const [, orgId, userId] = /^\/id\/([^/]+)\/([^/]+)\/?$/.exec(new URL(grant.data.id).pathname) ?? [];
    if (!orgId || !userId || !SALESFORCE_ID.test(orgId) || !SALESFORCE_ID.test(userId)) {
      throw new SalesforceError('unreachable', 'invalid_response', 'the identity URL names no organisation and user');
    }
    const refreshToken = grant.data.refresh_token;
    if (!refreshToken) throw new SalesforceError('refused', 'no_refresh_token', 'the app must have the refresh_token scope');
    return { accessToken: grant.data.access_token, refreshToken, instanceUrl: grant.data.instance_url.replace(/\/+$/, ''), identityUrl: grant.data.id, orgId, userId };
  }

  /** Who signed in: the identity URL, read with the access token (in a header, never in the URL). */
  async identity(grant: Grant): Promise<Identity> {
    const response = await this.send(grant.identityUrl, { headers: { authorization: `Bearer ${grant.accessToken}`, accept: 'application/json' } });
    const identity = ZIdentity.safeParse(await this.answer(response));
    if (!identity.success) throw new SalesforceError('unreachable', 'invalid_response', 'the identity answer lacks a username');
    return { name: identity.data.display_name || identity.data.username, username: identity.data.username };
  }

  /**
   * A new access token for a refresh token. With rotation on (recommended, README), Salesforce also answers a new
   * refresh token and the one used stops working: `refreshToken` is then the one to keep.
   */
  async refresh(refreshToken: string): Promise<Refreshed> {
    const body = await this.post('/services/oauth2/token', {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: this.settings.clientId,
      client_secret: this.settings.clientSecret,
    });
    const answer = ZRefreshed.safeParse(body);
    if (!answer.success) throw new SalesforceError('unreachable', 'invalid_response', 'the refresh answer lacks access_token or instance_url');
    return { accessToken: answer.data.access_token, refreshToken: answer.data.refresh_token ?? null, instanceUrl: answer.data.instance_url.replace(/\/+$/, '') };
  }

  /** Revokes a refresh token and every access token issued from it. */
  async revoke(token: string): Promise<void> {
    await this.post('/services/oauth2/revoke', { token });
  }

  private async post(path: string, form: Record<string, string>): Promise<unknown> {
    const response = await this.send(`${this.settings.loginUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
    });
    return this.answer(response);
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : 'could not connect';
      throw new SalesforceError('unreachable', 'network', reason);
    }
  }

  /** The JSON body of a successful answer (empty for revoke); a SalesforceError for anything else. */
  private async answer(response: Response): Promise<unknown> {
    const text = await response.text().catch(() => '');
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: a revoke's empty answer, an error in form encoding (error=…&error_description=…), or an error page.
      if (/^error=/.test(text)) body = Object.fromEntries(new URLSearchParams(text));
    }
    if (response.ok) return body;
    const oauthError = ZOAuthError.safeParse(body);
    if (response.status < 500 && oauthError.success) {
      const description = (oauthError.data.error_description ?? '').slice(0, DESCRIPTION_MAX);
      throw new SalesforceError('refused', oauthError.data.error, description);
    }
    throw new SalesforceError('unreachable', `http_${response.status}`, 'Salesforce answered with an error page');
  }
}
