import { PERMISSIONS } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, createTestApp, loginAs, registerUser, uniqueEmail, type TestApp } from './helpers/app.js';
import { WRITE_TABLES, auditEntries, rolesOf, userRow } from './helpers/admin-users.js';
import { enrolAuthenticator } from './helpers/mfa.js';
import { createRole, userWithRole } from './helpers/factories.js';

let t: TestApp;
let adminToken: string;
let adminId: string;
/** Holds the seeded admin role: users.* but not permissions.*, so less than a super-admin. */
let plainAdmin: { token: string; id: string };
/** Holds every permission without being a super-admin. */
let allPowers: { token: string; id: string };

const USERS = '/api/v1/admin/users';

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
  adminId = (await call(t.app, 'GET', '/api/v1/me', adminToken)).json().user.id;
  const admin = await userWithRole(t, 'admin');
  plainAdmin = { token: admin.token, id: admin.user.id };
  await createRole(t, 'all-powers', PERMISSIONS);
  const powers = await userWithRole(t, 'all-powers');
  allPowers = { token: powers.token, id: powers.user.id };
});
afterAll(async () => t?.close());

const validCreate = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nadia Rahman',
  email: uniqueEmail('created'),
  phone: '',
  password: 'start-pass-1',
  password_confirmation: 'start-pass-1',
  roles: ['candidate'],
  verified: false,
  ...overrides,
});

