import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, registerUser, uniqueEmail, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const TABLES = ['users', 'user_roles', 'access_tokens', 'otp_codes', 'mail_outbox', 'audit_log'] as const;
const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rahim Uddin',
  email: uniqueEmail(),
  password: 'secret-pass',
  password_confirmation: 'secret-pass',
  terms: true,
  ...overrides,
});

describe('a new account', () => {
  it('stores a plain candidate with trimmed name, lower-case email, a hashed password and a hashed code', async () => {
    const email = uniqueEmail('New.Person');
    const res = await post(t.app, '/api/v1/register', valid({ name: '  Rahim Uddin  ', email: `  ${email.toUpperCase()} `, phone: '+880 1711-000000' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 7 * 24 * 3600,
      scope: 'full',
      user: {
        id: expect.any(String),
        name: 'Rahim Uddin',
        email: email.toLowerCase(),
        phone: '+8801711000000',
        email_verified_at: null,
        phone_verified_at: null,
        created_at: expect.any(String),
      },
    });

    const [user] = await t.query<{ name: string; email: string; password_hash: string }>(
      sql`select name, email, password_hash from users where id = ${body.user.id}`,
    );
    expect(user).toMatchObject({ name: 'Rahim Uddin', email: email.toLowerCase() });
    expect(user?.password_hash).toMatch(/^scrypt\$/);
    expect(user?.password_hash).not.toContain('secret-pass');

    const code = await t.smtp.codeFor(email.toLowerCase());
    const [otp] = await t.query<{ code_hash: string; purpose: string }>(sql`select code_hash, purpose from otp_codes where user_id = ${body.user.id}`);
    expect(otp?.purpose).toBe('verify_email');
    expect(otp?.code_hash).not.toContain(code);

    const [audit] = await t.query<{ action: string }>(sql`select action from audit_log where actor_id = ${body.user.id}`);
    expect(audit?.action).toBe('auth.register');
  });

  it('ignores roles, permissions, ban and verification fields sent by the client', async () => {
    const email = uniqueEmail('sneaky');
    const res = await post(
      t.app,
      '/api/v1/register',
      valid({
        email,
        id: '00000000-0000-4000-8000-000000000000',
        roles: ['super-admin'],
        role: 'admin',
        permissions: ['dashboard.view', 'users.view'],
        banned: true,
        banned_at: '2020-01-01T00:00:00Z',
        email_verified_at: '2020-01-01T00:00:00Z',
        phone_verified_at: '2020-01-01T00:00:00Z',
        verified: true,
        deleted_at: '2020-01-01T00:00:00Z',
      }),
    );
    expect(res.statusCode).toBe(201);
    const { access_token: token, user } = res.json();
    expect(user.id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(user).toMatchObject({ email_verified_at: null, phone_verified_at: null });

    const [row] = await t.query(sql`select banned_at, email_verified_at, phone_verified_at, deleted_at from users where email = ${email}`);
    expect(row).toEqual({ banned_at: null, email_verified_at: null, phone_verified_at: null, deleted_at: null });
    const roles = await t.query<{ name: string }>(
      sql`select r.name from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${user.id}`,
    );
    expect(roles).toEqual([{ name: 'candidate' }]);

    const me = await get(t.app, '/api/v1/me', { token });
    expect(me.json()).toMatchObject({ roles: ['candidate'], permissions: [] });
    expect((await get(t.app, '/api/v1/admin/dashboard', { token })).statusCode).toBe(403);
  });
});

describe('duplicates', () => {
  it('refuses an email already registered, in any letter case, with 422 on email and writes nothing', async () => {
    const { user } = await registerUser(t.app);
    const before = await t.countAll(TABLES);
    for (const email of [user.email, user.email.toUpperCase(), ` ${user.email} `]) {
      const res = await post(t.app, '/api/v1/register', valid({ email, name: 'Someone Else' }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        statusCode: 422, request_id: expect.any(String),
        error: 'Unprocessable Entity',
        message: 'The given data was invalid.',
        errors: { email: ['This email cannot be used. Sign in or reset your password if it is yours.'] },
      });
    }
    expect(await t.countAll(TABLES)).toEqual(before);
  });

  it("refuses someone else's secondary email or phone number, as it would their primary one", async () => {
    const { user } = await registerUser(t.app);
    const secondEmail = uniqueEmail('second');
    await t.query(sql`insert into user_contacts (user_id, kind, value, verified_at) values
      (${user.id}, 'email', ${secondEmail}, now()), (${user.id}, 'phone', '+447700900555', now())`);
    const before = await t.countAll(TABLES);
    const res = await post(t.app, '/api/v1/register', valid({ email: secondEmail.toUpperCase(), phone: '+44 7700 900555' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['This email cannot be used. Sign in or reset your password if it is yours.'],
      phone: ['This phone number cannot be used. Sign in or reset your password if it is yours.'],
    });
    expect(await t.countAll(TABLES)).toEqual(before);
  });

  it('refuses a phone number already registered, in another format, with 422 on phone and writes nothing', async () => {
    await registerUser(t.app, { phone: '+44 7700 900777' });
    const before = await t.countAll(TABLES);
    const res = await post(t.app, '/api/v1/register', valid({ phone: '+447700900777' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ phone: ['This phone number cannot be used. Sign in or reset your password if it is yours.'] });
    expect(await t.countAll(TABLES)).toEqual(before);
  });

  it('lets exactly one of several simultaneous registrations of one email through; the others get 422, never 500', async () => {
    // On PostgreSQL the requests really overlap, so some pass the existence check and meet the unique index instead.
    for (let round = 0; round < 3; round += 1) {
      const email = uniqueEmail('race');
      const results = await Promise.all(Array.from({ length: 4 }, () => post(t.app, '/api/v1/register', valid({ email }))));
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422]);
      for (const res of results.filter((r) => r.statusCode === 422)) {
        expect(res.json().errors).toEqual({ email: ['This email cannot be used. Sign in or reset your password if it is yours.'] });
      }
      expect(await t.query(sql`select id from users where email = ${email}`)).toHaveLength(1);
    }
  });

  it('lets someone else register once a phone-less account exists (phone is optional and not unique when absent)', async () => {
    await registerUser(t.app);
    await registerUser(t.app, { phone: '' });
    const res = await post(t.app, '/api/v1/register', valid());
    expect(res.statusCode).toBe(201);
    expect(res.json().user.phone).toBeNull();
  });
});
