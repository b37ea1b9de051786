import { createHash } from 'node:crypto';
import { messages } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox } from '../src/lib/secret-box.js';
import { crmRepository } from '../src/modules/crm/repository.js';
import { ADMIN, call, loginAs, type TestApp } from './helpers/app.js';
import { callback, CONNECTION, CRM_TABLES, CRM_TOKEN_KEY, crmTestApp, NOT_CONNECTED, PORTAL_URL, startAndAuthorize, tablesHolding } from './helpers/crm.js';
import { FAKE_CLIENT, FAKE_ORG_ID, FAKE_USER_ID, FakeSalesforce } from './helpers/fake-salesforce.js';
import { userWithPermissions } from './helpers/factories.js';

/**
 * The org-wide Salesforce connection against a fake Salesforce on a local port: Connect (state + PKCE), the
 * callback that exchanges the code, the sealed refresh token, refused states, Salesforce's errors, disconnect.
 */
const M = messages.en.crm;
const TOKEN = '/services/oauth2/token';
const REVOKE = '/services/oauth2/revoke';
const fake = new FakeSalesforce();
let t: TestApp;
let adminToken: string;
let adminId: string;

beforeAll(async () => {
  await fake.start();
  t = await crmTestApp(fake);
  adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
  adminId = (await call(t.app, 'GET', '/api/v1/me', adminToken)).json().user.id;
});
afterAll(async () => {
  await t?.close();
  await fake.stop();
});

const sha256hex = (value: string) => createHash('sha256').update(value).digest('hex');
const connectionRow = async () => (await t.query<Record<string, unknown>>(sql`select * from crm_connections where provider = 'salesforce'`))[0];
const status = async () => (await call(t.app, 'GET', CONNECTION, adminToken)).json();
const auditOf = (action: string) => t.query<{ actor_id: string; data: Record<string, unknown> }>(sql`select actor_id, data from audit_log where action = ${action} order by created_at`);

