import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, createTestApp, nextAddress, post, registerUser, type TestApp } from './helpers/app.js';
import { enrolAuthenticator, rememberEnrolment, signIn } from './helpers/mfa.js';
import { softwarePasskey } from './helpers/passkey.js';
import { userWithRole } from './helpers/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const login = (loginName: string, password: string) => post(t.app, '/api/v1/login', { login: loginName, password });
const answer = (body: Record<string, unknown>) => post(t.app, '/api/v1/login/mfa', body);
const stepCode = (secret: string, offsetSteps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });
/** Moves the session's last proof of the password or a factor back, as if it were signed in earlier. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const ageSession = (token: string, minutes: number) =>
  t.query(sql`update access_tokens set authenticated_at = now() - make_interval(mins => ${minutes}) where token_hash = ${tokenHash(token)}`);

describe('a role that requires a second factor', () => {
  it('lets the seeded super-admin only enrol one, then opens the same session fully', async () => {
    const first = await login(ADMIN.email, ADMIN.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ scope: 'mfa_enrolment', token_type: 'Bearer' });
    const token = first.json().access_token as string;

    const me = await call(t.app, 'GET', '/api/v1/me', token);
    expect(me.json()).toMatchObject({ scope: 'mfa_enrolment', mfa: { required: true, enrolled: false } });
    const blocked = await call(t.app, 'GET', '/api/v1/admin/users', token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'mfa_enrolment_required', message: 'Your role requires a second sign-in step. Set one up to continue.' });

    const setup = await call(t.app, 'POST', '/api/v1/account/mfa/totp', token);
    expect(setup.statusCode).toBe(201);
    const { secret, otpauth_url, qr_code } = setup.json();
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Compliance%20Portal:admin%40test\.example\?.*secret=/);
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    const [stored] = await t.query<{ secret_encrypted: string; confirmed_at: Date | null }>(
      sql`select secret_encrypted, confirmed_at from user_totp join users on users.id = user_totp.user_id where users.email = ${ADMIN.email}`,
    );
    expect(stored?.confirmed_at).toBeNull();
    expect(stored?.secret_encrypted).not.toContain(secret);

    const wrong = await call(t.app, 'POST', '/api/v1/account/mfa/totp/confirm', token, { code: '000000' === (await stepCode(secret)) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: ['This code is not correct, or it has already been used'] });

    const confirmed = await call(t.app, 'POST', '/api/v1/account/mfa/totp/confirm', token, { code: await stepCode(secret) });
    expect(confirmed.statusCode).toBe(200);
    const { recovery_codes, status } = confirmed.json();
    expect(recovery_codes).toHaveLength(10);
    for (const code of recovery_codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(status).toMatchObject({ required: true, totp: { enabled: true }, passkeys: [], recovery_codes_remaining: 10 });
    expect((await call(t.app, 'GET', '/api/v1/admin/users', token)).statusCode).toBe(200);
    expect((await t.smtp.waitFor(ADMIN.email, (m) => m.subject === 'A sign-in step was added to your Compliance Portal account')).text).toContain(
      'An authenticator app was added',
    );
    rememberEnrolment(t.app, ADMIN.email, secret, recovery_codes);
  });
});

describe('signing in with a second factor', () => {
  async function enrolledCandidate() {
    const person = await registerUser(t.app);
    const enrolment = await enrolAuthenticator(t.app, person.user.email, person.token);
    return { ...person, enrolment };
  }

  it('asks for the factor after the right password and issues no token until it comes', async () => {
    const { user, enrolment } = await enrolledCandidate();
    const tokensBefore = await t.countRows('access_tokens');
    const res = await login(user.email, 'secret-pass');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ mfa_required: true, challenge: expect.any(String), expires_in: 300, methods: ['totp', 'recovery_code'], passkey_options: null });
    expect(await t.countRows('access_tokens')).toBe(tokensBefore);

    const refused = await answer({ challenge: body.challenge, method: 'totp', code: '12345' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ code: ['The code must be 6 digits'] });

    const next = await answer({ challenge: body.challenge, method: 'totp', code: await stepCode(enrolment.secret, 1) });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json()).toMatchObject({ scope: 'full', user: { id: user.id } });
    expect((await call(t.app, 'GET', '/api/v1/me', next.json().access_token)).statusCode).toBe(200);
    // The challenge is used up.
    expect((await answer({ challenge: body.challenge, method: 'recovery_code', code: enrolment.recoveryCodes[0] })).statusCode).toBe(401);
  });

  it('takes each code once: a replayed code and a second use of a recovery code are refused', async () => {
    const { user, enrolment } = await enrolledCandidate();
    const code = await stepCode(enrolment.secret, 1);
    const first = await answer({ challenge: (await login(user.email, 'secret-pass')).json().challenge, method: 'totp', code });
    expect(first.statusCode).toBe(200);
    const replay = await answer({ challenge: (await login(user.email, 'secret-pass')).json().challenge, method: 'totp', code });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors).toEqual({ code: ['This code is not correct, or it has already been used'] });

    const recovery = enrolment.recoveryCodes[3]!;
    const lower = recovery.toLowerCase().replace('-', '');
    expect((await answer({ challenge: (await login(user.email, 'secret-pass')).json().challenge, method: 'recovery_code', code: lower })).statusCode).toBe(200);
    expect((await answer({ challenge: (await login(user.email, 'secret-pass')).json().challenge, method: 'recovery_code', code: recovery })).statusCode).toBe(422);
    const [left] = await t.query<{ n: number }>(sql`select count(*)::int as n from recovery_codes where user_id = ${user.id} and used_at is null`);
    expect(left?.n).toBe(9);
  });

  it('checks at most five proofs per challenge, even when a burst arrives at once', async () => {
    const { user, enrolment } = await enrolledCandidate();
    const { challenge } = (await login(user.email, 'secret-pass')).json();
    const wrong = (await stepCode(enrolment.secret)) === '000000' ? '999999' : '000000';
    const burst = await Promise.all(Array.from({ length: 12 }, () => answer({ challenge, method: 'totp', code: wrong })));
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    expect(statuses.filter((s) => s === 401)).toHaveLength(7);
    const [attempts] = await t.query<{ attempts: number }>(sql`select attempts from mfa_challenges where user_id = ${user.id} and purpose = 'login'`);
    expect(attempts?.attempts).toBe(5);
    const right = await answer({ challenge, method: 'totp', code: await stepCode(enrolment.secret, 1) });
    expect(right.statusCode).toBe(401);
    expect(right.json().message).toBe('This sign-in has expired. Please sign in again.');
  });

  it('refuses an expired or unknown challenge, and a banned account', async () => {
    const { user, enrolment } = await enrolledCandidate();
    const { challenge } = (await login(user.email, 'secret-pass')).json();
    await t.query(sql`update mfa_challenges set expires_at = now() - interval '1 second' where user_id = ${user.id}`);
    expect((await answer({ challenge, method: 'totp', code: await stepCode(enrolment.secret) })).statusCode).toBe(401);
    expect((await answer({ challenge: 'not-a-challenge', method: 'totp', code: '123456' })).statusCode).toBe(401);

    const fresh = (await login(user.email, 'secret-pass')).json().challenge;
    await t.query(sql`update users set banned_at = now() where id = ${user.id}`);
    expect((await answer({ challenge: fresh, method: 'recovery_code', code: enrolment.recoveryCodes[0] })).statusCode).toBe(403);
  });

  it('refuses bad shapes with 422 naming the field, and unknown fields', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ challenge: 'x', method: 'sms', code: '123456' }, { method: ['Choose how to confirm: password, authenticator code, passkey or recovery code'] }],
      [{ challenge: 'x', method: 'totp', code: ' 123456 ' }, { code: ['The code must be 6 digits'] }],
      [{ challenge: 'x', method: 'recovery_code', code: 'short' }, { code: ['A recovery code looks like ABCDE-12345'] }],
      [{ challenge: 'x', method: 'passkey', credential: { id: 'a' } }, { 'credential.rawId': ['This value is not valid'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await answer(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors).toMatchObject(errors);
    }
  });
});

describe('managing factors', () => {
  it('keeps the last factor of someone whose role requires one, and lets a candidate remove theirs', async () => {
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const refused = await call(t.app, 'DELETE', '/api/v1/account/mfa/totp', admin);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Your role requires a second sign-in step, so the last one cannot be removed. Add another first.');

    const candidate = await registerUser(t.app);
    await enrolAuthenticator(t.app, candidate.user.email, candidate.token);
    const removed = await call(t.app, 'DELETE', '/api/v1/account/mfa/totp', candidate.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ required: false, totp: { enabled: false }, recovery_codes_remaining: 0 });
    expect((await t.smtp.waitFor(candidate.user.email, (m) => m.subject.startsWith('A sign-in step was removed'))).text).toContain('authenticator app');
    expect((await login(candidate.user.email, 'secret-pass')).json()).toMatchObject({ scope: 'full' });
  });

  it('asks for the password or a factor again before a factor changes, once five minutes have passed', async () => {
    const candidate = await registerUser(t.app);
    const enrolment = await enrolAuthenticator(t.app, candidate.user.email, candidate.token);
    await ageSession(candidate.token, 6);

    const stale = await call(t.app, 'POST', '/api/v1/account/mfa/recovery-codes', candidate.token);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: 'reauth_required', message: 'Confirm it is you: enter your password or a second-factor code again.' });

    const options = await call(t.app, 'POST', '/api/v1/account/reauth/options', candidate.token);
    expect(options.json()).toEqual({ methods: ['password', 'totp', 'recovery_code'], passkey_options: null });
    const wrong = await call(t.app, 'POST', '/api/v1/account/reauth', candidate.token, { method: 'password', password: 'not-my-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['The password is not correct'] });
    expect((await call(t.app, 'POST', '/api/v1/account/mfa/recovery-codes', candidate.token)).statusCode).toBe(403);

    const viaCode = await call(t.app, 'POST', '/api/v1/account/reauth', candidate.token, { method: 'totp', code: await stepCode(enrolment.secret, 1) });
    expect(viaCode.statusCode).toBe(204);
    const renewed = await call(t.app, 'POST', '/api/v1/account/mfa/recovery-codes', candidate.token);
    expect(renewed.statusCode).toBe(201);
    expect(renewed.json().recovery_codes).toHaveLength(10);
    expect(renewed.json().recovery_codes).not.toContain(enrolment.recoveryCodes[0]);
    const actions = await t.query<{ action: string }>(sql`select action from audit_log where target_id = ${candidate.user.id} order by id`);
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['auth.reauth_failed', 'auth.reauthenticated', 'mfa.recovery_codes_renewed']));
  });

  it('counts re-authentication attempts before checking them: a burst of wrong passwords is cut at five', async () => {
    const candidate = await registerUser(t.app);
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => call(t.app, 'POST', '/api/v1/account/reauth', candidate.token, { method: 'password', password: 'wrong-password-1' })),
    );
    expect(burst.filter((r) => r.statusCode === 422)).toHaveLength(5);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(5);
    expect((await call(t.app, 'POST', '/api/v1/account/reauth', candidate.token, { method: 'password', password: 'secret-pass' })).statusCode).toBe(429);
  });
});

describe("an administrator resets someone's factors", () => {
  it("removes them, ends every session, tells the owner and records it; never one's own", async () => {
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const registered = await userWithRole(t, 'compliance-officer');
    const officer = { id: registered.user.id, email: registered.user.email, password: 'secret-pass' };
    const officerToken = await signIn(t.app, officer.email, officer.password);
    const adminId = (await call(t.app, 'GET', '/api/v1/me', admin)).json().user.id as string;

    const own = await call(t.app, 'DELETE', `/api/v1/admin/users/${adminId}/mfa`, admin);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot reset your own second sign-in step. Ask another administrator.');
    expect((await call(t.app, 'DELETE', `/api/v1/admin/users/${adminId}/mfa`, officerToken)).statusCode).toBe(403);

    const status = await call(t.app, 'GET', `/api/v1/admin/users/${officer.id}/mfa`, admin);
    expect(status.json()).toMatchObject({ required: true, totp: { enabled: true } });
    const reset = await call(t.app, 'DELETE', `/api/v1/admin/users/${officer.id}/mfa`, admin);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ required: true, totp: { enabled: false }, recovery_codes_remaining: 0 });
    expect((await call(t.app, 'GET', '/api/v1/me', officerToken)).statusCode).toBe(401);
    expect((await t.smtp.waitFor(officer.email, (m) => m.subject === 'Your Compliance Portal sign-in steps were reset')).text).toContain('An administrator reset');
    const [entry] = await t.query<{ actor_id: string }>(sql`select actor_id from audit_log where action = 'mfa.reset_by_admin' and target_id = ${officer.id}`);
    expect(entry?.actor_id).toBe(adminId);
    expect((await login(officer.email, officer.password)).json()).toMatchObject({ scope: 'mfa_enrolment' });
    expect((await call(t.app, 'DELETE', `/api/v1/admin/users/${officer.id}/mfa`, admin)).statusCode).toBe(422);
  });
});

describe('role changes and sessions', () => {
  it("narrows a holder's live session to enrolment when their role starts to require a factor", async () => {
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const role = `checker-${nextAddress().replaceAll('.', '-')}`;
    const created = await call(t.app, 'POST', '/api/v1/admin/roles', admin, { name: role, readable_name: 'Checker' });
    expect(created.statusCode).toBe(201);
    expect(created.json().mfa_required).toBe(false);
    const holder = await registerUser(t.app);
    expect((await call(t.app, 'PUT', `/api/v1/admin/users/${holder.user.id}/roles`, admin, { roles: ['candidate', role] })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/v1/me', holder.token)).json().scope).toBe('full');

    const required = await call(t.app, 'PATCH', `/api/v1/admin/roles/${created.json().id}`, admin, { mfa_required: true });
    expect(required.json().mfa_required).toBe(true);
    expect((await call(t.app, 'GET', '/api/v1/me', holder.token)).json().scope).toBe('mfa_enrolment');
    expect((await call(t.app, 'GET', '/api/v1/compliance', holder.token)).json().code).toBe('mfa_enrolment_required');
  });

  it('gives staff twelve-hour sessions and candidates the configured lifetime', async () => {
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const [staffSession] = await t.query<{ hours: number; idle: number }>(sql`
      select round(extract(epoch from expires_at - created_at) / 3600)::int as hours, idle_seconds as idle
      from access_tokens where token_hash = ${tokenHash(admin)}`);
    expect(staffSession).toEqual({ hours: 12, idle: 1800 });
    const candidate = await registerUser(t.app);
    const [candidateSession] = await t.query<{ hours: number; idle: number }>(sql`
      select round(extract(epoch from expires_at - created_at) / 3600)::int as hours, idle_seconds as idle
      from access_tokens where user_id = ${candidate.user.id}`);
    expect(candidateSession).toEqual({ hours: 168, idle: 24 * 3600 });
  });

  it('asks staff to confirm it is them before changing roles, once five minutes have passed', async () => {
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const holder = await registerUser(t.app);
    await ageSession(admin, 6);
    const res = await call(t.app, 'PUT', `/api/v1/admin/users/${holder.user.id}/roles`, admin, { roles: ['candidate', 'compliance-officer'] });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('reauth_required');
    const roles = await t.query<{ name: string }>(sql`select r.name from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${holder.user.id}`);
    expect(roles.map((r) => r.name)).toEqual(['candidate']);
    expect((await call(t.app, 'POST', '/api/v1/account/reauth', admin, { method: 'password', password: ADMIN.password })).statusCode).toBe(204);
    expect((await call(t.app, 'PUT', `/api/v1/admin/users/${holder.user.id}/roles`, admin, { roles: ['candidate', 'compliance-officer'] })).statusCode).toBe(200);
  });
});

describe('passkeys', () => {
  const register = async (token: string, passkey: ReturnType<typeof softwarePasskey>) => {
    const options = await call(t.app, 'POST', '/api/v1/account/mfa/passkeys/options', token);
    expect(options.statusCode).toBe(200);
    const { rpID, origin } = { rpID: t.ctx.config.webauthnRpId, origin: new URL(t.ctx.config.appUrl).origin };
    return call(t.app, 'POST', '/api/v1/account/mfa/passkeys', token, { name: 'Laptop', credential: passkey.register(options.json().challenge, rpID, origin) });
  };

  it('stores a credential once: registering it again, on this account or another, is refused', async () => {
    const passkey = softwarePasskey();
    const first = await registerUser(t.app);
    const added = await register(first.token, passkey);
    expect(added.statusCode).toBe(201);
    expect(added.json().status.passkeys).toMatchObject([{ name: 'Laptop' }]);

    const second = await registerUser(t.app);
    for (const token of [second.token, first.token]) {
      const again = await register(token, passkey);
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({ credential: ['The passkey could not be checked. Please try again.'] });
    }
    const [stored] = await t.query<{ n: number }>(sql`select count(*)::int as n from passkeys where credential_id = ${passkey.id}`);
    expect(stored?.n).toBe(1);
  });
});
