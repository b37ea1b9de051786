import { messages, PERMISSIONS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, createTestApp, loginAs, registerUser, type TestApp } from './helpers/app.js';
import { callback, CONNECTION, CRM_TABLES, crmTestApp, NOT_CONNECTED, startAndAuthorize } from './helpers/crm.js';
import { FAKE_CLIENT, FakeSalesforce } from './helpers/fake-salesforce.js';
import { userWithPermissions, userWithRole } from './helpers/factories.js';

/** Who may not touch the CRM connection, bodies that are refused, what never reaches a log, and a portal without a CRM. */
const M = messages.en.crm;
const fake = new FakeSalesforce();
const lines: string[] = [];
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  await fake.start();
  t = await crmTestApp(fake, { logStream: { write: (line: string) => void lines.push(line) } }, { LOG_LEVEL: 'info' });
  adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await t?.close();
  await fake.stop();
});

const ENDPOINTS = [
  ['GET', CONNECTION],
  ['POST', `${CONNECTION}/start`],
  ['POST', `${CONNECTION}/callback`],
  ['DELETE', CONNECTION],
] as const;

describe('access', () => {
  it('answers 401 without a token and 403 to a candidate, a compliance officer and a role with everything but crm.connect, writing nothing', async () => {
    const candidate = await registerUser(t.app);
    const officer = await userWithRole(t, 'compliance-officer');
    const almostAdmin = await userWithPermissions(t, PERMISSIONS.filter((p) => p !== 'crm.connect'));
    const { code, state } = await startAndAuthorize(t, fake, adminToken);
    const before = await t.countAll(CRM_TABLES);
    for (const [method, url] of ENDPOINTS) {
      const body = method === 'POST' ? { code, state } : undefined;
      expect((await call(t.app, method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const who of [candidate, officer, almostAdmin]) {
        const res = await call(t.app, method, url, who.token, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect(await t.countAll(CRM_TABLES)).toEqual(before);
    expect(fake.requestsTo('/services/oauth2/token')).toEqual([]);
  });
});

describe('the callback body', () => {
  it('refuses a missing, malformed or huge code or state with 4xx before the state is spent', async () => {
    const { code, state } = await startAndAuthorize(t, fake, adminToken);
    const before = await t.countAll(CRM_TABLES);
    const refused = [
      [{ state }, 422, 'code', M.code_required],
      [{ code }, 422, 'state', M.state_required],
      [{ code: '', state }, 422, 'code', M.code_required],
      [{ code: 'c'.repeat(5000), state }, 422, 'code', M.code_invalid],
      [{ code: 'has spaces in it', state }, 422, 'code', M.code_invalid],
      [{ code, state: 's'.repeat(5000) }, 422, 'state', M.state_invalid_format],
      [{ code, state: `${state}'--` }, 422, 'state', M.state_invalid_format],
      [{ code: 42, state }, 422, 'code', M.code_required],
    ] as const;
    for (const [body, status, field, message] of refused) {
      const res = await callback(t, adminToken, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect((await callback(t, adminToken, JSON.stringify({ code, state: 'x'.repeat(2 * 1024 * 1024) }))).statusCode).toBe(413);
    expect((await callback(t, adminToken, '{"code": ')).statusCode).toBe(400);
    expect(await t.countAll(CRM_TABLES)).toEqual(before);
    expect(fake.requestsTo('/services/oauth2/token')).toEqual([]);
    // Nothing was spent: the state still completes the sign-in.
    expect((await callback(t, adminToken, { code, state })).statusCode).toBe(200);
  });
});

describe('logs', () => {
  it('never hold a code, state, verifier or token, not even from the callback page\'s own URL', async () => {
    const { code, state } = await startAndAuthorize(t, fake, adminToken);
    await t.app.inject({ method: 'GET', url: `/admin/user/connection?code=${encodeURIComponent(code)}&state=${state}`, headers: { accept: 'text/html' } });
    expect((await callback(t, adminToken, { code, state })).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', CONNECTION, adminToken)).statusCode).toBe(204);
    const logged = lines.join('\n');
    expect(logged).toContain('crm.connected');
    expect(logged).toContain('/admin/user/connection?code=[redacted]&state=[redacted]');
    const verifiers = fake.requestsTo('/services/oauth2/token').map((r) => r.form.code_verifier!);
    for (const secret of [code, encodeURIComponent(code), state, ...verifiers, ...fake.issuedAccessTokens, ...fake.issuedRefreshTokens, FAKE_CLIENT.secret]) {
      expect(logged).not.toContain(secret);
    }
  });
});

describe('a portal without a CRM', () => {
  let bare: TestApp;
  let token: string;
  beforeAll(async () => {
    bare = await createTestApp();
    token = await loginAs(bare.app, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => bare?.close());

  it('says it is not configured, refuses to start or complete a sign-in with 409, and has nothing to disconnect', async () => {
    expect((await call(bare.app, 'GET', CONNECTION, token)).json()).toEqual({ configured: false, ...NOT_CONNECTED });
    const before = await bare.countAll(CRM_TABLES);
    const start = await call(bare.app, 'POST', `${CONNECTION}/start`, token);
    expect(start.statusCode).toBe(409);
    expect(start.json().message).toBe(M.not_configured);
    const bengali = await call(bare.app, 'POST', `${CONNECTION}/start`, token, undefined, { ebdlang: 'bn' });
    expect(bengali.json().message).toBe(messages.bn.crm.not_configured);
    expect((await call(bare.app, 'POST', `${CONNECTION}/callback`, token, { code: 'abc', state: 'def' })).statusCode).toBe(409);
    expect((await call(bare.app, 'DELETE', CONNECTION, token)).statusCode).toBe(204);
    expect(await bare.countAll(CRM_TABLES)).toEqual(before);
  });
});
