import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ADMIN, call, createTestApp, loginAs, nextAddress, registerUser, uniqueEmail, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const countUsers = () => t.countRows('users');

describe('register', () => {
  it('creates a candidate, returns a bearer token and emails a six-digit code', async () => {
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      remoteAddress: nextAddress(),
      payload: { name: 'Ayesha Rahman', email, password: 'secret-pass', password_confirmation: 'secret-pass', terms: true, roles: ['super-admin'], banned: true },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', user: { email, name: 'Ayesha Rahman', email_verified_at: null } });
    expect(body.user).not.toHaveProperty('password_hash');
    const code = await t.smtp.codeFor(email);
    expect(code).toMatch(/^\d{6}$/);

    const me = await call(t.app, 'GET', '/api/v1/me', body.access_token);
    expect(me.json()).toMatchObject({ roles: ['candidate'], permissions: [] });
  });

  it('answers every bad field at once with 422 and writes nothing', async () => {
    const before = await countUsers();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      remoteAddress: nextAddress(),
      payload: { name: '', email: 'not-an-email', password: '123', password_confirmation: '12345678', terms: false },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      statusCode: 422, request_id: expect.any(String),
      error: 'Unprocessable Entity',
      message: 'The given data was invalid.',
      errors: {
        name: ['Name is required'],
        email: ['Email must be valid'],
        password: ["Must be 8 Character's Long"],
        terms: ['Please agree with terms and condition'],
      },
    });
    expect(await countUsers()).toBe(before);
  });

  it('says Password not matched when the confirmation differs', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      remoteAddress: nextAddress(),
      payload: { name: 'A', email: uniqueEmail(), password: 'secret-pass', password_confirmation: 'secret-pasS', terms: true },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password_confirmation: ['Password not matched'] });
  });

  it('answers in Bengali when asked with the ebdlang header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      remoteAddress: nextAddress(),
      headers: { ebdlang: 'bn' },
      payload: { name: '', email: 'x@y.z', password: 'secret-pass', password_confirmation: 'secret-pass', terms: true },
    });
    expect(res.json().errors.name).toEqual(['নাম আবশ্যক']);
    expect(res.json().message).toBe('প্রদত্ত তথ্য সঠিক নয়।');
  });

  it('rejects a body that is not an object, and malformed JSON, without writing', async () => {
    const before = await countUsers();
    const notObject = await t.app.inject({ method: 'POST', url: '/api/v1/register', remoteAddress: nextAddress(), payload: '"hello"', headers: { 'content-type': 'application/json' } });
    expect(notObject.statusCode).toBe(422);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/v1/register', remoteAddress: nextAddress(), payload: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ statusCode: 400, message: 'Invalid request' });
    expect(await countUsers()).toBe(before);
  });
});

describe('login and logout', () => {
  it('signs in by email, and the token dies at logout', async () => {
    const { user } = await registerUser(t.app, { password: 'my-password', password_confirmation: 'my-password' });
    const token = await loginAs(t.app, user.email.toUpperCase(), 'my-password');
    expect((await call(t.app, 'GET', '/api/v1/me', token)).statusCode).toBe(200);
    const out = await call(t.app, 'POST', '/api/v1/logout', token);
    expect(out.statusCode).toBe(204);
    const after = await call(t.app, 'GET', '/api/v1/me', token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Please sign in to continue');
  });

  it('gives the same 401 for a wrong password and for an unknown account', async () => {
    const { user } = await registerUser(t.app);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress: nextAddress(), payload: { login: user.email, password: 'nope-nope' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress: nextAddress(), payload: { login: uniqueEmail('ghost'), password: 'nope-nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    // Alike but for the request id, which is each request's own.
    expect({ ...wrong.json(), request_id: undefined }).toEqual({ ...unknown.json(), request_id: undefined });
    expect(wrong.json().message).toBe('Invalid login credentials');
  });

  it('throttles repeated failures on one account with 429 and Retry-After', async () => {
    const { user } = await registerUser(t.app);
    const attempt = () => t.app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress: nextAddress(), payload: { login: user.email, password: 'wrong-pass' } });
    for (let i = 0; i < 5; i += 1) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password is refused while the account is throttled.
    const right = await t.app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress: nextAddress(), payload: { login: user.email, password: 'secret-pass' } });
    expect(right.statusCode).toBe(429);
  });

  it('counts each attempt before hashing: of a burst sent at once, only five passwords are ever checked', async () => {
    const { user } = await registerUser(t.app);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress: nextAddress(), payload: { login: user.email, password: 'wrong-pass' } }),
      ),
    );
    expect(burst.filter((r) => r.statusCode === 401)).toHaveLength(5);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(15);
    const checked = await t.query(sql`select 1 from audit_log where action = 'auth.login_failed' and target_id = ${user.id}`);
    expect(checked).toHaveLength(5);
  });

  it('tells the owner once when their account is throttled, and a password reset lets them straight back in', async () => {
    const { user } = await registerUser(t.app);
    const attempt = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress: nextAddress(), payload: { login: user.email, password } });
    for (let i = 0; i < 8; i += 1) await attempt('wrong-pass');
    const notice = await t.smtp.waitFor(user.email, (m) => m.subject === 'Sign-in to your Compliance Portal account was paused');
    expect(notice.text).toContain('paused for 15 minutes');
    expect(notice.text).toContain('/forgot-password');
    expect(t.smtp.messages.filter((m) => m.to.includes(user.email) && m.subject === notice.subject)).toHaveLength(1);
    const [throttled] = await t.query(sql`select 1 from audit_log where action = 'auth.login_throttled' and target_id = ${user.id}`);
    expect(throttled).toBeDefined();
    expect((await attempt('secret-pass')).statusCode).toBe(429);

    const forgot = await t.app.inject({ method: 'POST', url: '/api/v1/forgot-password', remoteAddress: nextAddress(), payload: { login: user.email } });
    expect(forgot.statusCode).toBe(202);
    const code = await t.smtp.codeFor(user.email, (m) => m.subject === 'Reset your Compliance Portal password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password',
      remoteAddress: nextAddress(),
      payload: { login: user.email, code, password: 'a-new-long-pass', password_confirmation: 'a-new-long-pass' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await attempt('a-new-long-pass')).statusCode).toBe(200);
  });

  it('the seeded super-admin holds every permission', async () => {
    const token = await loginAs(t.app, ADMIN.email, ADMIN.password);
    const me = (await call(t.app, 'GET', '/api/v1/me', token)).json();
    expect(me.roles).toEqual(['super-admin']);
    expect(me.permissions).toContain('dashboard.view');
    expect(me.permissions).toContain('documents.review');
  });
});

