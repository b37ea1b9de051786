import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { FakeOrg } from './fake-salesforce-org.js';

/** A request the fake received, as it came: method, path, form fields and the Authorization header. */
export interface RecordedRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  authorization: string | undefined;
  /** A REST call's JSON body, parsed (null for others). */
  json: unknown;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  used: boolean;
}

export const FAKE_ORG_ID = '00D5g000001AbCdEAF';
export const FAKE_USER_ID = '0055g00000XyZaBQAV';
export const FAKE_CLIENT = { id: 'portal-consumer-key', secret: 'portal-consumer-secret' };

const random = () => randomBytes(24).toString('base64url');

/**
 * A stand-in for Salesforce's OAuth 2.0 web-server flow with PKCE, on a real local HTTP port, recording every
 * request. The test plays the browser: `authorize(url)` checks the authorize URL and hands back the code and
 * state the redirect would carry. The token endpoint then insists, as Salesforce does, on the client id and
 * secret, the same redirect_uri, a code issued once and a code_verifier whose SHA-256 is that code's challenge.
 */
export class FakeSalesforce {
  readonly requests: RecordedRequest[] = [];
  readonly issuedRefreshTokens: string[] = [];
  readonly issuedAccessTokens: string[] = [];
  readonly revoked = new Set<string>();
  /** Refresh tokens spent by a refresh while rotation is on: Salesforce refuses them from then on. */
  readonly spent = new Set<string>();
  /** Refresh-token rotation, as the External Client App's setting: a refresh answers a new refresh token. */
  rotate = true;
  /** Access tokens Salesforce still accepts on the REST API; `expireSessions()` empties it (then 401). */
  readonly liveAccessTokens = new Set<string>();
  /** The org's data and the REST answers. */
  readonly org = new FakeOrg();
  /** The org's rolling 24-hour API allocation as Sforce-Limit-Info reports it. */
  apiUsed = 0;
  apiLimit = 15000;
  /** The next answers of an endpoint, instead of the real behaviour: e.g. { status: 500 }. */
  readonly overrides = new Map<string, Array<{ status: number; body?: string }>>();
  private readonly codes = new Map<string, IssuedCode>();
  private server: http.Server | undefined;
  url = '';

