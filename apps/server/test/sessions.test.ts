import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, registerUser, uniqueEmail, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const SIGN_IN = { statusCode: 401, request_id: expect.any(String), error: 'Unauthorized', message: 'Please sign in to continue' };
const BANNED = { statusCode: 403, request_id: expect.any(String), error: 'Forbidden', message: 'Your account is banned' };
const BAD_CREDENTIALS = { statusCode: 401, request_id: expect.any(String), error: 'Unauthorized', message: 'Invalid login credentials' };

const me = (token?: string, headers?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { ...(token === undefined ? {} : { authorization: token }), ...headers } });
const login = (loginName: string, password: string) => post(t.app, '/api/v1/login', { login: loginName, password });

describe('access tokens', () => {
  it.each([
    ['no Authorization header', undefined],
    ['an empty header', ''],
    ['a garbage bearer token', 'Bearer not-a-real-token'],
    ['the scheme without a token', 'Bearer'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
  ])('%s gives 401', async (_label, header) => {
    const res = await me(header);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(SIGN_IN);
  });

  it('accepts a live token and stores only its hash', async () => {
    const { token, user } = await registerUser(t.app);
    const res = await me(`Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { id: user.id, email: user.email }, roles: ['candidate'], permissions: [] });
    const rows = await t.query<{ token_hash: string }>(sql`select token_hash from access_tokens where user_id = ${user.id}`);
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
  });

  it('gives 401 for a token revoked in the database', async () => {
    const { token, user } = await registerUser(t.app);
    await t.query(sql`update access_tokens set revoked_at = now() where user_id = ${user.id}`);
    expect((await me(`Bearer ${token}`)).json()).toEqual(SIGN_IN);
  });

  it('gives 401 for an expired token', async () => {
    const { token, user } = await registerUser(t.app);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    await t.query(sql`update access_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`);
    const res = await me(`Bearer ${token}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(SIGN_IN);
  });

  it('logging out kills only that token, not the other sessions of the user', async () => {
    const { token: first, user } = await registerUser(t.app);
    const second = (await login(user.email, 'secret-pass')).json().access_token as string;
    expect((await post(t.app, '/api/v1/logout', undefined, { token: first })).statusCode).toBe(204);
    expect((await me(`Bearer ${first}`)).statusCode).toBe(401);
    expect((await me(`Bearer ${second}`)).statusCode).toBe(200);
    expect((await post(t.app, '/api/v1/logout', undefined, { token: first })).statusCode).toBe(401);
  });

  it('ends a session left unused past its idle limit, and keeps one in use alive', async () => {
    const { token, user } = await registerUser(t.app);
    await t.query(sql`update access_tokens set last_used_at = now() - interval '23 hours' where user_id = ${user.id}`);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    // That request counted as use: the clock starts again.
    const [touched] = await t.query<{ fresh: boolean }>(sql`select last_used_at > now() - interval '1 minute' as fresh from access_tokens where user_id = ${user.id}`);
    expect(touched?.fresh).toBe(true);
    await t.query(sql`update access_tokens set last_used_at = now() - interval '24 hours 1 minute' where user_id = ${user.id}`);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('marks use at most once a minute, so busy sessions do not write on every request', async () => {
    const { token, user } = await registerUser(t.app);
    await t.query(sql`update access_tokens set last_used_at = now() - interval '30 seconds' where user_id = ${user.id}`);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    const [row] = await t.query<{ age: number }>(sql`select extract(epoch from now() - last_used_at)::int as age from access_tokens where user_id = ${user.id}`);
    expect(row?.age).toBeGreaterThanOrEqual(29);
  });

  it('says "sign in" in Bengali too', async () => {
    const res = await me('Bearer nope', { ebdlang: 'bn' });
    expect(res.json().message).toBe('চালিয়ে যেতে অনুগ্রহ করে সাইন ইন করুন');
  });
});

describe('banned accounts', () => {
  it('refuses login with 403 only when the password is right, and issues no token', async () => {
    const { user } = await registerUser(t.app);
    await t.query(sql`update users set banned_at = now(), ban_reason = 'test' where id = ${user.id}`);
    const tokensBefore = await t.countRows('access_tokens');

    const right = await login(user.email, 'secret-pass');
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual(BANNED);

    // A wrong password answers exactly as for anyone else, so the ban does not reveal the account.
    const wrong = await login(user.email, 'wrong-pass');
    const stranger = await login(uniqueEmail('ghost'), 'wrong-pass');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(BAD_CREDENTIALS);
    expect({ ...stranger.json(), request_id: undefined }).toEqual({ ...wrong.json(), request_id: undefined });

    expect(await t.countRows('access_tokens')).toBe(tokensBefore);
  });

  it('refuses a token that was issued before the ban, and accepts it again after the ban is lifted', async () => {
    const { token, user } = await registerUser(t.app);
    await t.query(sql`update users set banned_at = now() where id = ${user.id}`);
    const banned = await me(`Bearer ${token}`);
    expect(banned.statusCode).toBe(403);
    expect(banned.json()).toEqual(BANNED);
    expect((await post(t.app, '/api/v1/otp/send', { channel: 'email' }, { token })).statusCode).toBe(403);

    await t.query(sql`update users set banned_at = null where id = ${user.id}`);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
  });

  it('answers the ban in Bengali', async () => {
    const { token, user } = await registerUser(t.app);
    await t.query(sql`update users set banned_at = now() where id = ${user.id}`);
    expect((await me(`Bearer ${token}`, { ebdlang: 'bn' })).json().message).toBe('আপনার অ্যাকাউন্টটি নিষিদ্ধ করা হয়েছে');
  });
});

describe('deleted accounts', () => {
  it('treats a soft-deleted user as signed out and unknown', async () => {
    const { token, user } = await registerUser(t.app);
    await t.query(sql`update users set deleted_at = now() where id = ${user.id}`);
    expect((await me(`Bearer ${token}`)).json()).toEqual(SIGN_IN);
    const res = await login(user.email, 'secret-pass');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(BAD_CREDENTIALS);
  });
});

describe('login by phone number', () => {
  it('stores the phone normalised and accepts it in any common format', async () => {
    const { user } = await registerUser(t.app, { phone: '+44 7700 900123' });
    const [stored] = await t.query<{ phone: string }>(sql`select phone from users where id = ${user.id}`);
    expect(stored?.phone).toBe('+447700900123');

    for (const format of ['+447700900123', '+44 7700 900123', '+44-7700-900-123', '+44 (7700) 900123', '  +447700900123  ']) {
      const res = await login(format, 'secret-pass');
      expect(res.statusCode, format).toBe(200);
      expect(res.json().user).toMatchObject({ id: user.id, phone: '+447700900123' });
      expect((await get(t.app, '/api/v1/me', { token: res.json().access_token })).json().user.id).toBe(user.id);
    }
  });

  it('does not match a different number or the number without its country code', async () => {
    await registerUser(t.app, { phone: '+44 7700 900456' });
    expect((await login('+447700900457', 'secret-pass')).statusCode).toBe(401);
    expect((await login('7700900456', 'secret-pass')).statusCode).toBe(401);
  });

  it('logs in by email in any letter case and with spaces around it', async () => {
    const { user } = await registerUser(t.app);
    const res = await login(`  ${user.email.toUpperCase()} `, 'secret-pass');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'Bearer', expires_in: 7 * 24 * 3600, user: { id: user.id } });
  });
});
