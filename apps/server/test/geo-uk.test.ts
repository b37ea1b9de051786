import { type TGeoFilter } from '@portal/contract';
import { and, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { geoFilterCondition } from '../src/modules/geo/filter.js';
import { seedGeoAreas } from '../src/modules/geo/seed.js';
import { ADMIN, call, createTestApp, loginAs, registerUser, type TestApp } from './helpers/app.js';
import { areaByCode } from './helpers/geo.js';

/** The default home country, the United Kingdom: its areas with ONS codes are the seeded tree. */
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
});
afterAll(async () => t?.close());

const BENGALI = /[\u0980-\u09FF]/u;
const WRITES = ['geo_areas', 'audit_log'];
type Row = { code: string; level: string; name_en: string; name_bn: string; country_code: string; parent_code: string | null };

async function ukRows(): Promise<Row[]> {
  return t.query<Row>(sql`
    select a.code, a.level, a.name_en, a.name_bn, a.country_code, p.code as parent_code
    from geo_areas a left join geo_areas p on p.id = a.parent_id where a.country_code = 'GB' order by a.code`);
}

describe('the seeded UK tree', () => {
  it('holds the four nations, the nine English regions, and the counties and unitary authorities, with ONS codes', async () => {
    const rows = await ukRows();
    const nations = rows.filter((r) => r.level === 'division');
    expect(nations.map((n) => [n.code, n.name_en, n.parent_code])).toEqual([
      ['E92000001', 'England', null],
      ['N92000002', 'Northern Ireland', null],
      ['S92000003', 'Scotland', null],
      ['W92000004', 'Wales', null],
    ]);
    const regions = rows.filter((r) => r.level === 'district');
    expect(regions).toHaveLength(9);
    for (const region of regions) expect([region.code.slice(0, 3), region.parent_code]).toEqual(['E12', 'E92000001']);
    expect(regions.find((r) => r.code === 'E12000007')?.name_en).toBe('London');

    const third = rows.filter((r) => r.level === 'upazila');
    const byPrefix = (prefix: string) => third.filter((r) => r.code.startsWith(prefix));
    // ONS counts for April 2023: 21 counties, 63 unitary authorities, 36 metropolitan districts, 33 London
    // boroughs (with the City), 22 Welsh principal areas, 32 Scottish council areas, 11 Northern Irish districts.
    expect(Object.fromEntries(['E10', 'E06', 'E08', 'E09', 'W06', 'S12', 'N09'].map((p) => [p, byPrefix(p).length]))).toEqual({
      E10: 21, E06: 63, E08: 36, E09: 33, W06: 22, S12: 32, N09: 11,
    });
    expect(third).toHaveLength(218);
    for (const area of third) {
      expect(area.code, area.name_en).toMatch(/^(E10|E06|E08|E09|W06|S12|N09)\d{6}$/);
      const expectedParent = { E: /^E12\d{6}$/, W: /^W92000004$/, S: /^S92000003$/, N: /^N92000002$/ }[area.code[0] as 'E' | 'W' | 'S' | 'N'];
      expect(area.parent_code, area.name_en).toMatch(expectedParent);
    }
    expect(byPrefix('E09').every((borough) => borough.parent_code === 'E12000007')).toBe(true);
    expect(third.find((r) => r.code === 'E10000016')).toMatchObject({ name_en: 'Kent', parent_code: 'E12000008' });
    expect(third.find((r) => r.code === 'E06000065')).toMatchObject({ name_en: 'North Yorkshire', parent_code: 'E12000003' });
    expect(third.find((r) => r.code === 'S12000049')).toMatchObject({ name_en: 'Glasgow City', parent_code: 'S92000003' });
    for (const row of rows) {
      expect(row.country_code).toBe('GB');
      expect(row.name_bn, row.name_en).toMatch(BENGALI);
      expect(row.name_bn).toBe(row.name_bn.normalize('NFC'));
    }
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
    // A UK portal is not seeded with Bangladesh's areas.
    expect(await t.query(sql`select code from geo_areas where country_code = 'BD'`)).toEqual([]);
  });

  it('adds only what is missing when seeded again, keeping an admin’s renaming', async () => {
    const before = await t.countRows('geo_areas');
    await t.query(sql`update geo_areas set name_en = 'Kent (renamed)' where code = 'E10000016'`);
    await t.query(sql`delete from geo_areas where code = 'N09000003'`);
    await seedGeoAreas(t.database.db, 'GB');
    expect(await t.countRows('geo_areas')).toBe(before);
    expect((await areaByCode(t, 'E10000016')).name_en).toBe('Kent (renamed)');
    expect((await areaByCode(t, 'N09000003')).parent_id).toBe((await areaByCode(t, 'N92000002')).id);
    await t.query(sql`update geo_areas set name_en = 'Kent' where code = 'E10000016'`);
  });

  it('lists the nations at the top, and a nation without regions holds its councils directly', async () => {
    const top = (await call(t.app, 'GET', '/api/v1/geo-areas')).json().data;
    expect(top.map((a: { name_en: string }) => a.name_en)).toEqual(['England', 'Northern Ireland', 'Scotland', 'Wales']);
    expect(top.find((a: { code: string }) => a.code === 'E92000001')).toMatchObject({ level: 'division', country_code: 'GB', child_count: 9, name_bn: 'ইংল্যান্ড' });
    const wales = await areaByCode(t, 'W92000004');
    const councils = (await call(t.app, 'GET', `/api/v1/geo-areas?parent_id=${wales.id}`)).json().data;
    expect(councils).toHaveLength(22);
    expect(councils.every((c: { level: string }) => c.level === 'upazila')).toBe(true);
    const cardiff = (await call(t.app, 'GET', `/api/v1/geo-areas/${(await areaByCode(t, 'W06000015')).id}`)).json();
    expect(cardiff.ancestors.map((a: { name_en: string }) => a.name_en)).toEqual(['Wales']);
    expect((await call(t.app, 'GET', '/api/v1/geo-areas?level=district')).json().data).toHaveLength(9);
    expect((await call(t.app, 'GET', '/api/v1/geo-areas?country=fr')).json().data).toEqual([]);
    const bad = await call(t.app, 'GET', '/api/v1/geo-areas?country=XX');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ country: ['Choose a country from the list'] });
  });
});

