import { messages } from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, pngImage } from './helpers/account.js';
import { rolesOf, userRow } from './helpers/admin-users.js';
import { call, nextAddress, registerUser, type TestApp } from './helpers/app.js';
import { connectedCrmApp } from './helpers/crm.js';
import { FakeSalesforce } from './helpers/fake-salesforce.js';
import { enrolAuthenticator } from './helpers/mfa.js';
import { giveRole } from './helpers/factories.js';

/**
 * The one access policy (modules/access/policy.ts), route by route: every route that changes a user named by
 * id refuses an admin acting on someone who holds permissions the admin lacks (a super-admin) with 403 and
 * writes nothing, lets the same admin act on an ordinary user, and lets a user act on themselves as before.
 * One app with a connected (fake) Salesforce, so the CRM routes run for real too.
 */

const fake = new FakeSalesforce();
let t: TestApp;
/** The seeded super-admin: prepares what a route needs (an address to change, a hold to lift…). */
let superToken: string;
let geoAreaId: string;
let avatar: Buffer;
/** Every table, to count before and after a refused request. app_logs holds the server's own log lines. */
let tables: string[];

const OUTRANKS = messages.en.errors.user_outranks_you;
const DECLARATION = 'tempest-forms/candidate-declaration';
const ukAddress = { scope: 'local', address_type: 1, address: '10 Downing Street', town: 'London', postcode: 'sw1a2aa' };

interface Person {
  id: string;
  email: string;
  token: string;
}
type Extra = Record<string, string>;

/** A registered person (every registration is a candidate) who also holds `roles`. */
async function person(...roles: string[]): Promise<Person> {
  const { token, user } = await registerUser(t.app);
  for (const role of roles) await giveRole(t, user.id, role);
  return { id: user.id, email: user.email, token };
}

const users = (id: string, path = '') => `/api/v1/admin/users/${id}${path}`;
const candidates = (id: string, path: string) => `/api/v1/admin/candidates/${id}${path}`;

async function expectStatus(res: LightMyRequestResponse | Promise<LightMyRequestResponse>, status: number) {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer;
}

/** What the super-admin reads back through the API. */
async function read(url: string) {
  return (await expectStatus(call(t.app, 'GET', url, superToken), 200)).json();
}

function uploadAvatar(token: string, url: string) {
  const body = multipartBody([{ data: avatar, contentType: 'image/png', filename: 'me.png' }]);
  return t.app.inject({ method: 'POST', url, remoteAddress: nextAddress(), headers: { ...body.headers, authorization: `Bearer ${token}` }, payload: body.payload });
}

/** A prepare step: the super-admin's request about the target; the id of what it made is answered as `key`. */
function beforehand(method: 'POST' | 'PUT', url: (target: Person) => string, payload: unknown, status: number, key?: string) {
  return async (target: Person): Promise<Extra> => {
    const res = await expectStatus(call(t.app, method, url(target), superToken, payload), status);
    return key ? { [key]: res.json().id } : {};
  };
}

interface RouteCase {
  /** Prepares the target with the super-admin's hand (what the route then changes); answers ids the route needs. */
  prepare?: (target: Person) => Promise<Extra>;
  send: (token: string, target: Person, extra: Extra) => Promise<LightMyRequestResponse>;
  /** The answer when allowed. */
  status: number;
  /** What the route changes about the target, read back from the database or the API. */
  stored: (target: Person, extra: Extra) => Promise<unknown>;
  /** The answer to an admin doing this to themselves, when it is not `status` (as it was before the policy). */
  self?: number;
}

const column = (name: string) => async (target: Person) => (await userRow(t, target.id))?.[name];

