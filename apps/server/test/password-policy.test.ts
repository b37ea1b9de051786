import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, createTestApp, loginAs, post, registerUser, uniqueEmail, type TestApp } from './helpers/app.js';
import { WRITE_TABLES } from './helpers/admin-users.js';
import { createRole, userWithRole } from './helpers/factories.js';

/*
 * The password rules (NIST SP 800-63B) wherever a password is chosen: registration, reset, change,
 * and an administrator creating a user or setting their password. At least 8 characters, 12 for
 * staff (anyone holding a permission), no truncation, any script, and never a common password.
 */

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
  // A role that grants nothing: its holders are not staff.
  await createRole(t, 'no-permissions', []);
});
afterAll(async () => t?.close());

const EIGHT_MIN = "Must be 8 Character's Long";
const STAFF_MIN = 'Staff passwords must be at least 12 characters long';
const COMMON = 'This password is too common. Choose one that is harder to guess.';
const PERSONAL = "The password must not be the account's name or email address";
/** 11 characters: enough for a candidate, too short for staff. */
const ELEVEN = 'quiet-otter';
const PASSPHRASE_100 = 'the kettle hums beside a window where seven swallows argue about rain over the old canal bridge, ok!';
/** "My golden Bengal, I love you" in Bengali: 26 code points, more UTF-16 units than that. */
const BENGALI = 'আমার সোনার বাংলা আমি তোমায় ভালোবাসি';

function registration(password: string, overrides: Record<string, unknown> = {}) {
  return { name: 'Nadia Rahman', email: uniqueEmail('policy'), password, password_confirmation: password, terms: true, ...overrides };
}

async function resetCode(email: string): Promise<string> {
  await post(t.app, '/api/v1/forgot-password', { login: email });
  return t.smtp.codeFor(email, (m) => m.subject.includes('Reset'));
}

const reset = (email: string, code: string, password: string) =>
  post(t.app, '/api/v1/reset-password', { login: email, code, password, password_confirmation: password });

describe('registration', () => {
  it.each(['password', '123456', 'Password123!'])('refuses %s with 422 on password and writes nothing', async (password) => {
    const before = await t.countAll(WRITE_TABLES);
    const res = await post(t.app, '/api/v1/register', registration(password));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toHaveLength(1);
    expect(await t.countAll(WRITE_TABLES)).toEqual(before);
  });

  it('says why: too short, or too common', async () => {
    expect((await post(t.app, '/api/v1/register', registration('1234567'))).json().errors.password).toEqual([EIGHT_MIN]);
    expect((await post(t.app, '/api/v1/register', registration('Password123!'))).json().errors).toEqual({ password: [COMMON] });
    expect((await post(t.app, '/api/v1/register', registration('qwertyuiop'))).json().errors).toEqual({ password: [COMMON] });
  });

  it('refuses the account holder\'s own name or email address as the password', async () => {
    const email = uniqueEmail('self');
    expect((await post(t.app, '/api/v1/register', registration(email, { email }))).json().errors).toEqual({ password: [PERSONAL] });
    const named = registration('Nadia Rahman-Chowdhury', { name: 'Nadia Rahman-Chowdhury' });
    expect((await post(t.app, '/api/v1/register', named)).json().errors).toEqual({ password: [PERSONAL] });
  });

  it('answers in Bengali when asked', async () => {
    const res = await post(t.app, '/api/v1/register', registration('password'), { headers: { ebdlang: 'bn' } });
    expect(res.json().errors).toEqual({ password: ['এই পাসওয়ার্ডটি খুবই প্রচলিত। অনুমান করা কঠিন এমন একটি পাসওয়ার্ড বেছে নিন।'] });
  });

  it('takes 11 characters from a candidate, with no rules about kinds of character', async () => {
    const res = await post(t.app, '/api/v1/register', registration(ELEVEN));
    expect(res.statusCode).toBe(201);
  });

  it('takes a 100-character passphrase whole: the passphrase signs in, the same less its last character does not', async () => {
    expect(PASSPHRASE_100).toHaveLength(100);
    const body = registration(PASSPHRASE_100);
    expect((await post(t.app, '/api/v1/register', body)).statusCode).toBe(201);
    await expect(loginAs(t.app, body.email, PASSPHRASE_100)).resolves.toBeTruthy();
    await expect(loginAs(t.app, body.email, PASSPHRASE_100.slice(0, -1))).rejects.toThrow(/401/);
    await expect(loginAs(t.app, body.email, PASSPHRASE_100.slice(0, 72))).rejects.toThrow(/401/);
  });

  it('takes a Bengali passphrase and signs in with it', async () => {
    const body = registration(BENGALI);
    expect((await post(t.app, '/api/v1/register', body)).statusCode).toBe(201);
    await expect(loginAs(t.app, body.email, BENGALI)).resolves.toBeTruthy();
  });

  it('counts characters, not UTF-16 units: 7 emoji are too few, 256 emoji are not too many', async () => {
    const seven = '🐢🐍🦊🐙🦉🐝🦀';
    expect((await post(t.app, '/api/v1/register', registration(seven))).json().errors.password).toEqual([EIGHT_MIN]);
    const many = '🐢🐍🦊🐙🦉🐝🦀🐬'.repeat(32);
    expect((await post(t.app, '/api/v1/register', registration(many))).statusCode).toBe(201);
    const tooMany = `${many}!`;
    expect((await post(t.app, '/api/v1/register', registration(tooMany))).json().errors.password).toEqual(['Must be at most 256 characters']);
  });
});

