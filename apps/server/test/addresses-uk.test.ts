import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, createTestApp, loginAs, registerUser, type Registered, type TestApp } from './helpers/app.js';
import { areaByCode } from './helpers/geo.js';

/** The default home country, the United Kingdom: a local address has lines, town, county and postcode. */
let t: TestApp;
let me: Registered;
beforeAll(async () => {
  t = await createTestApp();
  me = await registerUser(t.app);
});
afterAll(async () => t?.close());

const URL = '/api/v1/account/addresses';
const WRITES = ['addresses', 'audit_log'];
const uk = (overrides: Record<string, unknown> = {}) => ({
  scope: 'local',
  address_type: 1,
  address: '10 Downing Street',
  address_line2: '',
  town: 'London',
  county: '',
  postcode: 'sw1a2aa',
  phone_code: 'GB',
  phone: '20 7925 0918',
  ...overrides,
});

async function expectRefused(method: 'POST' | 'PATCH', url: string, payload: unknown, expected: { message?: string; errors: Record<string, string[]> }, lang?: string) {
  const before = await t.countAll(WRITES);
  const res = await call(t.app, method, url, me.token, payload, lang ? { ebdlang: lang } : {});
  expect(res.statusCode, JSON.stringify(payload)).toBe(422);
  if (expected.message) expect(res.json().message).toBe(expected.message);
  expect(res.json().errors).toEqual(expected.errors);
  expect(await t.countAll(WRITES)).toEqual(before);
}

