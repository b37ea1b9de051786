import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, type Registered, type TestApp } from './helpers/app.js';
import { areaByCode, createBangladeshApp } from './helpers/geo.js';

let t: TestApp;
let me: Registered;
let dhaka: string;
let dhakaDistrict: string;
let gazipur: string;
let chattogram: string;
let savar: string;
beforeAll(async () => {
  // The Bangladesh form of a local address (division, district, upazila): a portal whose home country is Bangladesh.
  t = await createBangladeshApp();
  me = await registerUser(t.app);
  dhaka = (await areaByCode(t, '30')).id;
  dhakaDistrict = (await areaByCode(t, '3026')).id;
  gazipur = (await areaByCode(t, '3033')).id;
  chattogram = (await areaByCode(t, '20')).id;
  savar = (await t.query<{ id: string }>(sql`
    insert into geo_areas (parent_id, level, code, name_en, name_bn, country_code) values (${dhakaDistrict}, 'upazila', '302672', 'Savar', 'সাভার', 'BD') returning id`))[0]!.id;
});
afterAll(async () => t?.close());

const URL = '/api/v1/account/addresses';
const WRITES = ['addresses', 'audit_log'];
const local = (overrides: Record<string, unknown> = {}) => ({
  scope: 'local',
  address_type: 1,
  address: 'House 12, Road 3',
  division_id: dhaka,
  district_id: dhakaDistrict,
  upazila_id: savar,
  phone_code: 'BD',
  phone: '1712 345678',
  ...overrides,
});
const international = (overrides: Record<string, unknown> = {}) => ({
  scope: 'international',
  address_type: 2,
  address: '221B Baker Street',
  state: 'Greater London',
  city: 'London',
  zip_code: 'NW1 6XE',
  country_code: 'GB',
  ...overrides,
});

/** Sends `payload` (a string: as raw JSON) and expects a refusal with these field messages that writes nothing. */
async function expectRefused(method: 'POST' | 'PATCH', url: string, payload: unknown, status: number, expected: { message?: string; errors?: Record<string, string[]> }, lang?: string) {
  const before = await t.countAll(WRITES);
  const headers = { ...(lang ? { ebdlang: lang } : {}), ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) };
  const res = await call(t.app, method, url, me.token, payload, headers);
  expect(res.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(status);
  if (expected.message) expect(res.json().message).toBe(expected.message);
  if (expected.errors) expect(res.json().errors).toEqual(expected.errors);
  expect(await t.countAll(WRITES)).toEqual(before);
}

describe('adding addresses', () => {
  it('stores a local address with its division, district and upazila named in both languages', async () => {
    const res = await call(t.app, 'POST', URL, me.token, local());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      user_id: me.user.id,
      scope: 'local',
      address_type: 1,
      address: 'House 12, Road 3',
      division: { id: dhaka, name_en: 'Dhaka', name_bn: 'ঢাকা' },
      district: { id: dhakaDistrict, name_en: 'Dhaka' },
      upazila: { id: savar, name_bn: 'সাভার' },
      state: null,
      country_code: 'BD',
      phone_code: 'BD',
      phone: '1712 345678',
    });
    const [row] = await t.query(sql`select user_id, scope, division_id, district_id, upazila_id from addresses where id = ${body.id}`);
    expect(row).toEqual({ user_id: me.user.id, scope: 'local', division_id: dhaka, district_id: dhakaDistrict, upazila_id: savar });
  });

  it('stores an international address with state, city, zip code and country', async () => {
    const res = await call(t.app, 'POST', URL, me.token, international({ zip_code: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ scope: 'international', state: 'Greater London', city: 'London', zip_code: null, country_code: 'GB', division: null });
  });

  it('says which parts are missing, and that the address is incomplete, in English and Bengali', async () => {
    await expectRefused('POST', URL, { scope: 'local' }, 422, {
      message: 'Please complete the address',
      errors: { address: ['Address is required'], division_id: ['Division is required'], district_id: ['District is required'] },
    });
    await expectRefused('POST', URL, { scope: 'international', address: '  ' }, 422, {
      message: 'Please complete the address',
      errors: { address: ['Address is required'], state: ['State is required'], city: ['City is required'], country_code: ['Country is required'] },
    });
    await expectRefused('POST', URL, { scope: 'international' }, 422, {
      message: 'অনুগ্রহ করে ঠিকানাটি সম্পূর্ণ করুন',
      errors: { address: ['ঠিকানা আবশ্যক'], state: ['রাজ্য/প্রদেশ আবশ্যক'], city: ['শহর আবশ্যক'], country_code: ['দেশ আবশ্যক'] },
    }, 'bn');
    await expectRefused('POST', URL, {}, 422, { errors: { scope: ['Choose a local or an international address'] } });
  });

  it('refuses a district outside the division and an upazila outside the district', async () => {
    await expectRefused('POST', URL, local({ division_id: chattogram, upazila_id: null }), 422, {
      errors: { district_id: ['The district is not in the chosen division'] },
    });
    await expectRefused('POST', URL, local({ district_id: gazipur }), 422, { errors: { upazila_id: ['The upazila is not in the chosen district'] } });
    await expectRefused('POST', URL, local({ division_id: dhakaDistrict }), 422, { errors: { division_id: ['Choose a division from the list'] } });
    await expectRefused('POST', URL, local({ district_id: dhaka }), 422, { errors: { district_id: ['Choose an area from the list'] } });
    await expectRefused('POST', URL, local({ district_id: '00000000-0000-4000-8000-000000000000' }), 422, {
      errors: { district_id: ['Choose an area from the list'] },
    });
    await expectRefused('POST', URL, local({ division_id: 'dhaka' }), 422, { errors: { division_id: ['Choose an area from the list'] } });
  });

  it('refuses an unknown country, country code or address type, a phone without its code, and wrong types', async () => {
    await expectRefused('POST', URL, international({ country_code: 'XX' }), 422, { errors: { country_code: ['Choose a country from the list'] } });
    await expectRefused('POST', URL, international({ phone_code: 'ZZ', phone: '7700 900123' }), 422, { errors: { phone_code: ['Choose a country code from the list'] } });
    await expectRefused('POST', URL, international({ phone: '7700 900123' }), 422, { errors: { phone_code: ['Choose the country code of the phone number'] } });
    await expectRefused('POST', URL, international({ phone_code: 'GB', phone: 'call me' }), 422, { errors: { phone: ['Please enter a valid phone number'] } });
    await expectRefused('POST', URL, international({ address_type: 9 }), 422, { errors: { address_type: ['Choose an address type from the list'] } });
    await expectRefused('POST', URL, international({ address_type: 'home', city: ['London'] }), 422, {
      errors: { address_type: ['Choose an address type from the list'], city: ['This value is not valid'] },
    });
    await expectRefused('POST', URL, '{"scope": "local",', 400, {});
  });

  it('refuses huge values with their limits, and a body over 1 MB', async () => {
    await expectRefused('POST', URL, international({ address: 'x'.repeat(501), city: 'y'.repeat(101), zip_code: '1'.repeat(21) }), 422, {
      message: 'The given data was invalid.',
      errors: { address: ['Must be at most 500 characters'], city: ['Must be at most 100 characters'], zip_code: ['Must be at most 20 characters'] },
    });
    await expectRefused('POST', URL, international({ address: 'x'.repeat(2 * 1024 * 1024) }), 413, { message: 'The request is too large' });
  });

  it('keeps at most 20 addresses per person', async () => {
    const { token } = await registerUser(t.app);
    for (let i = 0; i < 20; i += 1) {
      expect((await call(t.app, 'POST', URL, token, international({ address: `Flat ${i}` }))).statusCode).toBe(201);
    }
    const res = await call(t.app, 'POST', URL, token, international());
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('You can keep at most 20 addresses.');
    const list = await call(t.app, 'GET', `${URL}?per_page=15&page=2`, token);
    expect(list.json().meta).toEqual({ current_page: 2, last_page: 2, per_page: 15, total: 20, from: 16, to: 20 });
    expect(list.json().data.map((a: { address: string }) => a.address)).toEqual(['Flat 15', 'Flat 16', 'Flat 17', 'Flat 18', 'Flat 19']);
  });
});