describe('the geo filter on UK areas (division_id, district_id, upazila_id: nation, region, county)', () => {
  const people = new Map<string, string>();
  const homes: Record<string, string> = { camden: 'E09000007', kent: 'E10000016', london: 'E12000007', cardiff: 'W06000015', england: 'E92000001', belfast: 'N09000003' };
  const id = async (code: string) => (await areaByCode(t, code)).id;

  beforeAll(async () => {
    for (const [name, code] of Object.entries(homes)) {
      const { user } = await registerUser(t.app);
      people.set(name, user.id);
      await t.query(sql`update users set geo_area_id = (select id from geo_areas where code = ${code}) where id = ${user.id}`);
    }
  });

  async function matching(filter: Partial<TGeoFilter>): Promise<string[]> {
    const rows = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, [...people.values()]), geoFilterCondition(users.geo_area_id, filter)));
    const names = new Map([...people].map(([name, userId]) => [userId, name]));
    return rows.map((r) => names.get(r.id)!).sort();
  }

  it('keeps the people in a nation, a region or a county, and nothing for an id of the wrong level', async () => {
    expect(await matching({ division_id: await id('E92000001') })).toEqual(['camden', 'england', 'kent', 'london']);
    expect(await matching({ division_id: await id('W92000004') })).toEqual(['cardiff']);
    expect(await matching({ district_id: await id('E12000007') })).toEqual(['camden', 'london']);
    expect(await matching({ upazila_id: await id('E09000007') })).toEqual(['camden']);
    // Cardiff is level three directly under Wales: found by nation and by county, with no region between.
    expect(await matching({ division_id: await id('W92000004'), upazila_id: await id('W06000015') })).toEqual(['cardiff']);
    expect(await matching({ district_id: await id('E12000007'), upazila_id: await id('E10000016') })).toEqual([]);
    expect(await matching({ district_id: await id('E09000007') })).toEqual([]);
    expect(await matching({ area_type_id: 3 })).toEqual(['belfast', 'camden', 'cardiff', 'kent']);
  });

  it('filters the admin users list the same way', async () => {
    const res = await call(t.app, 'GET', `/api/v1/admin/users?per_page=100&division_id=${await id('N92000002')}`, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((u: { id: string }) => u.id)).toEqual([people.get('belfast')]);
  });
});

