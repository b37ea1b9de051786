import { ZGeoFilter, type TGeoFilter } from '@portal/contract';
import { and, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { geoFilterCondition } from '../src/modules/geo/filter.js';
import { ADMIN, call, loginAs, registerUser, type TestApp } from './helpers/app.js';
import { areaByCode, createBangladeshApp } from './helpers/geo.js';

let t: TestApp;
let adminToken: string;
/** Test user name -> id; each lives in the area named in `homes`. */
const people = new Map<string, string>();
const homes: Record<string, string | null> = {
  ward: 'W1', // Dhaka division > Dhaka district > U1 > N1 > W1
  union: 'N1',
  upazila: 'U2',
  district: '3026',
  cityWard: 'W2', // Dhaka division > Gazipur > C1 > W2
  pourashava: 'P1',
  nowhere: null,
  chattogram: '20',
};

beforeAll(async () => {
  // Bangladesh's seeded tree (the UK's has its own tests, geo-uk.test.ts): a portal whose home country is Bangladesh.
  t = await createBangladeshApp();
  adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
  const tree = [
    'code,parent_code,level,name_en,name_bn',
    'U1,3026,upazila,Savar,সাভার',
    'U2,3026,upazila,Dhamrai,ধামরাই',
    'N1,U1,union,Ashulia,আশুলিয়া',
    'W1,N1,ward,Ward 1,ওয়ার্ড ১',
    'C1,3033,city_corporation,Gazipur City Corporation,গাজীপুর সিটি কর্পোরেশন',
    'W2,C1,ward,Ward 2,ওয়ার্ড ২',
    'P1,U2,pourashava,Dhamrai Pourashava,ধামরাই পৌরসভা',
  ].join('\n');
  const imported = await call(t.app, 'POST', '/api/v1/admin/geo-areas/import', adminToken, tree, { 'content-type': 'text/csv' });
  if (imported.statusCode !== 200) throw new Error(imported.body);
  for (const [name, code] of Object.entries(homes)) {
    const { user } = await registerUser(t.app);
    people.set(name, user.id);
    if (code) await t.query(sql`update users set geo_area_id = (select id from geo_areas where code = ${code}) where id = ${user.id}`);
  }
});
afterAll(async () => t?.close());

/** Names of the test users a filter keeps. */
async function matching(filter: Partial<TGeoFilter>): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...people.values()]), geoFilterCondition(users.geo_area_id, filter)));
  const names = new Map([...people].map(([name, id]) => [id, name]));
  return rows.map((r) => names.get(r.id)!).sort();
}

const id = async (code: string) => (await areaByCode(t, code)).id;
const sorted = (...names: string[]) => [...names].sort();

describe('geoFilterCondition', () => {
  it('keeps people in the chosen area or anywhere below it', async () => {
    expect(await matching({ division_id: await id('30') })).toEqual(sorted('ward', 'union', 'upazila', 'district', 'cityWard', 'pourashava'));
    expect(await matching({ district_id: await id('3026') })).toEqual(sorted('ward', 'union', 'upazila', 'district', 'pourashava'));
    expect(await matching({ upazila_id: await id('U1') })).toEqual(sorted('ward', 'union'));
    expect(await matching({ union_id: await id('N1') })).toEqual(sorted('ward', 'union'));
    expect(await matching({ ward_id: await id('W1') })).toEqual(['ward']);
    expect(await matching({ city_corporation_id: await id('C1') })).toEqual(['cityWard']);
    expect(await matching({ pourashava_id: await id('P1') })).toEqual(['pourashava']);
  });

  it('requires every given id to hold, and an id of the wrong level matches nobody', async () => {
    expect(await matching({ division_id: await id('30'), district_id: await id('3033') })).toEqual(['cityWard']);
    expect(await matching({ division_id: await id('20'), district_id: await id('3026') })).toEqual([]);
    expect(await matching({ district_id: await id('30') })).toEqual([]);
    expect(await matching({ ward_id: '00000000-0000-4000-8000-000000000000' })).toEqual([]);
  });

  it('keeps, by area type, people in or below an area of that level', async () => {
    expect(await matching({ area_type_id: 5 })).toEqual(['cityWard']);
    expect(await matching({ area_type_id: 4 })).toEqual(sorted('ward', 'union'));
    expect(await matching({ area_type_id: 7 })).toEqual(['pourashava']);
    expect(await matching({ area_type_id: 3 })).toEqual(sorted('ward', 'union', 'upazila', 'pourashava'));
    expect(await matching({ area_type_id: 1 })).toEqual(sorted('ward', 'union', 'upazila', 'district', 'cityWard', 'pourashava', 'chattogram'));
    expect(await matching({ area_type_id: 6, district_id: await id('3033') })).toEqual(['cityWard']);
  });

  it('filters nothing when no parameter is given', async () => {
    expect(geoFilterCondition(users.geo_area_id, {})).toBeUndefined();
    expect(await matching({})).toEqual([...people.keys()].sort());
  });
});

