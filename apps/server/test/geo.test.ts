import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGeoAreas } from '../src/modules/geo/seed.js';
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

const BENGALI = /^[\u0980-\u09FF\s]+$/u;
const WRITES = ['geo_areas', 'audit_log'];

describe('seeded geo areas', () => {
  it('holds the 8 divisions and 64 districts of Bangladesh, each district under a division, named in both scripts', async () => {
    const divisions = await t.query<{ code: string; name_en: string; name_bn: string }>(
      sql`select code, name_en, name_bn from geo_areas where level = 'division' and parent_id is null order by code`,
    );
    expect(divisions.map((d) => [d.code, d.name_en, d.name_bn])).toEqual([
      ['10', 'Barishal', 'বরিশাল'],
      ['20', 'Chattogram', 'চট্টগ্রাম'],
      ['30', 'Dhaka', 'ঢাকা'],
      ['40', 'Khulna', 'খুলনা'],
      ['45', 'Mymensingh', 'ময়মনসিংহ'.normalize('NFC')],
      ['50', 'Rajshahi', 'রাজশাহী'],
      ['55', 'Rangpur', 'রংপুর'],
      ['60', 'Sylhet', 'সিলেট'],
    ]);

    const districts = await t.query<{ code: string; name_bn: string; parent_code: string; parent_level: string }>(sql`
      select d.code, d.name_bn, p.code as parent_code, p.level as parent_level
      from geo_areas d join geo_areas p on p.id = d.parent_id where d.level = 'district'`);
    expect(districts).toHaveLength(64);
    expect(new Set(districts.map((d) => d.code)).size).toBe(64);
    for (const d of districts) {
      expect(d.parent_level).toBe('division');
      // A district's code starts with its division's (BBS geo-codes).
      expect(d.code.slice(0, 2)).toBe(d.parent_code);
      expect(d.name_bn).toMatch(BENGALI);
    }
    const perDivision = Object.fromEntries(
      (await t.query<{ code: string; n: number }>(sql`
        select p.code, count(*)::int as n from geo_areas d join geo_areas p on p.id = d.parent_id
        where d.level = 'district' group by p.code`)).map((r) => [r.code, r.n]),
    );
    expect(perDivision).toEqual({ '10': 6, '20': 11, '30': 13, '40': 10, '45': 4, '50': 8, '55': 8, '60': 4 });
    expect((await areaByCode(t, '3026')).name_en).toBe('Dhaka');
    expect((await areaByCode(t, '2022')).name_bn).toBe('কক্সবাজার');
  });

  it('adds only what is missing when run again, keeping an admin’s renaming', async () => {
    await t.query(sql`update geo_areas set name_en = 'Sylhet (renamed)' where code = '60'`);
    await t.query(sql`delete from geo_areas where code = '6091'`);
    await seedGeoAreas(t.database.db, 'BD');
    expect(await t.countRows('geo_areas')).toBe(72);
    expect((await areaByCode(t, '60')).name_en).toBe('Sylhet (renamed)');
    expect((await areaByCode(t, '6091')).parent_id).toBe((await areaByCode(t, '60')).id);
    await t.query(sql`update geo_areas set name_en = 'Sylhet' where code = '60'`);
  });
});