describe('a local address when the home country is the United Kingdom', () => {
  it('stores the lines, town, county and the postcode normalised as Royal Mail prints it', async () => {
    const res = await call(t.app, 'POST', URL, me.token, uk({ address_line2: 'Westminster', county: 'Greater London' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      scope: 'local',
      address: '10 Downing Street',
      address_line2: 'Westminster',
      town: 'London',
      county: 'Greater London',
      postcode: 'SW1A 2AA',
      country_code: 'GB',
      division: null,
      district: null,
      state: null,
      city: null,
      zip_code: null,
    });
    const [row] = await t.query(sql`select postcode, town, country_code, division_id from addresses where id = ${res.json().id}`);
    expect(row).toEqual({ postcode: 'SW1A 2AA', town: 'London', country_code: 'GB', division_id: null });
  });

  it.each([
    ['sw1a1aa', 'SW1A 1AA'],
    [' EC1A  1BB ', 'EC1A 1BB'],
    ['m11ae', 'M1 1AE'],
    ['b33 8th', 'B33 8TH'],
    ['cr2 6xh', 'CR2 6XH'],
    ['dn55 1pt', 'DN55 1PT'],
    ['bt1 5gs', 'BT1 5GS'],
    ['gir0aa', 'GIR 0AA'],
  ])("normalises '%s' to '%s'", async (given, stored) => {
    const res = await call(t.app, 'POST', URL, (await registerUser(t.app)).token, uk({ postcode: given }));
    expect(res.statusCode).toBe(201);
    expect(res.json().postcode).toBe(stored);
  });

  it('leaves out the optional second line and county, keeping them null', async () => {
    const res = await call(t.app, 'POST', URL, (await registerUser(t.app)).token, uk({ address_line2: '  ', county: null }));
    expect(res.json()).toMatchObject({ address_line2: null, county: null });
  });

  it('refuses a wrong postcode and says what is missing, in English and Bengali, writing nothing', async () => {
    for (const postcode of ['12345', 'SW1A', '1AB 2CD', 'SW1A 1AAA', 'W1A 1A', 'SW1A-1AA; drop table', 'x'.repeat(40)]) {
      await expectRefused('POST', URL, uk({ postcode }), { message: 'The given data was invalid.', errors: { postcode: ['Enter a valid UK postcode, like SW1A 1AA'] } });
    }
    await expectRefused('POST', URL, uk({ postcode: 12345 }), { errors: { postcode: ['This value is not valid'] } });
    await expectRefused('POST', URL, { scope: 'local' }, {
      message: 'Please complete the address',
      errors: { address: ['Address is required'], town: ['Town or city is required'], postcode: ['Postcode is required'] },
    });
    await expectRefused('POST', URL, uk({ postcode: '', town: ' ' }), {
      message: 'অনুগ্রহ করে ঠিকানাটি সম্পূর্ণ করুন',
      errors: { town: ['শহর বা নগর আবশ্যক'], postcode: ['পোস্টকোড আবশ্যক'] },
    }, 'bn');
    await expectRefused('POST', URL, uk({ town: 'y'.repeat(101), county: 'z'.repeat(101) }), {
      errors: { town: ['Must be at most 100 characters'], county: ['Must be at most 100 characters'] },
    });
  });

  it('normalises a changed postcode and refuses a bad one, keeping the stored address', async () => {
    const created = (await call(t.app, 'POST', URL, me.token, uk())).json();
    const res = await call(t.app, 'PATCH', `${URL}/${created.id}`, me.token, { postcode: 'm1 1ae', town: 'Manchester' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ postcode: 'M1 1AE', town: 'Manchester', address: '10 Downing Street' });
    await expectRefused('PATCH', `${URL}/${created.id}`, { postcode: 'nope' }, { errors: { postcode: ['Enter a valid UK postcode, like SW1A 1AA'] } });
    expect((await call(t.app, 'GET', `${URL}/${created.id}`, me.token)).json().postcode).toBe('M1 1AE');
  });

  it('an address abroad drops the UK parts when it changes scope, and becomes a UK address with them', async () => {
    const abroad = (await call(t.app, 'POST', URL, me.token, { scope: 'international', address_type: 2, address: 'House 12, Road 3', state: 'Dhaka', city: 'Dhaka', country_code: 'BD' })).json();
    expect(abroad).toMatchObject({ postcode: null, town: null, country_code: 'BD' });
    await expectRefused('PATCH', `${URL}/${abroad.id}`, { scope: 'local' }, { errors: { town: ['Town or city is required'], postcode: ['Postcode is required'] } });
    const local = await call(t.app, 'PATCH', `${URL}/${abroad.id}`, me.token, { scope: 'local', town: 'Leeds', postcode: 'ls1 4ap' });
    expect(local.json()).toMatchObject({ scope: 'local', town: 'Leeds', postcode: 'LS1 4AP', state: null, city: null, country_code: 'GB' });
  });
});

describe("an address abroad in Bangladesh, with Bangladesh's areas imported into the UK portal", () => {
  const abroad = (overrides: Record<string, unknown> = {}) => ({ scope: 'international', address_type: 1, address: 'House 12, Road 3', country_code: 'BD', ...overrides });

  it('refuses areas before Bangladesh is imported, and for any other country', async () => {
    const england = (await areaByCode(t, 'E92000001')).id;
    const london = (await areaByCode(t, 'E12000007')).id;
    // A UK area is not a Bangladesh division.
    await expectRefused('POST', URL, abroad({ division_id: england, district_id: london }), { errors: { division_id: ['Choose a division from the list'] } });
    await expectRefused('POST', URL, abroad({ country_code: 'IN', state: 'West Bengal', city: 'Kolkata', division_id: england, district_id: london }), {
      errors: { division_id: ['A division, district or upazila can be chosen only for an address in Bangladesh'] },
    });
  });

  it('names the division, district and upazila, taking state and city from them when left empty', async () => {
    const admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    expect((await call(t.app, 'POST', '/api/v1/admin/geo-areas/sets/BD', admin)).statusCode).toBe(200);
    const dhaka = (await areaByCode(t, '30')).id;
    const gazipur = (await areaByCode(t, '3033')).id;
    const sylhet = (await areaByCode(t, '6091')).id;

    const res = await call(t.app, 'POST', URL, me.token, abroad({ division_id: dhaka, district_id: gazipur }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      scope: 'international',
      country_code: 'BD',
      state: 'Dhaka',
      city: 'Gazipur',
      division: { id: dhaka, name_bn: 'ঢাকা' },
      district: { id: gazipur, name_en: 'Gazipur' },
      upazila: null,
      postcode: null,
    });
    await expectRefused('POST', URL, abroad({ division_id: dhaka, district_id: sylhet }), { errors: { district_id: ['The district is not in the chosen division'] } });
    await expectRefused('POST', URL, abroad({ division_id: dhaka }), { errors: { district_id: ['District is required'], city: ['City is required'], state: ['State is required'] } });

    // Moving it to another country drops nothing silently: the areas must go too.
    const id = res.json().id;
    await expectRefused('PATCH', `${URL}/${id}`, { country_code: 'IN' }, { errors: { division_id: ['A division, district or upazila can be chosen only for an address in Bangladesh'] } });
    const moved = await call(t.app, 'PATCH', `${URL}/${id}`, me.token, { country_code: 'IN', division_id: null, district_id: null });
    expect(moved.json()).toMatchObject({ country_code: 'IN', division: null, district: null, state: 'Dhaka' });
    // Becoming a UK address leaves the areas behind.
    const local = await call(t.app, 'PATCH', `${URL}/${id}`, me.token, { scope: 'local', town: 'Leeds', postcode: 'LS1 4AP' });
    expect(local.json()).toMatchObject({ scope: 'local', division: null, state: null, country_code: 'GB' });
  });
});
