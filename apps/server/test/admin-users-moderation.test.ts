import { PERMISSIONS } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, createTestApp, loginAs, nextAddress, registerUser, type TestApp } from './helpers/app.js';
import { WRITE_TABLES, auditEntries, rolesOf, userRow } from './helpers/admin-users.js';
import { createRole, userWithRole } from './helpers/factories.js';

let t: TestApp;
let adminToken: string;
let adminId: string;
/** Holds every permission without being a super-admin: the only kind of actor that could reach the last super-admin. */
let allPowersToken: string;

const USERS = '/api/v1/admin/users';
const PASSWORD = 'secret-pass';

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
  adminId = (await call(t.app, 'GET', '/api/v1/me', adminToken)).json().user.id;
  await createRole(t, 'all-powers', PERMISSIONS);
  allPowersToken = (await userWithRole(t, 'all-powers')).token;
});
afterAll(async () => t?.close());

const me = (token: string) => call(t.app, 'GET', '/api/v1/me', token);
const login = (email: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress: nextAddress(), payload: { login: email, password } });

describe('banning', () => {
  it('ends every session of the user at once and keeps them from signing in again', async () => {
    const target = await registerUser(t.app);
    const secondSession = await loginAs(t.app, target.user.email, PASSWORD);
    expect((await me(target.token)).statusCode).toBe(200);

    const res = await call(t.app, 'POST', `${USERS}/${target.user.id}/ban`, adminToken, { reason: '  Repeated no-shows  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ status: 'banned', ban_reason: 'Repeated no-shows' });
    expect(res.json().user.banned_at).not.toBeNull();

    for (const token of [target.token, secondSession]) expect((await me(token)).statusCode).toBe(401);
    const [{ live }] = (await t.query<{ live: number }>(sql`
      select count(*)::int as live from access_tokens where user_id = ${target.user.id} and revoked_at is null`)) as [{ live: number }];
    expect(live).toBe(0);
    const again = await login(target.user.email);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('Your account is banned');
    expect(await auditEntries(t, 'users.ban', target.user.id)).toEqual([{ actor_id: adminId, data: { reason: 'Repeated no-shows' } }]);
  });

  it.each([
    ['no reason', {}, 'Give a reason for the ban'],
    ['a blank reason', { reason: '   ' }, 'Give a reason for the ban'],
    ['a reason that is not text', { reason: 7 }, 'Give a reason for the ban'],
    ['a 501-character reason', { reason: 'r'.repeat(501) }, 'Must be at most 500 characters'],
  ])('refuses %s, writes nothing and leaves the session alive', async (_case, body, message) => {
    const target = await registerUser(t.app);
    const before = await t.countAll(WRITE_TABLES);
    const res = await call(t.app, 'POST', `${USERS}/${target.user.id}/ban`, adminToken, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ reason: [message] });
    expect(await t.countAll(WRITE_TABLES)).toEqual(before);
    expect((await userRow(t, target.user.id))?.banned_at).toBeNull();
    expect((await me(target.token)).statusCode).toBe(200);
  });

  it('refuses to ban oneself, someone already banned, an unknown id and the last super-admin', async () => {
    const target = await registerUser(t.app);
    await call(t.app, 'POST', `${USERS}/${target.user.id}/ban`, adminToken, { reason: 'First' });
    const before = await t.countAll(WRITE_TABLES);
    const cases = [
      [adminToken, adminId, 409, 'You cannot ban your own account.'],
      [adminToken, target.user.id, 409, 'This account is already banned.'],
      [adminToken, '7d1c9d1e-0000-4000-8000-000000000000', 404, 'This page could not be found'],
      [allPowersToken, adminId, 409, 'This is the last super-admin. Make someone else a super-admin first.'],
    ] as const;
    for (const [token, id, status, message] of cases) {
      const res = await call(t.app, 'POST', `${USERS}/${id}/ban`, token, { reason: 'Again' });
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await t.countAll(WRITE_TABLES)).toEqual(before);
    expect((await userRow(t, target.user.id))?.ban_reason).toBe('First');
    expect((await me(adminToken)).statusCode).toBe(200);
  });

  it('unbans: the user may sign in again; unbanning someone not banned is refused', async () => {
    const target = await registerUser(t.app);
    await call(t.app, 'POST', `${USERS}/${target.user.id}/ban`, adminToken, { reason: 'Mistake' });
    const res = await call(t.app, 'DELETE', `${USERS}/${target.user.id}/ban`, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ status: 'unverified', banned_at: null, ban_reason: null });
    expect((await login(target.user.email)).statusCode).toBe(200);
    expect(await auditEntries(t, 'users.unban', target.user.id)).toEqual([{ actor_id: adminId, data: { previous_reason: 'Mistake' } }]);

    const again = await call(t.app, 'DELETE', `${USERS}/${target.user.id}/ban`, adminToken);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This account is not banned.');
  });
});

