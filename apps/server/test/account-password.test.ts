import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, nextAddress, registerUser, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const PASSWORD = 'secret-pass';
const TABLES = ['users', 'access_tokens', 'mail_outbox'] as const;

const change = (token: string | undefined, body: unknown, lang?: string) =>
  call(t.app, 'POST', '/api/v1/account/password', token, body, lang ? { ebdlang: lang } : {});
const me = (token: string) => call(t.app, 'GET', '/api/v1/me', token);
const passwordHash = async (id: string) =>
  (await t.query<{ password_hash: string }>(sql`select password_hash from users where id = ${id}`))[0]?.password_hash;

describe('POST /api/v1/account/password', () => {
  it('needs a signed-in user', async () => {
    expect((await change(undefined, { old_password: PASSWORD, password: 'new-pass-1', password_confirmation: 'new-pass-1' })).statusCode).toBe(401);
  });

  it('checks the fields with the spec messages and writes nothing', async () => {
    const { token, user } = await registerUser(t.app);
    const hash = await passwordHash(user.id);
    const before = await t.countAll(TABLES);
    const cases: Array<[unknown, Record<string, string[]>, string?]> = [
      [{}, { old_password: ['Old password is required'], password: ['Password is required'], password_confirmation: ['Confirm password is required'] }],
      [{ old_password: PASSWORD, password: '12345', password_confirmation: '12345' }, { password: ["Must be 8 Character's Long"], password_confirmation: ["Must be 8 Character's Long"] }],
      [{ old_password: PASSWORD, password: 'new-pass-1', password_confirmation: 'new-pass-2' }, { password_confirmation: ['Password not matched'] }],
      [{ old_password: 42, password: ['new-pass-1'], password_confirmation: null }, { old_password: ['Old password is required'], password: ['Password is required'], password_confirmation: ['Confirm password is required'] }],
      [{ old_password: PASSWORD, password: 'x'.repeat(10_000), password_confirmation: 'x'.repeat(10_000) }, { password: ['Must be at most 256 characters'], password_confirmation: ['Must be at most 256 characters'] }],
      [{ old_password: '' }, { old_password: ['পুরোনো পাসওয়ার্ড আবশ্যক'], password: ['পাসওয়ার্ড আবশ্যক'], password_confirmation: ['পাসওয়ার্ড নিশ্চিতকরণ আবশ্যক'] }, 'bn'],
    ];
    for (const [body, errors, lang] of cases) {
      const res = await change(token, body, lang);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    expect(await t.countAll(TABLES)).toEqual(before);
    expect(await passwordHash(user.id)).toBe(hash);
  });

  it('refuses a wrong old password on old_password, and a new password equal to the old one', async () => {
    const { token, user } = await registerUser(t.app);
    const hash = await passwordHash(user.id);
    const wrong = await change(token, { old_password: 'not-my-pass', password: 'new-pass-1', password_confirmation: 'new-pass-1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ old_password: ['The old password is not correct'] });
    const same = await change(token, { old_password: PASSWORD, password: PASSWORD, password_confirmation: PASSWORD });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toEqual({ password: ['Choose a password different from your old one'] });
    expect(await passwordHash(user.id)).toBe(hash);
    expect((await me(token)).statusCode).toBe(200);
    const failures = await t.query(sql`select 1 from audit_log where action = 'account.password_change_failed' and actor_id = ${user.id}`);
    expect(failures).toHaveLength(1);
  });

  it('changes the password, ends every other session, keeps this one and tells the owner', async () => {
    const { token: current, user } = await registerUser(t.app);
    const laptop = await loginAs(t.app, user.email, PASSWORD);
    const phone = await loginAs(t.app, user.email, PASSWORD);
    const other = await registerUser(t.app);

    const res = await change(current, { old_password: PASSWORD, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Your password has been changed. Every other device has been signed out.');

    expect((await me(current)).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(other.token)).statusCode).toBe(200);

    const oldLogin = await t.app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress: nextAddress(), payload: { login: user.email, password: PASSWORD } });
    expect(oldLogin.statusCode).toBe(401);
    expect(await loginAs(t.app, user.email, 'brand-new-pass')).toBeTruthy();

    const audit = await t.query(sql`select 1 from audit_log where action = 'account.password_changed' and actor_id = ${user.id}`);
    expect(audit).toHaveLength(1);
    const mail = await t.smtp.waitFor(user.email, (m) => m.subject === 'Your Compliance Portal password was changed');
    expect(mail.text).toContain('If this was not you');
  });

  it('kills a reset code mailed before the change, so it cannot replace the new password', async () => {
    const { token, user } = await registerUser(t.app);
    const forgot = await t.app.inject({ method: 'POST', url: '/api/v1/forgot-password', remoteAddress: nextAddress(), payload: { login: user.email } });
    expect(forgot.statusCode).toBe(202);
    const code = await t.smtp.codeFor(user.email, (m) => m.subject.includes('Reset'));

    const res = await change(token, { old_password: PASSWORD, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' });
    expect(res.statusCode, res.body).toBe(200);
    const hash = await passwordHash(user.id);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password',
      remoteAddress: nextAddress(),
      payload: { login: user.email, code, password: 'attacker-pass', password_confirmation: 'attacker-pass' },
    });
    expect(reset.statusCode).toBe(422);
    expect(await passwordHash(user.id)).toBe(hash);
    expect(await loginAs(t.app, user.email, 'brand-new-pass')).toBeTruthy();
  });

  it('stops guessing the old password after five wrong tries', async () => {
    const { token, user } = await registerUser(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await change(token, { old_password: `guess-${i}`, password: 'new-pass-1', password_confirmation: 'new-pass-1' })).statusCode).toBe(422);
    }
    const blocked = await change(token, { old_password: PASSWORD, password: 'new-pass-1', password_confirmation: 'new-pass-1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(await loginAs(t.app, user.email, PASSWORD)).toBeTruthy();
  });
});
