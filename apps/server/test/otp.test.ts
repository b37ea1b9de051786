import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, post, registerUser, uniqueEmail, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const VERIFICATION_FAILED = {
  statusCode: 422, request_id: expect.any(String),
  error: 'Unprocessable Entity',
  message: 'Verification Failed',
  errors: { code: ['Verification Failed'] },
};

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const sendCode = (token: string, channel: 'email' | 'phone') => post(t.app, '/api/v1/otp/send', { channel }, { token });
const verify = (token: string, channel: 'email' | 'phone', code: string) => post(t.app, '/api/v1/otp/verify', { channel, code }, { token });
const forgot = (login: string) => post(t.app, '/api/v1/forgot-password', { login });
const reset = (login: string, code: string, password = 'brand-new-pass') =>
  post(t.app, '/api/v1/reset-password', { login, code, password, password_confirmation: password });

async function userRow(id: string) {
  const [row] = await t.query<{ password_hash: string; email_verified: boolean; phone_verified: boolean }>(
    sql`select password_hash, email_verified_at is not null as email_verified, phone_verified_at is not null as phone_verified
        from users where id = ${id}`,
  );
  return row;
}

describe('sending a verification code again', () => {
  it('mails a new code that replaces the old one', async () => {
    const { token, user } = await registerUser(t.app);
    const firstMail = await t.smtp.waitFor(user.email);
    const first = await t.smtp.codeFor(user.email);

    const res = await sendCode(token, 'email');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: 'We have sent you a six-digit code' });
    const secondMail = await t.smtp.waitFor(user.email, (m) => m !== firstMail);
    expect(secondMail.subject).toBe('Your Compliance Portal code');
    const second = /\b(\d{6})\b/.exec(secondMail.text)?.[1] ?? '';

    const live = await t.query(sql`select id from otp_codes where user_id = ${user.id} and consumed_at is null`);
    expect(live).toHaveLength(1);

    if (first !== second) {
      const old = await verify(token, 'email', first);
      expect(old.statusCode).toBe(422);
      expect(old.json()).toEqual(VERIFICATION_FAILED);
    }
    const ok = await verify(token, 'email', second);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email_verified_at).not.toBeNull();
    expect((await userRow(user.id))?.email_verified).toBe(true);
  });

  it('refuses the phone channel when the account has no phone, and sends nothing', async () => {
    const { token, user } = await registerUser(t.app);
    const codesBefore = await t.countRows('otp_codes');
    const smsBefore = t.sms.length;
    const res = await sendCode(token, 'phone');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      statusCode: 422, request_id: expect.any(String),
      error: 'Unprocessable Entity',
      message: 'The given data was invalid.',
      errors: { channel: ['There is no phone number on your account'] },
    });
    expect(await t.countRows('otp_codes')).toBe(codesBefore);
    expect(t.sms.length).toBe(smsBefore);
    expect((await userRow(user.id))?.phone_verified).toBe(false);
  });

  it('refuses an address that is already verified', async () => {
    const { token, user } = await registerUser(t.app);
    expect((await verify(token, 'email', await t.smtp.codeFor(user.email))).statusCode).toBe(200);
    const codesBefore = await t.countRows('otp_codes');
    const res = await sendCode(token, 'email');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ channel: ['This address is already verified'] });
    expect(await t.countRows('otp_codes')).toBe(codesBefore);
  });

  it('allows five sends per account and channel, then answers 429 with Retry-After', async () => {
    const { token, user } = await registerUser(t.app);
    for (let i = 0; i < 5; i += 1) expect((await sendCode(token, 'email')).statusCode).toBe(202);
    const codesBefore = await t.countRows('otp_codes');

    const blocked = await sendCode(token, 'email');
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(blocked.json()).toEqual({
      statusCode: 429, request_id: expect.any(String),
      error: 'Too Many Requests',
      message: `Too many attempts. Please try again in ${retryAfter} seconds.`,
    });
    expect(await t.countRows('otp_codes')).toBe(codesBefore);

    // Another account is not affected.
    const other = await registerUser(t.app);
    expect((await sendCode(other.token, 'email')).statusCode).toBe(202);
    expect(user.id).not.toBe(other.user.id);
  });

  it('sends a phone code by SMS only, not by mail', async () => {
    const { token, user } = await registerUser(t.app, { phone: '+44 7700 900321' });
    await t.smtp.waitFor(user.email);
    await t.outbox.idle();
    const outboxBefore = await t.countRows('mail_outbox');
    expect((await sendCode(token, 'phone')).statusCode).toBe(202);
    const sms = [...t.sms].reverse().find((m) => m.to === '+447700900321');
    expect(sms?.text).toMatch(/^Compliance Portal code: \d{6}$/);
    expect(await t.countRows('mail_outbox')).toBe(outboxBefore);
  });
});

