import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, loginAs, registerUser, type Registered, type TestApp } from './helpers/app.js';
import { areaByCode, createBangladeshApp } from './helpers/geo.js';
import { giveRole } from './helpers/factories.js';

let t: TestApp;
let adminToken: string;
let candidate: Registered;
let officer: Registered;
let dhaka: string;
let gazipur: string;
beforeAll(async () => {
  // The Bangladesh form of a local address (division, district, upazila): a portal whose home country is Bangladesh.
  t = await createBangladeshApp();
  adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
  candidate = await registerUser(t.app);
  officer = await registerUser(t.app);
  await giveRole(t, officer.user.id, 'compliance-officer'); // users.view, not users.update
  dhaka = (await areaByCode(t, '30')).id;
  gazipur = (await areaByCode(t, '3033')).id;
});
afterAll(async () => t?.close());

const WRITES = ['addresses', 'audit_log'];
const base = (userId: string) => `/api/v1/admin/users/${userId}/addresses`;
const localAddress = () => ({ scope: 'local', address_type: 1, address: 'Village Road', division_id: dhaka, district_id: gazipur });

describe('/api/v1/admin/users/{id}/addresses', () => {
  it('lets an admin add, list, read, change and delete a person’s addresses, recording each change', async () => {
    const { user } = await registerUser(t.app);
    const created = await call(t.app, 'POST', base(user.id), adminToken, localAddress());
    expect(created.statusCode).toBe(201);
    const address = created.json();
    expect(address).toMatchObject({ user_id: user.id, district: { name_en: 'Gazipur' } });

    const list = await call(t.app, 'GET', base(user.id), adminToken);
    expect(list.json().data.map((a: { id: string }) => a.id)).toEqual([address.id]);
    expect(list.json().meta).toMatchObject({ total: 1, from: 1, to: 1 });
    expect((await call(t.app, 'GET', `${base(user.id)}/${address.id}`, adminToken)).json().address).toBe('Village Road');
    expect((await call(t.app, 'GET', `/api/v1/admin/addresses/${address.id}`, adminToken)).json().user_id).toBe(user.id);

    const changed = await call(t.app, 'PATCH', `${base(user.id)}/${address.id}`, adminToken, { address: 'Station Road' });
    expect(changed.json().address).toBe('Station Road');
    expect((await call(t.app, 'DELETE', `${base(user.id)}/${address.id}`, adminToken)).statusCode).toBe(204);
    expect(await t.query(sql`select id from addresses where user_id = ${user.id}`)).toEqual([]);

    const admin = (await t.query<{ id: string }>(sql`select id from users where email = ${ADMIN.email}`))[0]!.id;
    const audit = await t.query<{ action: string; actor_id: string }>(
      sql`select action, actor_id from audit_log where target_id = ${address.id} order by created_at`,
    );
    expect(audit).toEqual([
      { action: 'address.create', actor_id: admin },
      { action: 'address.update', actor_id: admin },
      { action: 'address.delete', actor_id: admin },
    ]);
  });

  it('validates like the self-service routes', async () => {
    const before = await t.countAll(WRITES);
    const res = await call(t.app, 'POST', base(candidate.user.id), adminToken, { ...localAddress(), division_id: (await areaByCode(t, '60')).id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ district_id: ['The district is not in the chosen division'] });
    expect(await t.countAll(WRITES)).toEqual(before);
  });

  it('lets users.view read but not change, and refuses everyone else, writing nothing', async () => {
    const mine = (await call(t.app, 'POST', '/api/v1/account/addresses', candidate.token, localAddress())).json();
    const before = await t.countAll(WRITES);
    const url = `${base(candidate.user.id)}/${mine.id}`;

    expect((await call(t.app, 'GET', base(candidate.user.id), officer.token)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', url, officer.token)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', base(candidate.user.id), officer.token, localAddress())).statusCode).toBe(403);
    expect((await call(t.app, 'PATCH', url, officer.token, { address: 'Changed' })).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', url, officer.token)).statusCode).toBe(403);

    const stranger = await registerUser(t.app);
    const afterRegister = await t.countAll(WRITES);
    for (const [method, path] of [['GET', base(candidate.user.id)], ['GET', url], ['PATCH', url], ['DELETE', url], ['POST', base(candidate.user.id)]] as const) {
      const res = await call(t.app, method, path, stranger.token, method === 'GET' || method === 'DELETE' ? undefined : localAddress());
      expect(res.statusCode, `${method} ${path}`).toBe(403);
    }
    expect((await call(t.app, 'GET', `/api/v1/admin/addresses/${mine.id}`, stranger.token)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', base(candidate.user.id))).statusCode).toBe(401);

    expect(afterRegister.addresses).toBe(before.addresses);
    expect(await t.countAll(WRITES)).toEqual(afterRegister);
    expect((await call(t.app, 'GET', `/api/v1/account/addresses/${mine.id}`, candidate.token)).json().address).toBe('Village Road');
  });

  it('answers 404 for an unknown person, an address of someone else, and malformed ids', async () => {
    const other = await registerUser(t.app);
    const theirs = (await call(t.app, 'POST', '/api/v1/account/addresses', other.token, localAddress())).json();
    const before = await t.countAll(WRITES);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(t.app, 'GET', base(unknown), adminToken)).statusCode).toBe(404);
    expect((await call(t.app, 'POST', base(unknown), adminToken, localAddress())).statusCode).toBe(404);
    expect((await call(t.app, 'GET', base('nobody'), adminToken)).statusCode).toBe(404);
    // The address exists, but not under this person.
    expect((await call(t.app, 'PATCH', `${base(candidate.user.id)}/${theirs.id}`, adminToken, { address: 'X' })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `${base(candidate.user.id)}/${theirs.id}`, adminToken)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/v1/admin/addresses/nothing', adminToken)).statusCode).toBe(404);
    expect(await t.countAll(WRITES)).toEqual(before);
  });
});