describe('POST /api/v1/admin/users', () => {
  it('creates a user with a password, roles and verified addresses who can then sign in', async () => {
    const body = validCreate({ phone: '+44 7700 900 555', roles: ['candidate', 'compliance-officer'], verified: true });
    const res = await call(t.app, 'POST', USERS, adminToken, body);
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({ name: 'Nadia Rahman', email: body.email, phone: '+447700900555', roles: ['candidate', 'compliance-officer'], status: 'active' });
    expect(user.email_verified_at).not.toBeNull();
    expect(user.phone_verified_at).not.toBeNull();
    expect(res.body).not.toMatch(/hash/);
    expect(await rolesOf(t, user.id)).toEqual(['candidate', 'compliance-officer']);
    expect((await loginAs(t.app, body.email, 'start-pass-1')).length).toBeGreaterThan(20);
    const [entry] = await auditEntries(t, 'users.create', user.id);
    expect(entry).toEqual({ actor_id: adminId, data: { roles: ['candidate', 'compliance-officer'], verified: true, send_reset_code: false } });
  });

  it('can instead mail a welcome and a reset code, with which the user chooses a password', async () => {
    const body = validCreate({ send_reset_code: true, password: undefined, password_confirmation: undefined });
    const res = await call(t.app, 'POST', USERS, adminToken, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().user.status).toBe('unverified');
    const welcome = await t.smtp.waitFor(body.email, (m) => m.subject === 'Your Compliance Portal account');
    expect(welcome.text).toContain(`/forgot-password/reset-pass?login=${encodeURIComponent(body.email)}`);
    const code = await t.smtp.codeFor(body.email, (m) => m.subject.startsWith('Reset your'));
    const reset = await call(t.app, 'POST', '/api/v1/reset-password', undefined, {
      login: body.email, code, password: 'chosen-pass-1', password_confirmation: 'chosen-pass-1',
    });
    expect(reset.statusCode).toBe(200);
    expect(await loginAs(t.app, body.email, 'chosen-pass-1')).toBeTruthy();
  });

  it.each([
    ['no name', { name: '  ' }, { name: ['Name is required'] }],
    ['a 101-character name', { name: 'n'.repeat(101) }, { name: ['Must be at most 100 characters'] }],
    ['a bad email', { email: 'not-an-email' }, { email: ['Email must be valid'] }],
    ['a bad phone', { phone: 'call me' }, { phone: ['Please enter a valid phone number'] }],
    ['no password', { password: '', password_confirmation: '' }, { password: ['Password is required'], password_confirmation: ['Confirm password is required'] }],
    ['a short password', { password: 'abc', password_confirmation: 'abc' }, { password: ["Must be 8 Character's Long"] }],
    ['a mismatched confirmation', { password_confirmation: 'other-pass-1' }, { password_confirmation: ['Password not matched'] }],
    ['no roles', { roles: [] }, { roles: ['Choose at least one role'] }],
    ['roles that are not a list', { roles: 'candidate' }, { roles: ['Choose at least one role'] }],
    ['an unknown role', { roles: ['candidate', 'wizard'] }, { roles: ['There is no role called wizard'] }],
    ['a verified flag that is not a boolean', { verified: 'yes' }, { verified: ['This value is not valid'] }],
    ['a taken email (any case)', { email: ADMIN.email.toUpperCase() }, { email: ['This email cannot be used. Sign in or reset your password if it is yours.'] }],
  ])('refuses %s and writes nothing', async (_case, overrides, errors) => {
    const before = await t.countAll(WRITE_TABLES);
    const res = await call(t.app, 'POST', USERS, adminToken, validCreate(overrides));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
    expect(await t.countAll(WRITE_TABLES)).toEqual(before);
  });

  it('refuses malformed JSON and a taken phone number, writing nothing', async () => {
    const taken = validCreate({ phone: '+447700900777' });
    expect((await call(t.app, 'POST', USERS, adminToken, taken)).statusCode).toBe(201);
    const before = await t.countAll(WRITE_TABLES);
    const again = await call(t.app, 'POST', USERS, adminToken, validCreate({ phone: '+44 7700 900777' }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ phone: ['This phone number cannot be used. Sign in or reset your password if it is yours.'] });
    expect((await call(t.app, 'POST', USERS, adminToken, '{"name": ')).statusCode).toBe(400);
    expect(await t.countAll(WRITE_TABLES)).toEqual(before);
  });

  it('does not let an admin give a role with permissions they lack', async () => {
    const before = await t.countAll(WRITE_TABLES);
    const res = await call(t.app, 'POST', USERS, plainAdmin.token, validCreate({ roles: ['super-admin'] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ roles: ['You cannot give or take away the role super-admin: it has permissions you do not have'] });
    expect(await t.countAll(WRITE_TABLES)).toEqual(before);
  });
});

describe('GET and PATCH /api/v1/admin/users/{id}', () => {
  it('answers 404 for an unknown, malformed or soft-deleted id', async () => {
    const deleted = await registerUser(t.app);
    await t.query(sql`update users set deleted_at = now() where id = ${deleted.user.id}`);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', deleted.user.id]) {
      const res = await call(t.app, 'GET', `${USERS}/${id}`, adminToken);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This page could not be found');
      expect((await call(t.app, 'PATCH', `${USERS}/${id}`, adminToken, { name: 'X' })).statusCode).toBe(404);
    }
  });

  it('shows a user with roles, status and profile fields', async () => {
    const { user } = await registerUser(t.app, { name: 'Detail Person' });
    const res = await call(t.app, 'GET', `${USERS}/${user.id}`, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, name: 'Detail Person', roles: ['candidate'], status: 'unverified', ban_reason: null, gender: null });
  });

  it('edits name, email and phone; a new address starts unverified; the audit log names the fields', async () => {
    const { user } = await registerUser(t.app, { phone: '+447700900801' });
    await t.query(sql`update users set email_verified_at = now(), phone_verified_at = now() where id = ${user.id}`);
    const email = uniqueEmail('renamed');
    const res = await call(t.app, 'PATCH', `${USERS}/${user.id}`, adminToken, { name: 'New Name', email, phone: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'New Name', email, phone: null, email_verified_at: null, phone_verified_at: null, status: 'unverified' });
    expect(await userRow(t, user.id)).toMatchObject({ name: 'New Name', email, phone: null });
    expect((await auditEntries(t, 'users.update', user.id))[0]?.data).toEqual({ fields: ['name', 'email', 'phone'] });
  });

  it('refuses a taken email, a bad phone and a blank name on edit, writing nothing', async () => {
    const { user } = await registerUser(t.app);
    const before = await t.countAll(WRITE_TABLES);
    const snapshot = await userRow(t, user.id);
    for (const [body, errors] of [
      [{ email: ADMIN.email }, { email: ['This email cannot be used. Sign in or reset your password if it is yours.'] }],
      [{ phone: '12' }, { phone: ['Please enter a valid phone number'] }],
      [{ name: '' }, { name: ['Name is required'] }],
      [{ name: 42 }, { name: ['Name is required'] }],
    ] as const) {
      const res = await call(t.app, 'PATCH', `${USERS}/${user.id}`, adminToken, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    expect(await t.countAll(WRITE_TABLES)).toEqual(before);
    expect(await userRow(t, user.id)).toEqual(snapshot);
  });

  it('does not let an admin change an account that holds permissions they lack', async () => {
    const res = await call(t.app, 'PATCH', `${USERS}/${adminId}`, plainAdmin.token, { name: 'Hijacked' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This account has permissions that you do not have, so you cannot change it.');
    expect((await userRow(t, adminId))?.name).toBe('Super Admin');
  });
});

describe('PUT /api/v1/admin/users/{id}/roles', () => {
  const putRoles = (id: string, roles: unknown, token = adminToken) => call(t.app, 'PUT', `${USERS}/${id}/roles`, token, { roles });

  it('replaces the roles, applies them on the user\'s next request and records what changed', async () => {
    const target = await registerUser(t.app);
    const res = await putRoles(target.user.id, ['compliance-officer', 'compliance-officer']);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.roles).toEqual(['compliance-officer']);
    expect(await rolesOf(t, target.user.id)).toEqual(['compliance-officer']);
    // The new role requires a second factor: the same session may now only enrol one, then it opens fully.
    const narrowed = await call(t.app, 'GET', '/api/v1/admin/users', target.token);
    expect(narrowed.statusCode).toBe(403);
    expect(narrowed.json().code).toBe('mfa_enrolment_required');
    await enrolAuthenticator(t.app, target.user.email, target.token);
    expect((await call(t.app, 'GET', '/api/v1/admin/users', target.token)).statusCode).toBe(200);
    expect((await auditEntries(t, 'users.roles', target.user.id))[0]?.data).toEqual({
      roles: ['compliance-officer'], added: ['compliance-officer'], removed: ['candidate'],
    });
  });

  it.each([
    [[], 'Choose at least one role'],
    ['candidate', 'Choose at least one role'],
    [['candidate', 'nope'], 'There is no role called nope'],
    [Array.from({ length: 21 }, () => 'candidate'), 'Choose at most 20 roles'],
  ])('refuses %j and writes nothing', async (roles, message) => {
    const target = await registerUser(t.app);
    const before = await t.countAll(WRITE_TABLES);
    const res = await putRoles(target.user.id, roles);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ roles: [message] });
    expect(await t.countAll(WRITE_TABLES)).toEqual(before);
    expect(await rolesOf(t, target.user.id)).toEqual(['candidate']);
  });

  it('does not let an admin hand out super-admin or strip it from someone', async () => {
    const target = await registerUser(t.app);
    expect((await putRoles(target.user.id, ['super-admin'], plainAdmin.token)).json().errors).toEqual({
      roles: ['You cannot give or take away the role super-admin: it has permissions you do not have'],
    });
    expect((await putRoles(adminId, ['candidate'], plainAdmin.token)).statusCode).toBe(403);
    expect(await rolesOf(t, adminId)).toEqual(['super-admin']);
  });

  it('never takes super-admin from the last super-admin, whoever asks', async () => {
    for (const token of [adminToken, allPowers.token]) {
      const before = await t.countAll(WRITE_TABLES);
      const res = await putRoles(adminId, ['admin'], token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ statusCode: 409, request_id: expect.any(String), error: 'Conflict', message: 'This is the last super-admin. Make someone else a super-admin first.' });
      expect(await t.countAll(WRITE_TABLES)).toEqual(before);
    }
    const bn = await call(t.app, 'PUT', `${USERS}/${adminId}/roles`, adminToken, { roles: ['admin'] }, { ebdlang: 'bn' });
    expect(bn.json().message).toBe('ইনি শেষ সুপার-অ্যাডমিন। আগে অন্য কাউকে সুপার-অ্যাডমিন করুন।');
    expect(await rolesOf(t, adminId)).toEqual(['super-admin']);
  });

  it('lets one of two super-admins step down, but of two removing each other at once only one succeeds', async () => {
    const second = await registerUser(t.app);
    expect((await putRoles(second.user.id, ['super-admin'])).statusCode).toBe(200);
    expect((await putRoles(second.user.id, ['candidate'])).statusCode).toBe(200);
    expect((await putRoles(second.user.id, ['super-admin'])).statusCode).toBe(200);
    const secondToken = await loginAs(t.app, second.user.email, 'secret-pass');

    const results = await Promise.all([putRoles(second.user.id, ['admin'], adminToken), putRoles(adminId, ['admin'], secondToken)]);
    // The loser is refused either as the last super-admin (409) or, if the winner committed before the
    // loser's request was authorised, because the loser is no longer a super-admin at all (403).
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    const [{ n }] = (await t.query<{ n: number }>(sql`
      select count(*)::int as n from user_roles ur join roles r on r.id = ur.role_id where r.name = 'super-admin'`)) as [{ n: number }];
    expect(n).toBe(1);
    // Put things back for the other tests: whoever is left restores the seeded admin.
    const winner = results[0]!.statusCode === 200 ? adminToken : secondToken;
    await putRoles(adminId, ['super-admin'], winner);
    expect(await rolesOf(t, adminId)).toEqual(['super-admin']);
  });
});