describe('verification codes', () => {
  it('verifies the email with the mailed code, and refuses a wrong one with Verification Failed', async () => {
    const { token, user } = await registerUser(t.app);
    const code = await t.smtp.codeFor(user.email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await call(t.app, 'POST', '/api/v1/otp/verify', token, { channel: 'email', code: wrongCode });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ message: 'Verification Failed', errors: { code: ['Verification Failed'] } });
    const ok = await call(t.app, 'POST', '/api/v1/otp/verify', token, { channel: 'email', code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email_verified_at).not.toBeNull();
    const again = await call(t.app, 'POST', '/api/v1/otp/verify', token, { channel: 'email', code });
    expect(again.statusCode).toBe(422);
  });

  it('kills a code after five wrong tries', async () => {
    const { token, user } = await registerUser(t.app);
    const code = await t.smtp.codeFor(user.email);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) {
      await call(t.app, 'POST', '/api/v1/otp/verify', token, { channel: 'email', code: wrongCode });
    }
    const right = await call(t.app, 'POST', '/api/v1/otp/verify', token, { channel: 'email', code });
    expect(right.statusCode).toBe(422);
  });

  it('holds the five tries when twenty guesses arrive at once', async () => {
    const { token, user } = await registerUser(t.app);
    const code = await t.smtp.codeFor(user.email);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.app, 'POST', '/api/v1/otp/verify', token, { channel: 'email', code: wrongCode }, {}, nextAddress()),
      ),
    );
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(10);
    const [row] = await t.query<{ attempts: number }>(sql`select attempts from otp_codes where user_id = ${user.id} and purpose = 'verify_email'`);
    expect(row?.attempts).toBe(5);
  });

  it('sends a phone code by SMS and verifies it', async () => {
    const { token } = await registerUser(t.app, { phone: '+44 7700 900123' });
    const sent = await call(t.app, 'POST', '/api/v1/otp/send', token, { channel: 'phone' });
    expect(sent.statusCode).toBe(202);
    const sms = t.sms.filter((m) => m.to === '+447700900123').at(-1);
    const code = /\d{6}/.exec(sms?.text ?? '')?.[0];
    expect(code).toBeDefined();
    const ok = await call(t.app, 'POST', '/api/v1/otp/verify', token, { channel: 'phone', code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.phone_verified_at).not.toBeNull();
  });
});

describe('password reset', () => {
  it('resets with the mailed code, revokes every old token, and says nothing about unknown accounts', async () => {
    const { token, user } = await registerUser(t.app);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/v1/forgot-password', remoteAddress: nextAddress(), payload: { login: uniqueEmail('nobody') } });
    const known = await t.app.inject({ method: 'POST', url: '/api/v1/forgot-password', remoteAddress: nextAddress(), payload: { login: user.email } });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());

    const code = await t.smtp.codeFor(user.email, (m) => m.subject.includes('Reset'));
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password',
      remoteAddress: nextAddress(),
      payload: { login: user.email, code, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/v1/me', token)).statusCode).toBe(401);
    await expect(loginAs(t.app, user.email, 'brand-new-pass')).resolves.toBeTruthy();
    await expect(loginAs(t.app, user.email, 'secret-pass')).rejects.toThrow(/401/);
  });
});