const ROUTES: Record<string, RouteCase> = {
  'PATCH /admin/users/{id}': {
    send: (token, target) => call(t.app, 'PATCH', users(target.id), token, { name: 'Renamed By Someone' }),
    status: 200,
    stored: column('name'),
  },
  'PUT /admin/users/{id}/roles': {
    send: (token, target) => call(t.app, 'PUT', users(target.id, '/roles'), token, { roles: ['candidate', 'compliance-officer'] }),
    status: 200,
    stored: (target) => rolesOf(t, target.id),
  },
  'POST /admin/users/{id}/ban': {
    send: (token, target) => call(t.app, 'POST', users(target.id, '/ban'), token, { reason: 'Policy test' }),
    status: 200,
    stored: column('banned_at'),
    self: 409,
  },
  'DELETE /admin/users/{id}/ban': {
    prepare: beforehand('POST', (target) => users(target.id, '/ban'), { reason: 'Banned first' }, 200),
    send: (token, target) => call(t.app, 'DELETE', users(target.id, '/ban'), token),
    status: 200,
    stored: column('banned_at'),
    self: 401, // banning ended the admin's own sessions
  },
  'POST /admin/users/{id}/verify': {
    send: (token, target) => call(t.app, 'POST', users(target.id, '/verify'), token, { channel: 'email' }),
    status: 200,
    stored: column('email_verified_at'),
  },
  'PUT /admin/users/{id}/password': {
    send: (token, target) => call(t.app, 'PUT', users(target.id, '/password'), token, { password: 'Quiet-Harbour-Lantern-83', password_confirmation: 'Quiet-Harbour-Lantern-83' }),
    status: 200,
    stored: column('password_hash'),
  },
  'POST /admin/users/{id}/password-reset-code': {
    send: (token, target) => call(t.app, 'POST', users(target.id, '/password-reset-code'), token),
    status: 202,
    stored: async (target) => t.query(sql`select id from otp_codes where user_id = ${target.id} order by id`),
  },
  'DELETE /admin/users/{id}': {
    send: (token, target) => call(t.app, 'DELETE', users(target.id), token),
    status: 204,
    stored: column('deleted_at'),
    self: 409,
  },
  'PUT /admin/users/{id}/social': {
    send: (token, target) => call(t.app, 'PUT', users(target.id, '/social'), token, { facebook: 'https://www.facebook.com/policy.test' }),
    status: 200,
    stored: column('facebook_url'),
  },
  'POST /admin/users/{id}/avatar': {
    send: (token, target) => uploadAvatar(token, users(target.id, '/avatar')),
    status: 200,
    stored: column('avatar_key'),
  },
  'DELETE /admin/users/{id}/avatar': {
    prepare: async (target) => {
      await expectStatus(uploadAvatar(superToken, users(target.id, '/avatar')), 200);
      return {};
    },
    send: (token, target) => call(t.app, 'DELETE', users(target.id, '/avatar'), token),
    status: 200,
    stored: column('avatar_key'),
  },
  'POST /admin/users/{id}/addresses': {
    send: (token, target) => call(t.app, 'POST', users(target.id, '/addresses'), token, ukAddress),
    status: 201,
    stored: (target) => t.query(sql`select * from addresses where user_id = ${target.id}`),
  },
  'PATCH /admin/users/{id}/addresses/{addressId}': {
    prepare: beforehand('POST', (target) => users(target.id, '/addresses'), ukAddress, 201, 'addressId'),
    send: (token, target, { addressId }) => call(t.app, 'PATCH', users(target.id, `/addresses/${addressId}`), token, { address: '11 Downing Street' }),
    status: 200,
    stored: (target) => t.query(sql`select * from addresses where user_id = ${target.id}`),
  },
  'DELETE /admin/users/{id}/addresses/{addressId}': {
    prepare: beforehand('POST', (target) => users(target.id, '/addresses'), ukAddress, 201, 'addressId'),
    send: (token, target, { addressId }) => call(t.app, 'DELETE', users(target.id, `/addresses/${addressId}`), token),
    status: 204,
    stored: (target) => t.query(sql`select * from addresses where user_id = ${target.id}`),
  },
  'PUT /admin/users/{id}/geo-area': {
    send: (token, target) => call(t.app, 'PUT', users(target.id, '/geo-area'), token, { geo_area_id: geoAreaId }),
    status: 200,
    stored: column('geo_area_id'),
  },
  'DELETE /admin/users/{id}/mfa': {
    prepare: async (target) => {
      await enrolAuthenticator(t.app, target.email, target.token);
      return {};
    },
    send: (token, target) => call(t.app, 'DELETE', users(target.id, '/mfa'), token),
    status: 200,
    stored: (target) => read(users(target.id, '/mfa')),
    self: 403, // nobody resets their own factors
  },
  'PUT /admin/users/{id}/crm-link': {
    prepare: async () => ({ crmId: fake.org.insert('Contact', { FirstName: 'Linked', LastName: 'Person', Email: 'linked@example.com' }).Id as string }),
    send: (token, target, { crmId }) => call(t.app, 'PUT', users(target.id, '/crm-link'), token, { crm_id: crmId }),
    status: 200,
    stored: (target) => read(users(target.id, '/crm-link')),
  },
  'DELETE /admin/users/{id}/crm-link': {
    prepare: async (target) => {
      const crmId = fake.org.insert('Contact', { FirstName: 'Unlinked', LastName: 'Person', Email: 'unlinked@example.com' }).Id as string;
      await expectStatus(call(t.app, 'PUT', users(target.id, '/crm-link'), superToken, { crm_id: crmId }), 200);
      return {};
    },
    send: (token, target) => call(t.app, 'DELETE', users(target.id, '/crm-link'), token),
    status: 204,
    stored: (target) => read(users(target.id, '/crm-link')),
  },
  'POST /admin/users/{id}/crm-contacts': {
    send: (token, target) => call(t.app, 'POST', users(target.id, '/crm-contacts'), token),
    status: 201,
    // The link, and whether Salesforce was given a Contact carrying the user's portal id.
    stored: async (target) => [await read(users(target.id, '/crm-link')), fake.org.of('Contact').filter((c) => c.Portal_User_Id__c === target.id).length],
  },
  'POST /admin/users/{id}/crm-sync': {
    send: (token, target) => call(t.app, 'POST', users(target.id, '/crm-sync'), token),
    status: 202,
    stored: (target) => t.query(sql`select user_id from crm_syncs where user_id = ${target.id}`),
  },
  'PUT /admin/users/{id}/compliance-profile': {
    send: (token, target) => call(t.app, 'PUT', users(target.id, '/compliance-profile'), token, { roles: ['teacher'], settings: ['school'], management: false }),
    status: 200,
    stored: (target) => read(users(target.id, '/compliance-profile')),
  },
  'PUT /admin/users/{id}/retention': {
    send: (token, target) => call(t.app, 'PUT', users(target.id, '/retention'), token, { last_service_on: '2025-01-31', closed_unplaced_on: null }),
    status: 200,
    stored: (target) => read(users(target.id, '/retention')),
  },
  'PUT /admin/users/{id}/legal-hold': {
    send: (token, target) => call(t.app, 'PUT', users(target.id, '/legal-hold'), token, { reason: 'Tribunal claim' }),
    status: 200,
    stored: (target) => read(users(target.id, '/retention')),
  },
  'DELETE /admin/users/{id}/legal-hold': {
    prepare: beforehand('PUT', (target) => users(target.id, '/legal-hold'), { reason: 'Held first' }, 200),
    send: (token, target) => call(t.app, 'DELETE', users(target.id, '/legal-hold'), token),
    status: 200,
    stored: (target) => read(users(target.id, '/retention')),
  },
  'POST /admin/candidates/{id}/notes': {
    send: (token, target) => call(t.app, 'POST', candidates(target.id, '/notes'), token, { body: 'Spoke on the phone.' }),
    status: 201,
    stored: (target) => read(candidates(target.id, '/notes')),
  },
  'POST /admin/candidates/{id}/change-requests': {
    send: (token, target) => call(t.app, 'POST', candidates(target.id, '/change-requests'), token, { form_key: DECLARATION, message: 'Please sign again.' }),
    status: 201,
    stored: (target) => read(candidates(target.id, '/change-requests')),
  },
  'DELETE /admin/candidates/{id}/change-requests/{requestId}': {
    prepare: beforehand('POST', (target) => candidates(target.id, '/change-requests'), { form_key: DECLARATION, message: 'Sign again.' }, 201, 'requestId'),
    send: (token, target, { requestId }) => call(t.app, 'DELETE', candidates(target.id, `/change-requests/${requestId}`), token),
    status: 204,
    stored: (target) => read(candidates(target.id, '/change-requests')),
  },
  'POST /admin/candidates/{id}/assurance-packs': {
    send: (token, target) => call(t.app, 'POST', candidates(target.id, '/assurance-packs'), token, { school_name: 'Oakfield Primary School' }),
    status: 201,
    stored: (target) => read(candidates(target.id, '/assurance-packs')),
  },
  'POST /admin/candidates/{id}/assurance-packs/{packId}/revoke': {
    prepare: beforehand('POST', (target) => candidates(target.id, '/assurance-packs'), { school_name: 'Elm School' }, 201, 'packId'),
    send: (token, target, { packId }) => call(t.app, 'POST', candidates(target.id, `/assurance-packs/${packId}/revoke`), token, { reason: 'Sent in error' }),
    status: 200,
    stored: (target) => read(candidates(target.id, '/assurance-packs')),
  },
};