describe('checking a code', () => {
  it('fails with Verification Failed once the code has expired, and verifies nothing', async () => {
    const { token, user } = await registerUser(t.app);
    const code = await t.smtp.codeFor(user.email);
    await t.query(sql`update otp_codes set expires_at = now() - interval '1 second' where user_id = ${user.id}`);
    const res = await verify(token, 'email', code);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(VERIFICATION_FAILED);
    expect((await userRow(user.id))?.email_verified).toBe(false);
  });

  it('counts wrong guesses in the database', async () => {
    const { token, user } = await registerUser(t.app);
    const code = await t.smtp.codeFor(user.email);
    await verify(token, 'email', otherCode(code));
    await verify(token, 'email', otherCode(code));
    const [row] = await t.query<{ attempts: number }>(sql`select attempts from otp_codes where user_id = ${user.id} and consumed_at is null`);
    expect(row?.attempts).toBe(2);
  });

  it('says Verification Failed in Bengali', async () => {
    const { token, user } = await registerUser(t.app);
    const code = await t.smtp.codeFor(user.email);
    const res = await post(t.app, '/api/v1/otp/verify?ebdlang=bn', { channel: 'email', code: otherCode(code) }, { token });
    expect(res.json()).toMatchObject({ message: 'যাচাই ব্যর্থ হয়েছে', errors: { code: ['যাচাই ব্যর্থ হয়েছে'] } });
  });
});

describe('forgot and reset password', () => {
  it('allows three requests per login an hour, then 429 whatever the address or letter case', async () => {
    const { user } = await registerUser(t.app);
    for (let i = 0; i < 3; i += 1) expect((await forgot(user.email)).statusCode).toBe(202);
    const codesBefore = await t.countRows('otp_codes');
    const blocked = await forgot(user.email.toUpperCase());
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(await t.countRows('otp_codes')).toBe(codesBefore);
  });

  it('throttles an unknown login the same way, so the limit does not reveal accounts', async () => {
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 3; i += 1) expect((await forgot(ghost)).statusCode).toBe(202);
    expect((await forgot(ghost)).statusCode).toBe(429);
  });

  it('refuses a wrong code with 422, changes nothing, and the right code still works afterwards', async () => {
    const { token, user } = await registerUser(t.app);
    expect((await forgot(user.email)).statusCode).toBe(202);
    const code = await t.smtp.codeFor(user.email, (m) => m.subject === 'Reset your Compliance Portal password');
    const before = await userRow(user.id);

    const wrong = await reset(user.email, otherCode(code));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual(VERIFICATION_FAILED);
    expect((await userRow(user.id))?.password_hash).toBe(before?.password_hash);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    await expect(loginAs(t.app, user.email, 'secret-pass')).resolves.toBeTruthy();

    const right = await reset(user.email, code);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ message: 'Your password has been changed. Please sign in.' });
    const after = await userRow(user.id);
    expect(after?.password_hash).not.toBe(before?.password_hash);
    // Resetting through the mailbox proves the address.
    expect(after?.email_verified).toBe(true);
    const live = await t.query(sql`select id from access_tokens where user_id = ${user.id} and revoked_at is null`);
    expect(live).toEqual([]);
  });

  it('refuses an expired reset code and keeps the password', async () => {
    const { user } = await registerUser(t.app);
    await forgot(user.email);
    const code = await t.smtp.codeFor(user.email, (m) => m.subject === 'Reset your Compliance Portal password');
    await t.query(sql`update otp_codes set expires_at = now() - interval '1 second' where user_id = ${user.id} and purpose = 'reset_password'`);
    const before = await userRow(user.id);
    const res = await reset(user.email, code);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(VERIFICATION_FAILED);
    expect((await userRow(user.id))?.password_hash).toBe(before?.password_hash);
  });

  it('answers an unknown login exactly like a wrong code', async () => {
    const res = await reset(uniqueEmail('nobody'), '123456');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(VERIFICATION_FAILED);
  });

  it('does not accept the email verification code as a reset code', async () => {
    const { user } = await registerUser(t.app);
    const verifyCode = await t.smtp.codeFor(user.email);
    const res = await reset(user.email, verifyCode);
    expect(res.statusCode).toBe(422);
  });

  it('resets by phone with the code sent by SMS, and marks the phone verified', async () => {
    const { user } = await registerUser(t.app, { phone: '+44 7700 900999' });
    expect((await forgot('+44 7700 900999')).statusCode).toBe(202);
    const code = /\d{6}/.exec([...t.sms].reverse().find((m) => m.to === '+447700900999')?.text ?? '')?.[0] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect((await reset('+447700900999', code, 'phone-reset-pass')).statusCode).toBe(200);
    expect((await userRow(user.id))?.phone_verified).toBe(true);
    await expect(loginAs(t.app, '+447700900999', 'phone-reset-pass')).resolves.toBeTruthy();
  });
});