describe('GET /api/v1/geo-areas', () => {
  it('lists the divisions to anyone, sorted by English name, with how many areas each holds', async () => {
    const res = await call(t.app, 'GET', '/api/v1/geo-areas');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((a: { name_en: string }) => a.name_en)).toEqual(['Barishal', 'Chattogram', 'Dhaka', 'Khulna', 'Mymensingh', 'Rajshahi', 'Rangpur', 'Sylhet']);
    expect(data.find((a: { code: string }) => a.code === '30')).toMatchObject({ level: 'division', parent_id: null, name_bn: 'ঢাকা', child_count: 13 });
  });

  it('lists the children of an area, and every area of a level', async () => {
    const dhaka = await areaByCode(t, '30');
    const children = (await call(t.app, 'GET', `/api/v1/geo-areas?parent_id=${dhaka.id}`)).json().data;
    expect(children).toHaveLength(13);
    expect(children.every((a: { parent_id: string; level: string }) => a.parent_id === dhaka.id && a.level === 'district')).toBe(true);
    expect((await call(t.app, 'GET', '/api/v1/geo-areas?level=district')).json().data).toHaveLength(64);
  });

  it('answers 304 to a client that already holds the same list', async () => {
    const first = await call(t.app, 'GET', '/api/v1/geo-areas');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    const again = await call(t.app, 'GET', '/api/v1/geo-areas', undefined, undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('refuses a malformed parent id or level with field messages', async () => {
    const res = await call(t.app, 'GET', '/api/v1/geo-areas?parent_id=abc&level=planet');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      parent_id: ['Choose an area from the list'],
      level: ['Choose a level: division, district, upazila, union, pourashava, city corporation or ward'],
    });
  });

  it('gives one area with its ancestors top down, and 404 for an unknown or malformed id', async () => {
    const gazipur = await areaByCode(t, '3033');
    const res = await call(t.app, 'GET', `/api/v1/geo-areas/${gazipur.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: gazipur.id, name_en: 'Gazipur', level: 'district', ancestors: [{ code: '30', name_en: 'Dhaka' }] });
    expect((await call(t.app, 'GET', '/api/v1/geo-areas/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/v1/geo-areas/not-an-id')).statusCode).toBe(404);
  });
});

describe('managing geo areas', () => {
  const newUpazila = async (overrides: Record<string, unknown> = {}) => {
    const gazipur = await areaByCode(t, '3033');
    return { parent_id: gazipur.id, level: 'upazila', code: '303330', name_en: 'Gazipur Sadar', name_bn: 'গাজীপুর সদর', ...overrides };
  };

  it('refuses anyone without geo.manage, writing nothing', async () => {
    const before = await t.countAll(WRITES);
    const { token, user } = await registerUser(t.app);
    expect((await call(t.app, 'POST', '/api/v1/admin/geo-areas', undefined, await newUpazila())).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/v1/admin/geo-areas', token, await newUpazila())).statusCode).toBe(403);
    await giveRole(t, user.id, 'compliance-officer');
    const dhaka = await areaByCode(t, '30');
    expect((await call(t.app, 'PATCH', `/api/v1/admin/geo-areas/${dhaka.id}`, token, { name_en: 'X', name_bn: 'এক্স' })).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/v1/admin/geo-areas/${dhaka.id}`, token)).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/v1/admin/geo-areas/import', token, 'code,parent_code,level,name_en,name_bn\n', { 'content-type': 'text/csv' })).statusCode).toBe(403);
    // registering wrote an audit entry; nothing else changed
    expect(await t.countAll(WRITES)).toEqual({ ...before, audit_log: before.audit_log! + 1 });
    expect((await areaByCode(t, '30')).name_en).toBe('Dhaka');
  });

  it('adds an area under a parent of the right level', async () => {
    const res = await call(t.app, 'POST', '/api/v1/admin/geo-areas', adminToken, await newUpazila());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ code: '303330', level: 'upazila', name_bn: 'গাজীপুর সদর', child_count: 0, ancestors: [{ code: '30' }, { code: '3033' }] });
    expect((await areaByCode(t, '303330')).parent_id).toBe((await areaByCode(t, '3033')).id);
  });

  it('refuses a taken code, a parent of the wrong level, a parentless upazila and a Bengali name in Latin letters', async () => {
    const before = await t.countAll(WRITES);
    const dhaka = await areaByCode(t, '30');
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ code: '3033' }, { code: ['Another area already has this code'] }],
      [{ code: '309999', parent_id: dhaka.id }, { parent_id: ['This kind of area cannot sit under the chosen area'] }],
      [{ code: '309999', parent_id: null }, { parent_id: ['Choose the area this one belongs to'] }],
      [{ code: '70', level: 'division', parent_id: dhaka.id }, { parent_id: ['A division does not belong to another area'] }],
      [{ code: '309999', name_bn: 'Gazipur Sadar' }, { name_bn: ['Write the Bengali name in Bengali script'] }],
      [{ code: 'bad code!', name_en: '', name_bn: '' }, {
        code: ['Use up to 32 letters, digits, dots, dashes or underscores'],
        name_en: ['English name is required'],
        name_bn: ['Bengali name is required'],
      }],
      [{ code: '309999', name_en: 'x'.repeat(151) }, { name_en: ['Must be at most 150 characters'] }],
      [{ code: '309999', level: 'planet' }, { level: ['Choose a level: division, district, upazila, union, pourashava, city corporation or ward'] }],
    ];
    for (const [overrides, errors] of cases) {
      const res = await call(t.app, 'POST', '/api/v1/admin/geo-areas', adminToken, await newUpazila(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    const bn = await call(t.app, 'POST', '/api/v1/admin/geo-areas', adminToken, await newUpazila({ code: '309999', name_bn: 'Latin' }), { ebdlang: 'bn' });
    expect(bn.json().errors).toEqual({ name_bn: ['বাংলা নামটি বাংলা হরফে লিখুন'] });
    expect(await t.countAll(WRITES)).toEqual(before);
  });

  it('renames an area in both languages and records who did it', async () => {
    const area = await areaByCode(t, '303330');
    const res = await call(t.app, 'PATCH', `/api/v1/admin/geo-areas/${area.id}`, adminToken, { name_en: 'Gazipur Sadar Upazila', name_bn: 'গাজীপুর সদর উপজেলা' });
    expect(res.statusCode).toBe(200);
    expect(await areaByCode(t, '303330')).toMatchObject({ name_en: 'Gazipur Sadar Upazila', name_bn: 'গাজীপুর সদর উপজেলা', level: 'upazila' });
    const [entry] = await t.query<{ action: string; data: { from: { name_en: string } } }>(
      sql`select action, data from audit_log where target_id = ${area.id} order by created_at desc limit 1`,
    );
    expect(entry).toMatchObject({ action: 'geo.rename', data: { from: { name_en: 'Gazipur Sadar' } } });
    expect((await call(t.app, 'PATCH', '/api/v1/admin/geo-areas/00000000-0000-4000-8000-000000000000', adminToken, { name_en: 'X', name_bn: 'এক্স' })).statusCode).toBe(404);
  });

  it('deletes only an area with nothing under it and nobody in it', async () => {
    const dhaka = await areaByCode(t, '30');
    const withChildren = await call(t.app, 'DELETE', `/api/v1/admin/geo-areas/${dhaka.id}`, adminToken);
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json().message).toBe('This area has areas under it. Delete those first.');

    const upazila = await areaByCode(t, '303330');
    const { user } = await registerUser(t.app);
    await t.query(sql`update users set geo_area_id = ${upazila.id} where id = ${user.id}`);
    const inUse = await call(t.app, 'DELETE', `/api/v1/admin/geo-areas/${upazila.id}`, adminToken, undefined, { ebdlang: 'bn' });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('এই এলাকাটি কোনো ব্যবহারকারী বা ঠিকানায় ব্যবহৃত হচ্ছে, তাই মোছা যাবে না।');

    await t.query(sql`update users set geo_area_id = null where id = ${user.id}`);
    await t.query(sql`insert into addresses (user_id, scope, address, division_id, district_id, upazila_id)
                      values (${user.id}, 'local', 'House 1', ${dhaka.id}, ${upazila.parent_id}, ${upazila.id})`);
    expect((await call(t.app, 'DELETE', `/api/v1/admin/geo-areas/${upazila.id}`, adminToken)).statusCode).toBe(409);
    await t.query(sql`delete from addresses where user_id = ${user.id}`);

    const gone = await call(t.app, 'DELETE', `/api/v1/admin/geo-areas/${upazila.id}`, adminToken);
    expect(gone.statusCode).toBe(204);
    expect(await t.query(sql`select id from geo_areas where code = '303330'`)).toEqual([]);
    expect((await call(t.app, 'DELETE', `/api/v1/admin/geo-areas/${upazila.id}`, adminToken)).statusCode).toBe(404);
  });
});