  /** Listens on `port` (any free one by default). */
  async start(port = 0): Promise<string> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', resolve);
    });
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** What Salesforce's login page does once the user allows access: a code for this URL's challenge. */
  authorize(authorizeUrl: string): { code: string; state: string; params: URLSearchParams } {
    const url = new URL(authorizeUrl);
    const params = url.searchParams;
    if (`${url.origin}${url.pathname}` !== `${this.url}/services/oauth2/authorize`) throw new Error(`not this fake's authorize URL: ${authorizeUrl}`);
    if (params.get('response_type') !== 'code' || params.get('code_challenge_method') !== 'S256') throw new Error('not a PKCE code request');
    const code = `aPrx${random()}==`;
    this.codes.set(code, { clientId: params.get('client_id') ?? '', redirectUri: params.get('redirect_uri') ?? '', challenge: params.get('code_challenge') ?? '', used: false });
    return { code, state: params.get('state') ?? '', params };
  }

  /** Every access token issued so far stops working, as when a session times out. */
  expireSessions(): void {
    this.liveAccessTokens.clear();
  }

  /** REST calls (under /services/data), as `METHOD /path-after-the-version`. */
  restCalls(): string[] {
    return this.requests.filter((r) => r.path.startsWith('/services/data/')).map((r) => `${r.method} ${r.path.replace(/^\/services\/data\/v[\d.]+/, '')}`);
  }

  requestsTo(path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.path === path || r.path.startsWith(`${path}/`));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const path = url.pathname;
    const raw = await buffer(req);
    const contentType = req.headers['content-type'] ?? '';
    const isRest = path.startsWith('/services/data/');
    const form = isRest ? {} : Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
    let json: unknown = null;
    if (isRest && contentType.startsWith('application/json')) json = JSON.parse(raw.toString('utf8') || 'null');
    this.requests.push({ method: req.method ?? '', path, form, authorization: req.headers.authorization, json });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', ...(isRest ? { 'sforce-limit-info': `api-usage=${this.apiUsed}/${this.apiLimit}` } : {}) });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    const override = this.overrides.get(path)?.shift();
    if (override) return send(override.status, override.body ?? '<html>Service unavailable</html>');
    if (isRest) {
      const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (!this.liveAccessTokens.has(token)) return send(401, [{ message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID' }]);
      this.apiUsed += 1;
      return send(...this.org.handle(req.method ?? '', path.replace(/^\/services\/data\/v[\d.]+/, ''), url.searchParams, raw, contentType));
    }
    if (req.method === 'GET' && path === '/services/oauth2/authorize') {
      // A browser at the login page: the user allows access at once and is sent back with the code and state.
      const { code, state, params } = this.authorize(url.toString());
      res.writeHead(302, { location: `${params.get('redirect_uri')}?${new URLSearchParams({ code, state })}` });
      res.end();
      return;
    }
    if (path.startsWith('/__fake/')) return send(...this.inspect(req.method ?? '', path, raw));
    if (req.method === 'POST' && path === '/services/oauth2/token') return send(...this.token(form));
    if (req.method === 'POST' && path === '/services/oauth2/revoke') return send(...this.revoke(form));
    if (req.method === 'GET' && path === `/id/${FAKE_ORG_ID}/${FAKE_USER_ID}`) return send(...this.identity(req.headers.authorization));
    send(404, [{ errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' }]);
  }

  /**
   * What end-to-end tests, in other processes, read and set: GET /__fake/org (the records, and the files with the
   * SHA-256 of their bytes) and POST /__fake/contacts (a Contact already in the org).
   */
  private inspect(method: string, path: string, body: Buffer): [number, unknown] {
    if (method === 'GET' && path === '/__fake/org') {
      return [
        200,
        {
          records: Object.fromEntries(this.org.records),
          files: this.org.files.map(({ bytes, ...file }) => ({ ...file, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') })),
        },
      ];
    }
    if (method === 'POST' && path === '/__fake/contacts') return [201, this.org.insert('Contact', JSON.parse(body.toString('utf8')) as Record<string, unknown>)];
    return [404, { error: 'not a fake endpoint' }];
  }

  private token(form: Record<string, string>): [number, unknown] {
    if (form.client_id !== FAKE_CLIENT.id || form.client_secret !== FAKE_CLIENT.secret) return [400, { error: 'invalid_client', error_description: 'invalid client credentials' }];
    if (form.grant_type === 'refresh_token') return this.refresh(form.refresh_token ?? '');
    if (form.grant_type !== 'authorization_code') return [400, { error: 'unsupported_grant_type', error_description: 'grant type not supported' }];
    const issued = this.codes.get(form.code ?? '');
    if (!issued || issued.used || issued.clientId !== form.client_id) return [400, { error: 'invalid_grant', error_description: 'invalid authorization code' }];
    if (issued.redirectUri !== form.redirect_uri) return [400, { error: 'redirect_uri_mismatch', error_description: 'redirect_uri must match configuration' }];
    const challenge = createHash('sha256').update(form.code_verifier ?? '').digest('base64url');
    if (!form.code_verifier || challenge !== issued.challenge) return [400, { error: 'invalid_grant', error_description: 'invalid code verifier' }];
    issued.used = true;
    return [200, this.grant(true)];
  }

  /** The refresh-token flow: a new access token, and with rotation on a new refresh token in place of the spent one. */
  private refresh(refreshToken: string): [number, unknown] {
    if (!this.issuedRefreshTokens.includes(refreshToken) || this.revoked.has(refreshToken) || this.spent.has(refreshToken)) {
      return [400, { error: 'invalid_grant', error_description: 'expired access/refresh token' }];
    }
    if (this.rotate) this.spent.add(refreshToken);
    return [200, this.grant(this.rotate)];
  }

  private grant(withRefreshToken: boolean): Record<string, string> {
    const accessToken = `00D!AQ${random()}`;
    this.issuedAccessTokens.push(accessToken);
    this.liveAccessTokens.add(accessToken);
    const refreshToken = withRefreshToken ? `5Aep${random()}` : undefined;
    if (refreshToken) this.issuedRefreshTokens.push(refreshToken);
    return {
      access_token: accessToken,
      ...(refreshToken ? { refresh_token: refreshToken } : {}),
      signature: random(),
      scope: 'refresh_token api',
      instance_url: `${this.url}/`,
      id: `${this.url}/id/${FAKE_ORG_ID}/${FAKE_USER_ID}`,
      token_type: 'Bearer',
      issued_at: String(Date.now()),
    };
  }

  private identity(authorization: string | undefined): [number, unknown] {
    const token = authorization?.replace(/^Bearer /, '') ?? '';
    if (!this.issuedAccessTokens.includes(token)) return [403, 'Bad_OAuth_Token'];
    return [200, { id: `${this.url}/id/${FAKE_ORG_ID}/${FAKE_USER_ID}`, user_id: FAKE_USER_ID, organization_id: FAKE_ORG_ID, username: 'integration@agency.example', display_name: 'Agency Integration' }];
  }

  private revoke(form: Record<string, string>): [number, unknown] {
    const token = form.token ?? '';
    if (!this.issuedRefreshTokens.includes(token) || this.revoked.has(token)) return [400, { error: 'invalid_token', error_description: 'invalid token' }];
    this.revoked.add(token);
    return [200, ''];
  }
}