beforeAll(async () => {
  await fake.start();
  ({ t, adminToken: superToken } = await connectedCrmApp(fake));
  geoAreaId = (await t.query<{ id: string }>(sql`select id from geo_areas order by code limit 1`))[0]!.id;
  avatar = await pngImage(64, 64);
  const rows = await t.query<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'app_logs'`,
  );
  tables = rows.map((row) => row.table_name).sort();
});
afterAll(async () => {
  await t?.close();
  await fake.stop();
});

/** Lets the mail and CRM workers finish what earlier requests queued, so counts before and after compare one request. */
async function settle(): Promise<void> {
  t.crmSync.kick();
  await t.crmSync.idle();
  t.outbox.kick();
  await t.outbox.idle();
}

const cases = Object.entries(ROUTES);

describe('an admin and a super-admin (who holds permissions the admin lacks)', () => {
  it.each(cases)('%s: 403, and nothing is written', async (_route, route) => {
    const admin = await person('admin');
    const superAdmin = await person('super-admin');
    const extra = (await route.prepare?.(superAdmin)) ?? {};
    await settle();
    const stored = await route.stored(superAdmin, extra);
    const counts = await t.countAll(tables);

    const res = await expectStatus(route.send(admin.token, superAdmin, extra), 403);
    expect(res.json().message).toBe(OUTRANKS);

    await settle();
    expect(await route.stored(superAdmin, extra)).toEqual(stored);
    expect(await t.countAll(tables)).toEqual(counts);
  });
});

describe('an admin and an ordinary user', () => {
  it.each(cases)('%s: allowed, and the change is stored', async (_route, route) => {
    const admin = await person('admin');
    const user = await person();
    const extra = (await route.prepare?.(user)) ?? {};
    const stored = await route.stored(user, extra);

    await expectStatus(route.send(admin.token, user, extra), route.status);
    await settle();
    expect(await route.stored(user, extra)).not.toEqual(stored);
  });
});

describe('an admin acting on their own account through the same routes', () => {
  it.each(cases)('%s: as before the policy', async (_route, route) => {
    const admin = await person('admin');
    const extra = (await route.prepare?.(admin)) ?? {};
    const stored = await route.stored(admin, extra);

    await expectStatus(route.send(admin.token, admin, extra), route.self ?? route.status);
    if (route.self === undefined) expect(await route.stored(admin, extra)).not.toEqual(stored);
  });
});

describe('a user and their own account (/api/v1/account)', () => {
  it('changes their social links, picture, addresses and area, as before', async () => {
    const me = await person();
    await expectStatus(call(t.app, 'PUT', '/api/v1/account/social', me.token, { linkedin: 'https://www.linkedin.com/in/me' }), 200);
    await expectStatus(uploadAvatar(me.token, '/api/v1/account/avatar'), 200);
    const address = await expectStatus(call(t.app, 'POST', '/api/v1/account/addresses', me.token, ukAddress), 201);
    await expectStatus(call(t.app, 'PATCH', `/api/v1/account/addresses/${address.json().id}`, me.token, { address: '12 Downing Street' }), 200);
    await expectStatus(call(t.app, 'PUT', '/api/v1/account/geo-area', me.token, { geo_area_id: geoAreaId }), 200);

    expect(await userRow(t, me.id)).toMatchObject({ linkedin_url: 'https://www.linkedin.com/in/me', geo_area_id: geoAreaId, avatar_key: expect.any(String) });
    expect(await t.query(sql`select address from addresses where user_id = ${me.id}`)).toEqual([{ address: '12 Downing Street' }]);
  });
});
