import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, loginAs, registerUser, type TestApp } from './helpers/app.js';
import { areaByCode, createBangladeshApp } from './helpers/geo.js';
import { giveRole } from './helpers/factories.js';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  // Bangladesh's seeded tree (the UK's has its own tests, geo-uk.test.ts): a portal whose home country is Bangladesh.
  t = await createBangladeshApp();
  adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
});
afterAll(async () => t?.close());

const areaOf = async (userId: string) =>
  (await t.query<{ geo_area_id: string | null }>(sql`select geo_area_id from users where id = ${userId}`))[0]?.geo_area_id;

describe('/api/v1/account/geo-area', () => {
  it('lets a person choose their area, shows it with the areas above, and clear it', async () => {
    const { token, user } = await registerUser(t.app);
    expect((await call(t.app, 'GET', '/api/v1/account/geo-area', token)).json()).toEqual({ geo_area: null });

    const gazipur = await areaByCode(t, '3033');
    const set = await call(t.app, 'PUT', '/api/v1/account/geo-area', token, { geo_area_id: gazipur.id });
    expect(set.statusCode).toBe(200);
    expect(set.json().geo_area).toMatchObject({ id: gazipur.id, name_en: 'Gazipur', ancestors: [{ name_en: 'Dhaka', level: 'division' }] });
    expect(await areaOf(user.id)).toBe(gazipur.id);
    expect((await call(t.app, 'GET', '/api/v1/account/geo-area', token)).json().geo_area.id).toBe(gazipur.id);
    const [entry] = await t.query<{ actor_id: string; action: string }>(sql`select actor_id, action from audit_log where target_id = ${user.id} and action = 'user.geo_area'`);
    expect(entry).toEqual({ actor_id: user.id, action: 'user.geo_area' });

    const cleared = await call(t.app, 'PUT', '/api/v1/account/geo-area', token, { geo_area_id: null });
    expect(cleared.json()).toEqual({ geo_area: null });
    expect(await areaOf(user.id)).toBeNull();
  });

  it('refuses an unknown, malformed or missing area and keeps the stored one', async () => {
    const { token, user } = await registerUser(t.app);
    const dhaka = await areaByCode(t, '30');
    await call(t.app, 'PUT', '/api/v1/account/geo-area', token, { geo_area_id: dhaka.id });
    const audit = await t.countRows('audit_log');
    const cases: [unknown, string][] = [
      [{ geo_area_id: '00000000-0000-4000-8000-000000000000' }, 'Choose an area from the list'],
      [{ geo_area_id: 'dhaka' }, 'Choose an area from the list'],
      [{ geo_area_id: 42 }, 'Choose an area'],
      [{}, 'Choose an area'],
    ];
    for (const [payload, message] of cases) {
      const res = await call(t.app, 'PUT', '/api/v1/account/geo-area', token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors).toEqual({ geo_area_id: [message] });
    }
    expect(await areaOf(user.id)).toBe(dhaka.id);
    expect(await t.countRows('audit_log')).toBe(audit);
    expect((await call(t.app, 'PUT', '/api/v1/account/geo-area', undefined, { geo_area_id: null })).statusCode).toBe(401);
  });
});

describe('/api/v1/admin/users/{id}/geo-area', () => {
  it('lets an admin see and set anyone’s area', async () => {
    const { user } = await registerUser(t.app);
    const sylhet = await areaByCode(t, '6091');
    const res = await call(t.app, 'PUT', `/api/v1/admin/users/${user.id}/geo-area`, adminToken, { geo_area_id: sylhet.id });
    expect(res.statusCode).toBe(200);
    expect(await areaOf(user.id)).toBe(sylhet.id);
    const seen = await call(t.app, 'GET', `/api/v1/admin/users/${user.id}/geo-area`, adminToken);
    expect(seen.json().geo_area).toMatchObject({ name_bn: 'সিলেট', level: 'district', ancestors: [{ code: '60' }] });
  });

  it('refuses people without users.update, and answers 404 for an unknown person', async () => {
    const target = await registerUser(t.app);
    const candidate = await registerUser(t.app);
    const officer = await registerUser(t.app);
    await giveRole(t, officer.user.id, 'compliance-officer'); // users.view only
    const dhaka = await areaByCode(t, '30');
    const url = `/api/v1/admin/users/${target.user.id}/geo-area`;

    expect((await call(t.app, 'GET', url, candidate.token)).statusCode).toBe(403);
    expect((await call(t.app, 'PUT', url, candidate.token, { geo_area_id: dhaka.id })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', url, officer.token)).statusCode).toBe(200);
    const refused = await call(t.app, 'PUT', url, officer.token, { geo_area_id: dhaka.id });
    expect(refused.statusCode).toBe(403);
    expect(await areaOf(target.user.id)).toBeNull();

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(t.app, 'PUT', `/api/v1/admin/users/${unknown}/geo-area`, adminToken, { geo_area_id: dhaka.id })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/v1/admin/users/not-a-user/geo-area', adminToken)).statusCode).toBe(404);
  });
});