describe('changing and removing addresses', () => {
  it('lists only one’s own addresses', async () => {
    const other = await registerUser(t.app);
    await call(t.app, 'POST', URL, other.token, international({ address: 'Not mine' }));
    const { data } = (await call(t.app, 'GET', URL, me.token)).json();
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((a: { user_id: string }) => a.user_id === me.user.id)).toBe(true);
    expect((await call(t.app, 'GET', URL)).statusCode).toBe(401);
  });

  it('changes only the fields sent, checking the result as a whole', async () => {
    const created = (await call(t.app, 'POST', URL, me.token, international())).json();
    const res = await call(t.app, 'PATCH', `${URL}/${created.id}`, me.token, { city: 'Manchester', zip_code: 'M1 1AA' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, city: 'Manchester', zip_code: 'M1 1AA', state: 'Greater London', country_code: 'GB' });
    expect((await call(t.app, 'GET', `${URL}/${created.id}`, me.token)).json().city).toBe('Manchester');

    await expectRefused('PATCH', `${URL}/${created.id}`, { state: '' }, 422, { message: 'Please complete the address', errors: { state: ['State is required'] } });
    await expectRefused('PATCH', `${URL}/${created.id}`, { scope: 'local' }, 422, {
      errors: { division_id: ['Division is required'], district_id: ['District is required'] },
    });
    const becameLocal = await call(t.app, 'PATCH', `${URL}/${created.id}`, me.token, { scope: 'local', division_id: dhaka, district_id: gazipur });
    expect(becameLocal.json()).toMatchObject({ scope: 'local', state: null, city: null, zip_code: null, country_code: 'BD', district: { name_en: 'Gazipur' } });
  });

  it('answers 404 for someone else’s address, changing nothing', async () => {
    const other = await registerUser(t.app);
    const theirs = (await call(t.app, 'POST', URL, other.token, international({ city: 'Leeds' }))).json();
    expect((await call(t.app, 'GET', `${URL}/${theirs.id}`, me.token)).statusCode).toBe(404);
    await expectRefused('PATCH', `${URL}/${theirs.id}`, { city: 'Hacked' }, 404, { message: 'This page could not be found' });
    const before = await t.countAll(WRITES);
    expect((await call(t.app, 'DELETE', `${URL}/${theirs.id}`, me.token)).statusCode).toBe(404);
    expect(await t.countAll(WRITES)).toEqual(before);
    expect((await call(t.app, 'GET', `${URL}/${theirs.id}`, other.token)).json().city).toBe('Leeds');
    expect((await call(t.app, 'GET', `${URL}/not-an-id`, me.token)).statusCode).toBe(404);
  });

  it('deletes an address', async () => {
    const created = (await call(t.app, 'POST', URL, me.token, international())).json();
    expect((await call(t.app, 'DELETE', `${URL}/${created.id}`, me.token)).statusCode).toBe(204);
    expect(await t.query(sql`select id from addresses where id = ${created.id}`)).toEqual([]);
    expect((await call(t.app, 'DELETE', `${URL}/${created.id}`, me.token)).statusCode).toBe(404);
  });
});