describe('POST /admin/crm/connection/start', () => {
  it('answers the authorize URL with the client, the redirect URI, a fresh state and an S256 challenge; the state is kept only hashed', async () => {
    const first = await call(t.app, 'POST', `${CONNECTION}/start`, adminToken);
    expect(first.statusCode).toBe(200);
    const url = new URL(first.json().authorize_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/services/oauth2/authorize`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toEqual({
      response_type: 'code',
      client_id: FAKE_CLIENT.id,
      redirect_uri: `${PORTAL_URL}/admin/user/connection`,
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
    });
    const second = new URL((await call(t.app, 'POST', `${CONNECTION}/start`, adminToken)).json().authorize_url).searchParams;
    expect(second.get('state')).not.toBe(params.state);
    expect(second.get('code_challenge')).not.toBe(params.code_challenge);

    const [stored] = await t.query<{ state_hash: string; expires_in: number }>(sql`
      select state_hash, extract(epoch from expires_at - created_at)::int as expires_in from crm_oauth_states where state_hash = ${sha256hex(params.state!)}`);
    expect(stored?.expires_in).toBe(600);
    expect(await tablesHolding(t, params.state!)).toEqual([]);
  });
});

describe('POST /admin/crm/connection/callback', () => {
  let refreshToken: string;

  it('exchanges the code with the verifier, reads the identity, and keeps one connection with the refresh token sealed', async () => {
    const { code, state } = await startAndAuthorize(t, fake, adminToken);
    const res = await callback(t, adminToken, { code, state });
    expect(res.statusCode).toBe(200);
    const expected = {
      configured: true,
      connected: true,
      instance_url: fake.url,
      org_id: FAKE_ORG_ID,
      crm_user: { id: FAKE_USER_ID, name: 'Agency Integration', username: 'integration@agency.example' },
      connected_by: { id: adminId, name: expect.any(String) },
      connected_at: expect.any(String),
      last_error: null,
      reconnect_needed: false,
      api_usage: null,
    };
    expect(res.json()).toEqual(expected);
    expect(await status()).toEqual(expected);

    const [exchange] = fake.requestsTo(TOKEN);
    expect(exchange?.form).toEqual({
      grant_type: 'authorization_code',
      code,
      client_id: FAKE_CLIENT.id,
      client_secret: FAKE_CLIENT.secret,
      redirect_uri: `${PORTAL_URL}/admin/user/connection`,
      code_verifier: expect.stringMatching(/^[A-Za-z0-9_-]{43,128}$/),
    });
    [refreshToken] = fake.issuedRefreshTokens as [string];
    const [identity] = fake.requestsTo('/id');
    expect(identity?.authorization).toBe(`Bearer ${fake.issuedAccessTokens[0]}`);

    const row = await connectionRow();
    const sealed = String(row?.refresh_token_encrypted);
    expect(sealed).not.toBe(refreshToken);
    expect(sealed).not.toContain(refreshToken);
    expect(new SecretBox(Buffer.from(CRM_TOKEN_KEY, 'base64')).open(sealed)).toBe(refreshToken);
    for (const secret of [refreshToken, fake.issuedAccessTokens[0]!, exchange!.form.code_verifier!, code]) {
      expect(await tablesHolding(t, secret)).toEqual([]);
    }
    expect(await auditOf('crm.connected')).toEqual([
      { actor_id: adminId, data: { instance_url: fake.url, org_id: FAKE_ORG_ID, crm_user_id: FAKE_USER_ID, replaced_org_id: null } },
    ]);
  });

  it('replaces the connection on a second Connect, giving back the old grant; its used state is then refused with 400 and nothing stored', async () => {
    const { code, state } = await startAndAuthorize(t, fake, adminToken);
    expect((await callback(t, adminToken, { code, state })).statusCode).toBe(200);
    expect(fake.requestsTo(REVOKE).map((r) => r.form)).toEqual([{ token: refreshToken }]);
    expect((await auditOf('crm.connected')).at(-1)?.data).toMatchObject({ replaced_org_id: FAKE_ORG_ID });

    const exchanges = fake.requestsTo(TOKEN).length;
    const before = await t.countAll(CRM_TABLES);
    const english = await callback(t, adminToken, { code, state });
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe(M.state_invalid);
    const bengali = await callback(t, adminToken, { code, state }, 'bn');
    expect(bengali.statusCode).toBe(400);
    expect(bengali.json().message).toBe(messages.bn.crm.state_invalid);
    expect(await t.countAll(CRM_TABLES)).toEqual(before);
    expect(fake.requestsTo(TOKEN)).toHaveLength(exchanges);
    refreshToken = fake.issuedRefreshTokens.at(-1)!;
  });

  it('refuses a state started in another session, another admin\'s or the same admin\'s, and leaves it usable in its own', async () => {
    const other = await userWithPermissions(t, ['crm.connect']);
    const secondSession = await loginAs(t.app, ADMIN.email, ADMIN.password);
    const { code, state } = await startAndAuthorize(t, fake, adminToken);
    const before = await t.countAll(CRM_TABLES);
    for (const token of [other.token, secondSession]) {
      const res = await callback(t, token, { code, state });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.state_invalid);
    }
    expect(await t.countAll(CRM_TABLES)).toEqual(before);
    expect((await callback(t, adminToken, { code, state })).statusCode).toBe(200);
    refreshToken = fake.issuedRefreshTokens.at(-1)!;
  });

  it('refuses an expired state with 400 and asks Salesforce nothing', async () => {
    const { code, state } = await startAndAuthorize(t, fake, adminToken);
    await t.query(sql`update crm_oauth_states set expires_at = now() - interval '1 second' where state_hash = ${sha256hex(state)}`);
    const exchanges = fake.requestsTo(TOKEN).length;
    const before = await t.countAll(CRM_TABLES);
    expect((await callback(t, adminToken, { code, state })).statusCode).toBe(400);
    expect(fake.requestsTo(TOKEN)).toHaveLength(exchanges);
    expect(await t.countAll(CRM_TABLES)).toEqual(before);
    expect(String((await connectionRow())?.refresh_token_encrypted)).not.toContain(refreshToken);
  });

  it('records Salesforce\'s refusal (a code for another sign-in\'s challenge fails PKCE) and keeps the connection there was', async () => {
    const mine = await startAndAuthorize(t, fake, adminToken);
    const theirs = await startAndAuthorize(t, fake, adminToken);
    const res = await callback(t, adminToken, { code: theirs.code, state: mine.state });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.token_refused.replace('{{error}}', 'invalid_grant'));
    expect(fake.requestsTo(TOKEN).at(-1)?.form.code_verifier).toBeDefined();
    const shown = await status();
    expect(shown).toMatchObject({ connected: true, org_id: FAKE_ORG_ID, last_error: 'invalid_grant: invalid code verifier' });
    expect((await auditOf('crm.connect_failed')).at(-1)).toEqual({ actor_id: adminId, data: { error: 'invalid_grant' } });
  });

  it('answers 502 when Salesforce fails, recording it', async () => {
    const { code, state } = await startAndAuthorize(t, fake, adminToken);
    fake.overrides.set(TOKEN, [{ status: 503 }]);
    const res = await callback(t, adminToken, { code, state });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(M.unreachable);
    expect((await status()).last_error).toBe('http_503: Salesforce answered with an error page');
  });

  it('clears the last error on the next successful connection', async () => {
    const { code, state } = await startAndAuthorize(t, fake, adminToken);
    expect((await callback(t, adminToken, { code, state })).json().last_error).toBeNull();
    refreshToken = fake.issuedRefreshTokens.at(-1)!;
  });

  describe('DELETE /admin/crm/connection', () => {
    it('revokes the refresh token at Salesforce and forgets it', async () => {
      const res = await call(t.app, 'DELETE', CONNECTION, adminToken);
      expect(res.statusCode).toBe(204);
      expect(fake.requestsTo(REVOKE).at(-1)?.form).toEqual({ token: refreshToken });
      expect(fake.revoked.has(refreshToken)).toBe(true);
      expect(await status()).toEqual({ configured: true, ...NOT_CONNECTED });
      expect((await connectionRow())?.refresh_token_encrypted).toBeNull();
      expect((await auditOf('crm.disconnected')).at(-1)).toEqual({ actor_id: adminId, data: { org_id: FAKE_ORG_ID, revoked: true } });

      const revokes = fake.requestsTo(REVOKE).length;
      const before = await t.countAll(CRM_TABLES);
      expect((await call(t.app, 'DELETE', CONNECTION, adminToken)).statusCode).toBe(204);
      expect(fake.requestsTo(REVOKE)).toHaveLength(revokes);
      expect(await t.countAll(CRM_TABLES)).toEqual(before);
    });

    it('forgets the token even when the revoke fails, and says so', async () => {
      const { code, state } = await startAndAuthorize(t, fake, adminToken);
      await callback(t, adminToken, { code, state });
      fake.overrides.set(REVOKE, [{ status: 503 }]);
      expect((await call(t.app, 'DELETE', CONNECTION, adminToken)).statusCode).toBe(204);
      const shown = await status();
      expect(shown).toMatchObject({ connected: false, last_error: 'revoke failed: http_503: Salesforce answered with an error page' });
      expect((await connectionRow())?.refresh_token_encrypted).toBeNull();
      expect((await auditOf('crm.disconnected')).at(-1)?.data).toMatchObject({ revoked: false });
    });
  });
});

describe('the hourly cleanup', () => {
  it('drops used and expired states and keeps the live ones', async () => {
    const live = await startAndAuthorize(t, fake, adminToken);
    const removed = await crmRepository.deleteSpentStates(t.database.db);
    expect(removed).toBeGreaterThan(0);
    const left = await t.query<{ state_hash: string }>(sql`select state_hash from crm_oauth_states`);
    expect(left.map((row) => row.state_hash)).toContain(sha256hex(live.state));
    expect(await t.query(sql`select 1 from crm_oauth_states where used_at is not null or expires_at < now()`)).toEqual([]);
  });
});