describe('manual verification', () => {
  it('marks the email address or phone number verified, once', async () => {
    const target = await registerUser(t.app, { phone: '+447700900901' });
    const email = await call(t.app, 'POST', `${USERS}/${target.user.id}/verify`, adminToken, { channel: 'email' });
    expect(email.statusCode).toBe(200);
    expect(email.json().user.status).toBe('active');
    const phone = await call(t.app, 'POST', `${USERS}/${target.user.id}/verify`, adminToken, { channel: 'phone' });
    expect(phone.json().user.phone_verified_at).not.toBeNull();
    expect((await auditEntries(t, 'users.verify', target.user.id)).map((e) => e.data)).toEqual([{ channel: 'email' }, { channel: 'phone' }]);

    const twice = await call(t.app, 'POST', `${USERS}/${target.user.id}/verify`, adminToken, { channel: 'email' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ channel: ['This address is already verified'] });
  });

  it('refuses a phone that is not there and a channel that does not exist, writing nothing', async () => {
    const target = await registerUser(t.app);
    const before = await t.countAll(WRITE_TABLES);
    const noPhone = await call(t.app, 'POST', `${USERS}/${target.user.id}/verify`, adminToken, { channel: 'phone' });
    expect(noPhone.json().errors).toEqual({ channel: ['This account has no phone number.'] });
    const bogus = await call(t.app, 'POST', `${USERS}/${target.user.id}/verify`, adminToken, { channel: 'pigeon' });
    expect(bogus.json().errors).toEqual({ channel: ['Choose email or phone'] });
    expect(await t.countAll(WRITE_TABLES)).toEqual(before);
  });
});

describe('password', () => {
  it('sets a new password and signs the user out everywhere', async () => {
    const target = await registerUser(t.app);
    const res = await call(t.app, 'PUT', `${USERS}/${target.user.id}/password`, adminToken, {
      password: 'given-pass-9', password_confirmation: 'given-pass-9',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'The password has been changed and the user has been signed out everywhere' });
    expect((await me(target.token)).statusCode).toBe(401);
    expect((await login(target.user.email)).statusCode).toBe(401);
    expect((await login(target.user.email, 'given-pass-9')).statusCode).toBe(200);
    expect(await auditEntries(t, 'users.password_set', target.user.id)).toEqual([{ actor_id: adminId, data: null }]);
  });

  it.each([
    [{ password: 'short', password_confirmation: 'short' }, { password: ["Must be 8 Character's Long"] }],
    [{ password: 'long-enough-1', password_confirmation: 'different-1' }, { password_confirmation: ['Password not matched'] }],
    [{ password: 'long-enough-1' }, { password_confirmation: ['Confirm password is required'] }],
  ])('refuses %j and changes nothing', async (body, errors) => {
    const target = await registerUser(t.app);
    const before = await t.countAll(WRITE_TABLES);
    const hash = (await userRow(t, target.user.id))?.password_hash;
    const res = await call(t.app, 'PUT', `${USERS}/${target.user.id}/password`, adminToken, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
    expect(await t.countAll(WRITE_TABLES)).toEqual(before);
    expect((await userRow(t, target.user.id))?.password_hash).toBe(hash);
    expect((await me(target.token)).statusCode).toBe(200);
  });

  it('mails the user a reset code that works, and stops after five in an hour', async () => {
    const target = await registerUser(t.app);
    const res = await call(t.app, 'POST', `${USERS}/${target.user.id}/password-reset-code`, adminToken);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: 'A six-digit code has been sent to the user' });
    const code = await t.smtp.codeFor(target.user.email, (m) => m.subject.startsWith('Reset your'));
    const reset = await call(t.app, 'POST', '/api/v1/reset-password', undefined, {
      login: target.user.email, code, password: 'picked-pass-1', password_confirmation: 'picked-pass-1',
    });
    expect(reset.statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect((await call(t.app, 'POST', `${USERS}/${target.user.id}/password-reset-code`, adminToken)).statusCode).toBe(202);
    }
    const limited = await call(t.app, 'POST', `${USERS}/${target.user.id}/password-reset-code`, adminToken);
    expect(limited.statusCode).toBe(429);
    expect(await auditEntries(t, 'users.password_reset_code', target.user.id)).toHaveLength(5);
  });
});

describe('soft delete', () => {
  it('hides the user, ends their sessions and keeps their rows', async () => {
    const target = await registerUser(t.app);
    const res = await call(t.app, 'DELETE', `${USERS}/${target.user.id}`, adminToken);
    expect(res.statusCode).toBe(204);
    expect((await me(target.token)).statusCode).toBe(401);
    expect((await login(target.user.email)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', `${USERS}/${target.user.id}`, adminToken)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `${USERS}/${target.user.id}`, adminToken)).statusCode).toBe(404);
    const row = await userRow(t, target.user.id);
    expect(row?.deleted_at).not.toBeNull();
    expect(await rolesOf(t, target.user.id)).toEqual(['candidate']);
    const listed = (await call(t.app, 'GET', `${USERS}?q=${encodeURIComponent(target.user.email)}`, adminToken)).json();
    expect(listed.meta.total).toBe(0);
    expect(await auditEntries(t, 'users.delete', target.user.id)).toEqual([{ actor_id: adminId, data: null }]);
  });

  it('refuses to delete oneself or the last super-admin, writing nothing', async () => {
    const before = await t.countAll(WRITE_TABLES);
    const self = await call(t.app, 'DELETE', `${USERS}/${adminId}`, adminToken);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot delete your own account.');
    const last = await call(t.app, 'DELETE', `${USERS}/${adminId}`, allPowersToken, undefined, { ebdlang: 'bn' });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('ইনি শেষ সুপার-অ্যাডমিন। আগে অন্য কাউকে সুপার-অ্যাডমিন করুন।');
    expect(await t.countAll(WRITE_TABLES)).toEqual(before);
    expect((await userRow(t, adminId))?.deleted_at).toBeNull();
  });

  it('lets a super-admin be deleted while another one remains', async () => {
    const second = await userWithRole(t, 'super-admin');
    expect((await call(t.app, 'DELETE', `${USERS}/${second.user.id}`, adminToken)).statusCode).toBe(204);
    expect((await me(second.token)).statusCode).toBe(401);
  });
});