describe('reset', () => {
  it('holds staff to 12 characters, a candidate to 8, and leaves the code usable after a refusal', async () => {
    const officer = await userWithRole(t, 'compliance-officer');
    const officerCode = await resetCode(officer.user.email);
    const refused = await reset(officer.user.email, officerCode, ELEVEN);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ password: [STAFF_MIN] });
    expect((await reset(officer.user.email, officerCode, 'password123!')).json().errors).toEqual({ password: [COMMON] });
    expect((await reset(officer.user.email, officerCode, 'quiet-otter-by-the-river')).statusCode).toBe(200);
    await expect(loginAs(t.app, officer.user.email, 'quiet-otter-by-the-river')).resolves.toBeTruthy();

    const candidate = await registerUser(t.app);
    const candidateCode = await resetCode(candidate.user.email);
    expect((await reset(candidate.user.email, candidateCode, ELEVEN)).statusCode).toBe(200);
  });

  it('says nothing about the rules of an account to someone without its code', async () => {
    const officer = await userWithRole(t, 'compliance-officer');
    await resetCode(officer.user.email);
    const res = await reset(officer.user.email, '000000', ELEVEN);
    expect(res.json().errors).toEqual({ code: ['Verification Failed'] });
  });
});

describe('change', () => {
  const change = (token: string, password: string) =>
    call(t.app, 'POST', '/api/v1/account/password', token, { old_password: 'secret-pass', password, password_confirmation: password });

  it('holds staff to 12 characters and a candidate to 8', async () => {
    const officer = await userWithRole(t, 'compliance-officer');
    const refused = await change(officer.token, ELEVEN);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ password: [STAFF_MIN] });
    expect((await change(officer.token, 'quiet-otter-by-the-river')).statusCode).toBe(200);

    const candidate = await registerUser(t.app);
    expect((await change(candidate.token, ELEVEN)).statusCode).toBe(200);
  });

  it('refuses a common password and the account\'s own email', async () => {
    const candidate = await registerUser(t.app);
    expect((await change(candidate.token, 'Password123!')).json().errors).toEqual({ password: [COMMON] });
    expect((await change(candidate.token, candidate.user.email.toUpperCase())).json().errors).toEqual({ password: [PERSONAL] });
  });
});

describe('administrators', () => {
  const setPassword = (id: string, password: string) =>
    call(t.app, 'PUT', `/api/v1/admin/users/${id}/password`, adminToken, { password, password_confirmation: password });
  const createUser = (roles: string[], password: string) =>
    call(t.app, 'POST', '/api/v1/admin/users', adminToken, {
      name: 'Made By Admin',
      email: uniqueEmail('made'),
      password,
      password_confirmation: password,
      roles,
    });

  it('setting a password: 12 characters for staff, 8 for a candidate, never a common one', async () => {
    const officer = await userWithRole(t, 'compliance-officer');
    const before = await t.countAll(WRITE_TABLES);
    const refused = await setPassword(officer.user.id, ELEVEN);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ password: [STAFF_MIN] });
    expect(await t.countAll(WRITE_TABLES)).toEqual(before);
    expect((await setPassword(officer.user.id, 'quiet-otter-by-the-river')).statusCode).toBe(200);

    const candidate = await registerUser(t.app);
    expect((await setPassword(candidate.user.id, ELEVEN)).statusCode).toBe(200);
    expect((await setPassword(candidate.user.id, '123456789')).json().errors).toEqual({ password: [COMMON] });
  });

  it('creating a user: staff roles need 12 characters, roles without permissions 8', async () => {
    const before = await t.countAll(WRITE_TABLES);
    const refused = await createUser(['candidate', 'compliance-officer'], ELEVEN);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ password: [STAFF_MIN] });
    expect((await createUser(['admin'], 'password1234')).json().errors).toEqual({ password: [COMMON] });
    expect(await t.countAll(WRITE_TABLES)).toEqual(before);

    expect((await createUser(['candidate'], ELEVEN)).statusCode).toBe(201);
    expect((await createUser(['no-permissions'], ELEVEN)).statusCode).toBe(201);
    expect((await createUser(['compliance-officer'], 'quiet-otter-by-the-river')).statusCode).toBe(201);
  });

  it('tells the forms which roles make their holders staff', async () => {
    const res = await call(t.app, 'GET', '/api/v1/admin/users/role-options', adminToken);
    const staff = Object.fromEntries(res.json().data.map((role: { name: string; staff: boolean }) => [role.name, role.staff]));
    expect(staff).toMatchObject({ candidate: false, 'no-permissions': false, 'compliance-officer': true, admin: true, 'super-admin': true });
  });
});
