import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, registerUser, uniqueEmail, type Registered, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const TABLES = ['users', 'user_contacts', 'otp_codes', 'mail_outbox', 'audit_log'] as const;
let phoneCounter = 0;
const uniquePhone = () => `+4477009${String(process.pid % 100).padStart(2, '0')}${String(++phoneCounter).padStart(3, '0')}`;

const post = (token: string, url: string, body: unknown, lang?: string) => call(t.app, 'POST', url, token, body, lang ? { ebdlang: lang } : {});
const profile = async (token: string) => (await call(t.app, 'GET', '/api/v1/account/profile', token)).json();
const contacts = async (token: string) => (await call(t.app, 'GET', '/api/v1/account/contacts', token)).json().data;
const textedCode = (phone: string) => {
  const text = [...t.sms].reverse().find((m) => m.to === phone)?.text;
  const code = text && /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no text message to ${phone}`);
  return code;
};

/** A request that must fail with `status` and write nothing at all. */
async function expectNothingWritten(send: () => ReturnType<typeof post>, status: number, errors?: Record<string, string[]>) {
  const before = { rows: await t.countAll(TABLES), texts: t.sms.length };
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  if (errors) expect(res.json().errors).toEqual(errors);
  // Mail goes through mail_outbox, so an unchanged row count means no mail either.
  expect({ rows: await t.countAll(TABLES), texts: t.sms.length }).toEqual(before);
  return res;
}

describe('changing the primary email', () => {
  let me: Registered;
  beforeAll(async () => {
    me = await registerUser(t.app);
  });

  it('sends the code to the new address and changes nothing until the code comes back', async () => {
    const next = uniqueEmail('moved');
    const res = await post(me.token, '/api/v1/account/email/change', { email: `  ${next.toUpperCase()} `, current_password: 'secret-pass' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().message).toBe(`We have sent a six-digit code to ${next}`);
    const code = await t.smtp.codeFor(next);
    const [otp] = await t.query<{ purpose: string; target: string }>(sql`select purpose, target from otp_codes where user_id = ${me.user.id} and purpose = 'change_email' and consumed_at is null`);
    expect(otp).toEqual({ purpose: 'change_email', target: next });
    expect((await profile(me.token)).email).toBe(me.user.email);

    const wrong = await post(me.token, '/api/v1/account/email/confirm', { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: ['Verification Failed'] });
    expect((await profile(me.token)).email).toBe(me.user.email);

    const confirmed = await post(me.token, '/api/v1/account/email/confirm', { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ email: next, email_verified_at: expect.any(String) });
    expect(await loginAs(t.app, next, 'secret-pass')).toBeTruthy();
    const notice = await t.smtp.waitFor(me.user.email, (m) => m.subject === 'Your Compliance Portal email address was changed');
    expect(notice.text).not.toContain(next);
    const audit = await t.query(sql`select 1 from audit_log where action = 'account.email_changed' and target_id = ${me.user.id}`);
    expect(audit).toHaveLength(1);

    // The code is spent.
    expect((await post(me.token, '/api/v1/account/email/confirm', { code })).statusCode).toBe(422);
  });

  it('refuses a taken address, the current address and bad input without sending anything', async () => {
    const other = await registerUser(t.app);
    const current = (await profile(me.token)).email;
    await expectNothingWritten(() => post(me.token, '/api/v1/account/email/change', { email: other.user.email, current_password: 'secret-pass' }), 422, {
      email: ['This email cannot be used. Sign in or reset your password if it is yours.'],
    });
    await expectNothingWritten(() => post(me.token, '/api/v1/account/email/change', { email: current, current_password: 'secret-pass' }), 422, {
      email: ['This is already your email address'],
    });
    await expectNothingWritten(() => post(me.token, '/api/v1/account/email/change', {}), 422, {
      email: ['Email is required'],
      current_password: ['Enter your current password'],
    });
    await expectNothingWritten(() => post(me.token, '/api/v1/account/email/change', { email: 'not-an-email', current_password: 'secret-pass' }), 422, { email: ['Email must be valid'] });
    await expectNothingWritten(() => post(me.token, '/api/v1/account/email/change', { email: `${'a'.repeat(300)}@x.com`, current_password: 'secret-pass' }), 422, {
      email: ['Must be at most 254 characters'],
    });
    await expectNothingWritten(() => post(me.token, '/api/v1/account/email/change', { email: ['a@b.co'], current_password: 'secret-pass' }), 422, { email: ['Email is required'] });
    await expectNothingWritten(() => post(me.token, '/api/v1/account/email/confirm', { code: '12ab' }), 422, { code: ['The code must be 6 digits'] });
    await expectNothingWritten(() => post(me.token, '/api/v1/account/email/confirm', {}, 'bn'), 422, { code: ['ওটিপি কোড আবশ্যক'] });
    expect((await call(t.app, 'POST', '/api/v1/account/email/change', undefined, { email: uniqueEmail() })).statusCode).toBe(401);
  });

  it('does not accept a code sent for another purpose', async () => {
    const someone = await registerUser(t.app);
    const added = uniqueEmail('added');
    expect((await post(someone.token, '/api/v1/account/contacts', { kind: 'email', value: added })).statusCode).toBe(202);
    const code = await t.smtp.codeFor(added);
    const res = await post(someone.token, '/api/v1/account/email/confirm', { code });
    expect(res.statusCode).toBe(422);
    expect((await profile(someone.token)).email).toBe(someone.user.email);
  });

  it('throttles codes to new addresses', async () => {
    const someone = await registerUser(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await post(someone.token, '/api/v1/account/email/change', { email: uniqueEmail('try'), current_password: 'secret-pass' })).statusCode).toBe(202);
    }
    const blocked = await post(someone.token, '/api/v1/account/email/change', { email: uniqueEmail('try'), current_password: 'secret-pass' });
    expect(blocked.statusCode).toBe(429);
  });
});

describe('changing the primary phone', () => {
  it('texts the code to the new number and then makes it the verified primary number', async () => {
    const taken = uniquePhone();
    const { token, user } = await registerUser(t.app, { phone: taken });
    const other = await registerUser(t.app);
    await expectNothingWritten(() => post(other.token, '/api/v1/account/phone/change', { phone: taken, current_password: 'secret-pass' }), 422, {
      phone: ['This phone number cannot be used. Sign in or reset your password if it is yours.'],
    });
    await expectNothingWritten(() => post(token, '/api/v1/account/phone/change', { phone: taken, current_password: 'secret-pass' }), 422, { phone: ['This is already your phone number'] });
    await expectNothingWritten(() => post(token, '/api/v1/account/phone/change', { phone: 'call me', current_password: 'secret-pass' }), 422, { phone: ['Please enter a valid phone number'] });

    const next = uniquePhone();
    const res = await post(token, '/api/v1/account/phone/change', { phone: next.replace('+44', '+44 '), current_password: 'secret-pass' });
    expect(res.statusCode, res.body).toBe(202);
    const code = textedCode(next);
    expect(t.sms.some((m) => m.to === taken)).toBe(false);
    const confirmed = await post(token, '/api/v1/account/phone/confirm', { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ phone: next, phone_verified_at: expect.any(String) });
    expect(await loginAs(t.app, next, 'secret-pass')).toBeTruthy();
    expect(user.id).toBe(confirmed.json().id);
    // The number that was replaced, and the account's email, are told.
    expect(t.sms.filter((m) => m.to === taken).map((m) => m.text)).toEqual([
      'Compliance Portal: this number was removed from your account. If this was not you, reset your password and contact us.',
    ]);
    const notice = await t.smtp.waitFor(user.email, (m) => m.subject === 'Your Compliance Portal phone number was changed');
    expect(notice.text).toContain(`ending in ${next.slice(-3)}`);
  });
});

describe('a stolen session cannot move the account', () => {
  it('asks for the current password before sending a code to a new address, and counts wrong ones before checking', async () => {
    const victim = await registerUser(t.app);
    const thief = uniqueEmail('thief');
    await expectNothingWritten(() => post(victim.token, '/api/v1/account/email/change', { email: thief }), 422, {
      current_password: ['Enter your current password'],
    });
    // A wrong password sends nothing and changes nothing; the failure itself goes to the audit log.
    const before = await t.countAll(['otp_codes', 'mail_outbox', 'users', 'user_contacts']);
    for (const [url, body] of [
      ['/api/v1/account/email/change', { email: thief, current_password: 'guess-one-two' }],
      ['/api/v1/account/phone/change', { phone: uniquePhone(), current_password: 'guess-one-two' }],
    ] as const) {
      const res = await post(victim.token, url, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ current_password: ['The password is not correct'] });
    }
    expect(await t.countAll(['otp_codes', 'mail_outbox', 'users', 'user_contacts'])).toEqual(before);
    const failures = await t.query(sql`select 1 from audit_log where action = 'auth.reauth_failed' and target_id = ${victim.user.id}`);
    expect(failures).toHaveLength(2);
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => post(victim.token, '/api/v1/account/email/change', { email: thief, current_password: 'guess-three-four' })),
    );
    expect(burst.filter((r) => r.statusCode === 422)).toHaveLength(3);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(5);
    expect(t.smtp.messages.some((m) => m.to.includes(thief))).toBe(false);
    expect((await profile(victim.token)).email).toBe(victim.user.email);
  });

  it('ends every other session once the new address is confirmed', async () => {
    const me = await registerUser(t.app);
    const laptop = await loginAs(t.app, me.user.email, 'secret-pass');
    const next = uniqueEmail('moved');
    expect((await post(me.token, '/api/v1/account/email/change', { email: next, current_password: 'secret-pass' })).statusCode).toBe(202);
    expect((await post(me.token, '/api/v1/account/email/confirm', { code: await t.smtp.codeFor(next) })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/v1/me', laptop)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/v1/me', me.token)).statusCode).toBe(200);
  });
});

describe('secondary addresses', () => {
  it('adds an email only after its code, lists it and removes it', async () => {
    const me = await registerUser(t.app);
    const verified = await post(me.token, '/api/v1/otp/verify', { channel: 'email', code: await t.smtp.codeFor(me.user.email) });
    expect(verified.statusCode).toBe(200);
    const extra = uniqueEmail('extra');
    const started = await post(me.token, '/api/v1/account/contacts', { kind: 'email', value: extra });
    expect(started.statusCode, started.body).toBe(202);
    expect(await t.query(sql`select 1 from user_contacts where user_id = ${me.user.id}`)).toHaveLength(0);
    const code = await t.smtp.codeFor(extra);
    const confirmed = await post(me.token, '/api/v1/account/contacts/confirm', { kind: 'email', code });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const contact = confirmed.json().contact;
    expect(contact).toMatchObject({ kind: 'email', value: extra, primary: false, verified_at: expect.any(String) });

    expect(await contacts(me.token)).toEqual([
      expect.objectContaining({ id: null, kind: 'email', value: me.user.email, primary: true }),
      expect.objectContaining({ id: contact.id, kind: 'email', value: extra, primary: false }),
    ]);

    await expectNothingWritten(() => post(me.token, '/api/v1/account/contacts', { kind: 'email', value: extra }), 422, {
      value: ['This address is already on your account'],
    });
    await expectNothingWritten(() => post(me.token, '/api/v1/account/contacts', { kind: 'email', value: me.user.email }), 422, {
      value: ['This address is already on your account'],
    });

    // Someone else can neither add nor remove it.
    const other = await registerUser(t.app);
    await expectNothingWritten(() => post(other.token, '/api/v1/account/contacts', { kind: 'email', value: extra }), 422, {
      value: ['This email cannot be used. Sign in or reset your password if it is yours.'],
    });
    await expectNothingWritten(() => call(t.app, 'DELETE', `/api/v1/account/contacts/${contact.id}`, other.token), 404);
    await expectNothingWritten(() => call(t.app, 'DELETE', '/api/v1/account/contacts/not-an-id', me.token), 404);
    await expectNothingWritten(() => call(t.app, 'DELETE', '/api/v1/account/contacts/00000000-0000-4000-8000-000000000000', me.token), 404);

    const removed = await call(t.app, 'DELETE', `/api/v1/account/contacts/${contact.id}`, me.token);
    expect(removed.statusCode).toBe(204);
    expect(await contacts(me.token)).toHaveLength(1);
    expect(await t.query(sql`select 1 from audit_log where action = 'account.contact_removed' and target_id = ${me.user.id}`)).toHaveLength(1);
  });

  it('refuses bad input without writing', async () => {
    const me = await registerUser(t.app);
    await expectNothingWritten(() => post(me.token, '/api/v1/account/contacts', {}), 422, { kind: ['Choose email or phone'] });
    await expectNothingWritten(() => post(me.token, '/api/v1/account/contacts', { kind: 'fax', value: '123' }), 422, { kind: ['Choose email or phone'] });
    await expectNothingWritten(() => post(me.token, '/api/v1/account/contacts', { kind: 'email', value: '+447700900123' }), 422, { value: ['Email must be valid'] });
    await expectNothingWritten(() => post(me.token, '/api/v1/account/contacts', { kind: 'phone', value: 'x'.repeat(5000) }), 422, {
      value: ['Please enter a valid phone number'],
    });
    await expectNothingWritten(() => post(me.token, '/api/v1/account/contacts/confirm', { kind: 'email', code: '123456' }), 422, {
      code: ['Verification Failed'],
    });
    await expectNothingWritten(() => post(me.token, '/api/v1/account/contacts/confirm', { kind: 'mail', code: 123456 }), 422, {
      kind: ['Choose email or phone'],
      code: ['The OTP code is required'],
    });
    expect((await call(t.app, 'GET', '/api/v1/account/contacts', undefined)).statusCode).toBe(401);
  });

  it("keeps the only verified email while the primary one is unverified: Can't delete email", async () => {
    const me = await registerUser(t.app);
    const add = async (value: string) => {
      expect((await post(me.token, '/api/v1/account/contacts', { kind: 'email', value })).statusCode).toBe(202);
      return (await post(me.token, '/api/v1/account/contacts/confirm', { kind: 'email', code: await t.smtp.codeFor(value) })).json().contact.id as string;
    };
    const first = await add(uniqueEmail('first'));
    const refused = await expectNothingWritten(() => call(t.app, 'DELETE', `/api/v1/account/contacts/${first}`, me.token), 422);
    expect(refused.json().message).toBe("Can't delete email");
    const bengali = await call(t.app, 'DELETE', `/api/v1/account/contacts/${first}`, me.token, undefined, { ebdlang: 'bn' });
    expect(bengali.json().message).toBe('ইমেইলটি মুছে ফেলা যাবে না');

    await add(uniqueEmail('second'));
    expect((await call(t.app, 'DELETE', `/api/v1/account/contacts/${first}`, me.token)).statusCode).toBe(204);
  });

  it("keeps the only verified phone while the primary one is unverified: Can't delete phone number", async () => {
    const me = await registerUser(t.app, { phone: uniquePhone() });
    const extra = uniquePhone();
    expect((await post(me.token, '/api/v1/account/contacts', { kind: 'phone', value: extra })).statusCode).toBe(202);
    const confirmed = await post(me.token, '/api/v1/account/contacts/confirm', { kind: 'phone', code: textedCode(extra) });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const refused = await expectNothingWritten(() => call(t.app, 'DELETE', `/api/v1/account/contacts/${confirmed.json().contact.id}`, me.token), 422);
    expect(refused.json().message).toBe("Can't delete phone number");
  });

  it('allows at most five extra addresses of a kind', async () => {
    const me = await registerUser(t.app);
    for (let i = 0; i < 5; i++) {
      const value = uniqueEmail(`many${i}`);
      await post(me.token, '/api/v1/account/contacts', { kind: 'email', value });
      const res = await post(me.token, '/api/v1/account/contacts/confirm', { kind: 'email', code: await t.smtp.codeFor(value) });
      expect(res.statusCode).toBe(201);
    }
    await expectNothingWritten(() => post(me.token, '/api/v1/account/contacts', { kind: 'email', value: uniqueEmail('sixth') }), 422, {
      value: ['You can keep at most 5 extra addresses of this kind'],
    });
  });
});
