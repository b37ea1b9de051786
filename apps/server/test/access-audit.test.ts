import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, createTestApp, loginAs, nextAddress, registerUser, type TestApp } from './helpers/app.js';
import { userWithPermissions } from './helpers/factories.js';

/** Every access-control refusal on a guarded route is an audit entry: who, which route (never the raw URL), from where, why. */
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
});
afterAll(async () => t?.close());

interface RefusalRow extends Record<string, unknown> {
  actor_id: string | null;
  target_type: string;
  target_id: string;
  ip: string;
  data: { status: number; reason: string; request_id: string };
}
const refusals = (where = sql`true`) =>
  t.query<RefusalRow>(sql`select actor_id, target_type, target_id, ip, data from audit_log where action = 'access.denied' and ${where} order by created_at`);
const refusalOf = async (requestId: string) => {
  const rows = await refusals(sql`data->>'request_id' = ${requestId}`);
  expect(rows.length, `refusals recorded for ${requestId}`).toBeLessThanOrEqual(1);
  return rows[0];
};
const inject = (method: 'GET' | 'PATCH', url: string, token?: string, payload?: unknown, remoteAddress = nextAddress()) =>
  t.app.inject({
    method,
    url,
    remoteAddress,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });

describe('refusals on guarded routes', () => {
  it('records a 403 on an admin route with the actor, the route pattern, the address and the reason', async () => {
    const candidate = await registerUser(t.app);
    const address = nextAddress();
    const res = await inject('GET', `/api/v1/admin/users/${candidate.user.id}?token=secret-in-query`, candidate.token, undefined, address);
    expect(res.statusCode).toBe(403);
    expect(await refusalOf(res.json().request_id)).toEqual({
      actor_id: candidate.user.id,
      target_type: 'route',
      target_id: 'GET /api/v1/admin/users/:id',
      ip: address,
      data: { status: 403, reason: 'errors.forbidden', request_id: res.json().request_id },
    });
  });

  it('records a refusal the service decides (an admin changing someone who outranks them)', async () => {
    const editor = await userWithPermissions(t, ['users.view', 'users.update']);
    const [superAdmin] = await t.query<{ id: string }>(sql`select id from users where email = ${ADMIN.email}`);
    const res = await inject('PATCH', `/api/v1/admin/users/${superAdmin!.id}`, editor.token, { name: 'Taken Over' });
    expect(res.statusCode).toBe(403);
    expect(await refusalOf(res.json().request_id)).toMatchObject({
      actor_id: editor.user.id,
      target_id: 'PATCH /api/v1/admin/users/:id',
      data: { status: 403, reason: 'errors.user_outranks_you' },
    });
  });

  it("records a 404 that hides another user's account from someone who may not see it", async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const res = await inject('GET', `/api/v1/users/${other.user.id}/avatar/128`, me.token);
    expect(res.statusCode).toBe(404);
    expect(await refusalOf(res.json().request_id)).toMatchObject({
      actor_id: me.user.id,
      target_id: 'GET /api/v1/users/:id/avatar/:size',
      data: { status: 404, reason: 'account.not_visible' },
    });
  });

  it('records anonymous 401s and dead tokens on admin routes, not on the others', async () => {
    const anonymous = await inject('GET', '/api/v1/admin/roles');
    expect(anonymous.statusCode).toBe(401);
    expect(await refusalOf(anonymous.json().request_id)).toMatchObject({
      actor_id: null,
      target_id: 'GET /api/v1/admin/roles',
      data: { status: 401, reason: 'errors.unauthenticated' },
    });
    const deadToken = await inject('GET', '/api/v1/admin/roles', 'not-a-live-token');
    expect(deadToken.statusCode).toBe(401);
    expect(await refusalOf(deadToken.json().request_id)).toMatchObject({ actor_id: null, data: { status: 401 } });

    const me = await inject('GET', '/api/v1/me');
    expect(me.statusCode).toBe(401);
    expect(await refusalOf(me.json().request_id)).toBeUndefined();
  });

  it('records a banned account refused on an admin route under its own id', async () => {
    const banned = await registerUser(t.app);
    await t.query(sql`update users set banned_at = now() where id = ${banned.user.id}`);
    const res = await inject('GET', '/api/v1/admin/users', banned.token);
    expect(res.statusCode).toBe(403);
    expect(await refusalOf(res.json().request_id)).toMatchObject({ actor_id: banned.user.id, data: { status: 403, reason: 'errors.banned' } });
  });

  it('keeps a flood of anonymous 401s from one address to a bounded number of entries', async () => {
    const address = nextAddress();
    const statuses = [];
    for (let i = 0; i < 45; i++) statuses.push((await inject('GET', '/api/v1/admin/users', undefined, undefined, address)).statusCode);
    expect(new Set(statuses)).toEqual(new Set([401]));
    const rows = await refusals(sql`ip = ${address}`);
    expect(rows).toHaveLength(30);
  });

  it('does not record a request that was allowed, nor an input error', async () => {
    const before = (await refusals()).length;
    expect((await call(t.app, 'GET', '/api/v1/admin/users', adminToken)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/v1/admin/users?per_page=500', adminToken)).statusCode).toBe(422);
    expect((await call(t.app, 'GET', '/api/v1/admin/users/00000000-0000-4000-8000-000000000000', adminToken)).statusCode).toBe(404);
    expect(await refusals()).toHaveLength(before);
  });
});