describe('ZGeoFilter', () => {
  it('reads query strings, treating empty values as not given', () => {
    const uuid = '6f1c1a52-8b4e-4f0e-9a55-1d2b3c4d5e6f';
    expect(ZGeoFilter.parse({ division_id: uuid, district_id: '', area_type_id: '4', ward_id: undefined })).toEqual({
      division_id: uuid,
      district_id: undefined,
      area_type_id: 4,
      ward_id: undefined,
      upazila_id: undefined,
      union_id: undefined,
      pourashava_id: undefined,
      city_corporation_id: undefined,
    });
  });

  it('refuses malformed ids and area types that are no geo level', () => {
    const result = ZGeoFilter.safeParse({ upazila_id: 'dhaka', area_type_id: '8' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['upazila_id', 'validation.geo_area_invalid'],
      ['area_type_id', 'validation.area_type_invalid'],
    ]);
    expect(ZGeoFilter.safeParse({ area_type_id: 'abc' }).success).toBe(false);
    expect(ZGeoFilter.safeParse({ area_type_id: '0' }).success).toBe(false);
  });
});

describe('GET /api/v1/admin/users with the geo filter', () => {
  const listed = async (query: string) => {
    const res = await call(t.app, 'GET', `/api/v1/admin/users?per_page=100&${query}`, adminToken);
    expect(res.statusCode, res.body).toBe(200);
    const names = new Map([...people].map(([name, userId]) => [userId, name]));
    return (res.json().data as { id: string }[]).flatMap((user) => names.get(user.id) ?? []).sort();
  };

  it('lists the users in an area or below it, also together with a search and with an area type', async () => {
    expect(await listed(`district_id=${await id('3026')}`)).toEqual(sorted('ward', 'union', 'upazila', 'district', 'pourashava'));
    expect(await listed(`city_corporation_id=${await id('C1')}`)).toEqual(['cityWard']);
    expect(await listed(`area_type_id=4&division_id=${await id('30')}`)).toEqual(sorted('ward', 'union'));
    expect(await listed(`q=test.example&upazila_id=${await id('U1')}`)).toEqual(sorted('ward', 'union'));
    const meta = (await call(t.app, 'GET', `/api/v1/admin/users?ward_id=${await id('W1')}`, adminToken)).json().meta;
    expect(meta).toMatchObject({ total: 1, from: 1, to: 1 });
    expect(await listed('division_id=&district_id=')).toEqual([...people.keys()].sort());
  });

  it('refuses malformed filter values with field messages', async () => {
    const res = await call(t.app, 'GET', '/api/v1/admin/users?district_id=dhaka&area_type_id=8', adminToken, undefined, { ebdlang: 'bn' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      district_id: ['তালিকা থেকে একটি এলাকা বেছে নিন'],
      area_type_id: ['একটি সঠিক এলাকার ধরন বেছে নিন'],
    });
  });
});