describe('importing Bangladesh into a UK portal', () => {
  it('refuses anyone without geo.manage, writing nothing', async () => {
    const { token } = await registerUser(t.app);
    const before = await t.countAll(WRITES);
    expect((await call(t.app, 'POST', '/api/v1/admin/geo-areas/sets/BD', token)).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/v1/admin/geo-areas/sets/FR', adminToken)).statusCode).toBe(422);
    expect(await t.countAll(WRITES)).toEqual(before);
  });

  it("adds Bangladesh's 8 divisions and 64 districts as a tree of their own, once", async () => {
    const res = await call(t.app, 'POST', '/api/v1/admin/geo-areas/sets/BD', adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ total: 72, created: 72, updated: 0, unchanged: 0 });
    const again = await call(t.app, 'POST', '/api/v1/admin/geo-areas/sets/BD', adminToken);
    expect(again.json()).toEqual({ total: 72, created: 0, updated: 0, unchanged: 72 });
    const [audit] = await t.query<{ data: unknown }>(sql`select data from audit_log where action = 'geo.import' order by created_at limit 1`);
    expect(audit?.data).toEqual({ total: 72, created: 72, updated: 0, unchanged: 0, set: 'BD' });

    // The top of the tree stays the home country's; Bangladesh's is asked for by country.
    expect((await call(t.app, 'GET', '/api/v1/geo-areas')).json().data).toHaveLength(4);
    const divisions = (await call(t.app, 'GET', '/api/v1/geo-areas?country=bd')).json().data;
    expect(divisions.map((d: { name_en: string }) => d.name_en)).toEqual(['Barishal', 'Chattogram', 'Dhaka', 'Khulna', 'Mymensingh', 'Rajshahi', 'Rangpur', 'Sylhet']);
    expect(divisions.every((d: { country_code: string }) => d.country_code === 'BD')).toBe(true);
    expect((await call(t.app, 'GET', '/api/v1/geo-areas?country=any')).json().data).toHaveLength(12);
    expect((await areaByCode(t, '3026')).parent_id).toBe((await areaByCode(t, '30')).id);

    // The filter works on either tree.
    const { user } = await registerUser(t.app);
    await t.query(sql`update users set geo_area_id = (select id from geo_areas where code = '3033') where id = ${user.id}`);
    const byDivision = await call(t.app, 'GET', `/api/v1/admin/users?per_page=100&division_id=${(await areaByCode(t, '30')).id}`, adminToken);
    expect(byDivision.json().data.map((u: { id: string }) => u.id)).toEqual([user.id]);
  });

  it("keeps each country's rules: under a Bangladesh division an upazila needs a district; a new top area takes the file's country", async () => {
    const HEADER = 'code,parent_code,level,name_en,name_bn,country_code';
    const before = await t.countAll(WRITES);
    const refused = await call(t.app, 'POST', '/api/v1/admin/geo-areas/import', adminToken, [HEADER, 'X1,30,upazila,Nowhere,কোথাও,', 'X2,E12000007,upazila,Somewhere,কোথাও,BD', 'X3,,division,Atlantis,আটলান্টিস,XX'].join('\n'), { 'content-type': 'text/csv' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'rows.2.parent_code': [expect.stringContaining('Row 2:')],
      'rows.3.country_code': ['Row 3: the area is in the country of its parent (GB), not BD'],
      'rows.4.country_code': ['Row 4: XX is not a country code (two letters, such as GB or BD)'],
    });
    expect(await t.countAll(WRITES)).toEqual(before);

    const ok = await call(t.app, 'POST', '/api/v1/admin/geo-areas/import', adminToken, [HEADER, 'IE1,,division,Leinster,লেইনস্টার,IE', 'IE2,IE1,district,Dublin,ডাবলিন,', 'GBX,W92000004,upazila,Test Council,পরীক্ষা কাউন্সিল,GB'].join('\n'), { 'content-type': 'text/csv' });
    expect(ok.statusCode, ok.body).toBe(200);
    const rows = await t.query<{ code: string; country_code: string }>(sql`select code, country_code from geo_areas where code in ('IE1', 'IE2', 'GBX') order by code`);
    expect(rows).toEqual([
      { code: 'GBX', country_code: 'GB' },
      { code: 'IE1', country_code: 'IE' },
      { code: 'IE2', country_code: 'IE' },
    ]);
  });

  it('lets an admin add a council directly under a nation without regions', async () => {
    const res = await call(t.app, 'POST', '/api/v1/admin/geo-areas', adminToken, { parent_id: (await areaByCode(t, 'S92000003')).id, level: 'upazila', code: 'S12TEST01', name_en: 'Test Council', name_bn: 'পরীক্ষা কাউন্সিল' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ country_code: 'GB', ancestors: [{ name_en: 'Scotland' }] });
    const bd = await call(t.app, 'POST', '/api/v1/admin/geo-areas', adminToken, { parent_id: (await areaByCode(t, '30')).id, level: 'upazila', code: 'BDTEST01', name_en: 'Test', name_bn: 'পরীক্ষা' });
    expect(bd.statusCode).toBe(422);
    const top = await call(t.app, 'POST', '/api/v1/admin/geo-areas', adminToken, { level: 'division', code: 'IN01', country_code: 'IN', name_en: 'West Bengal', name_bn: 'পশ্চিমবঙ্গ' });
    expect(top.json()).toMatchObject({ country_code: 'IN', parent_id: null });
  });
});
