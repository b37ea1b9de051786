import type { Language, TAuthResponse, TLoginResponse, TMeResponse, TOtpChannel, TUser } from '@portal/contract';
import { ROLE_CANDIDATE, ZLoginRequest, ZRegisterRequest, ZResetPasswordRequest } from '@portal/contract';
import type { z } from 'zod';
import type { AppContext, RequestMeta } from '../../context.js';
import { AppError, forbidden, invalid } from '../../lib/errors.js';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from '../../lib/password.js';
import { assertPasswordAcceptable } from '../../lib/password-policy.js';
import type { Actor } from '../../plugins/auth.js';
import { translatorFor } from '../../plugins/i18n.js';
import { auditRepository } from '../audit/repository.js';
import { createLoginChallenge } from '../mfa/login.js';
import { enrolled, mfaRepository } from '../mfa/repository.js';
import { THROTTLE_RULES } from '../throttle/throttle.js';
import { rolesRepository } from '../roles/repository.js';
import { presentUser } from '../users/presenter.js';
import { usersRepository, type UserRow } from '../users/repository.js';
import { checkCode, issueCode } from './otp.js';
import { tokensRepository } from './repository.js';
import { startSession } from './sessions.js';

type RegisterInput = z.output<typeof ZRegisterRequest>;
type LoginInput = z.output<typeof ZLoginRequest>;
type ResetInput = z.output<typeof ZResetPasswordRequest>;

function assertNotBanned(user: UserRow): void {
  if (user.banned_at) throw forbidden('errors.banned');
}

export async function register(ctx: AppContext, input: RegisterInput, meta: RequestMeta, lang: Language): Promise<TAuthResponse> {
  await ctx.throttle.hit('register_ip', meta.ip);
  // Registration always makes a candidate, who holds no permission.
  assertPasswordAcceptable(input.password, { staff: false, context: input });
  const passwordHash = await hashPassword(input.password);
  const result = await ctx.db.transaction(async (tx) => {
    const taken: Record<string, string> = {};
    if (await usersRepository.addressHeld(tx, 'email', input.email)) taken.email = 'errors.email_taken';
    if (input.phone && (await usersRepository.addressHeld(tx, 'phone', input.phone))) taken.phone = 'errors.phone_taken';
    if (Object.keys(taken).length > 0) throw invalid(taken);
    const user = await usersRepository.create(tx, {
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      password_hash: passwordHash,
      language: lang,
    });
    await rolesRepository.assignRoles(tx, user.id, [ROLE_CANDIDATE]);
    await issueCode(ctx, tx, user, { purpose: 'verify_email', channel: 'email' }, lang);
    await auditRepository.record(tx, { actorId: user.id, action: 'auth.register', targetType: 'user', targetId: user.id, ip: meta.ip });
    return startSession(ctx, tx, user, meta, 'full');
  });
  ctx.mailer.flush();
  return result;
}

/**
 * Counts a sign-in attempt on the account before the password is hashed: of a burst sent at once, only as
 * many as the limit allows are ever checked. When the account is throttled its owner is mailed once per
 * window with the way back in (a password reset, which lifts the limit), so a stranger cannot keep the
 * owner locked out unseen.
 */
async function countSignInAttempt(ctx: AppContext, login: string, lang: Language): Promise<void> {
  try {
    await ctx.throttle.hit('login_account', login);
  } catch (error) {
    if (error instanceof AppError && error.kind === 'too_many_requests') await tellOwnerSignInThrottled(ctx, login, lang);
    throw error;
  }
}

async function tellOwnerSignInThrottled(ctx: AppContext, login: string, lang: Language): Promise<void> {
  const user = await usersRepository.findByLogin(ctx.db, login);
  if (!user) return;
  try {
    await ctx.throttle.hit('login_throttled_notice', user.id);
  } catch {
    return; // already told in this window
  }
  const t = translatorFor(lang);
  const minutes = THROTTLE_RULES.login_account.duration / 60;
  await ctx.db.transaction(async (tx) => {
    await ctx.mailer.queue(tx, {
      to: user.email,
      subject: t('security.mail.throttled_subject'),
      text: t('security.mail.throttled_body', { minutes, url: `${ctx.config.appUrl}/forgot-password` }),
    });
    await auditRepository.record(tx, { actorId: null, action: 'auth.login_throttled', targetType: 'user', targetId: user.id });
  });
  ctx.mailer.flush();
}

/**
 * Checks the password. Then: an account with a second factor gets a challenge to answer at /login/mfa; one
 * whose role requires a factor it lacks gets a session that may only enrol one; any other is signed in.
 */
export async function login(ctx: AppContext, input: LoginInput, meta: RequestMeta, lang: Language): Promise<TLoginResponse> {
  await ctx.throttle.hit('login_ip', meta.ip);
  await countSignInAttempt(ctx, input.login, lang);
  const user = await usersRepository.findByLogin(ctx.db, input.login);
  const valid = user
    ? await verifyPassword(input.password, user.password_hash)
    : await verifyPassword(input.password, await DUMMY_HASH_PROMISE).then(() => false);
  if (!user || !valid) {
    await auditRepository.record(ctx.db, {
      actorId: user?.id ?? null,
      action: 'auth.login_failed',
      targetType: 'user',
      targetId: user?.id,
      ip: meta.ip,
      data: { reason: user ? 'password' : 'unknown_account' },
    });
    throw new AppError('unauthenticated', 'errors.invalid_credentials');
  }
  assertNotBanned(user);
  await ctx.throttle.reset('login_account', input.login);
  await usersRepository.rememberLanguage(ctx.db, user.id, lang);
  const mfa = await mfaRepository.stateOf(ctx.db, user.id);
  if (enrolled(mfa)) return createLoginChallenge(ctx, user, meta);
  const scope = mfa.required ? 'mfa_enrolment' : 'full';
  return ctx.db.transaction(async (tx) => {
    await auditRepository.record(tx, { actorId: user.id, action: 'auth.login', targetType: 'user', targetId: user.id, ip: meta.ip, data: { scope } });
    return startSession(ctx, tx, user, meta, scope);
  });
}

export async function logout(ctx: AppContext, tokenHash: string): Promise<void> {
  await tokensRepository.revoke(ctx.db, tokenHash);
}

export async function currentUser(ctx: AppContext, actor: Actor): Promise<TMeResponse> {
  const [roles, permissions, mfa] = await Promise.all([
    rolesRepository.rolesOfUser(ctx.db, actor.user.id),
    rolesRepository.permissionsOfUser(ctx.db, actor.user.id),
    mfaRepository.stateOf(ctx.db, actor.user.id),
  ]);
  return {
    user: presentUser(actor.user),
    roles,
    permissions,
    scope: actor.session.scope,
    mfa: { required: mfa.required, enrolled: enrolled(mfa) },
  };
}

export async function sendVerificationCode(ctx: AppContext, user: UserRow, channel: TOtpChannel, meta: RequestMeta, lang: Language): Promise<void> {
  if (channel === 'phone' && !user.phone) throw invalid({ channel: 'errors.no_phone' });
  if ((channel === 'email' ? user.email_verified_at : user.phone_verified_at) !== null) {
    throw invalid({ channel: 'errors.already_verified' });
  }
  await ctx.throttle.hit('otp_send_ip', meta.ip);
  await ctx.throttle.hit('otp_send_account', `${user.id}:${channel}`);
  await issueCode(ctx, ctx.db, user, { purpose: channel === 'email' ? 'verify_email' : 'verify_phone', channel }, lang);
  ctx.mailer.flush();
}

export async function verifyCode(ctx: AppContext, user: UserRow, channel: TOtpChannel, code: string, meta: RequestMeta): Promise<TUser> {
  await ctx.throttle.hit('otp_check_ip', meta.ip);
  await ctx.throttle.guard('otp_check_account', user.id, () =>
    checkCode(ctx.db, user.id, channel === 'email' ? 'verify_email' : 'verify_phone', code),
  );
  const verified = await usersRepository.update(
    ctx.db,
    user.id,
    channel === 'email' ? { email_verified_at: new Date() } : { phone_verified_at: new Date() },
  );
  await auditRepository.record(ctx.db, { actorId: user.id, action: `auth.verify_${channel}`, targetType: 'user', targetId: user.id, ip: meta.ip });
  return presentUser(verified);
}

/** Always succeeds from the caller's point of view, so it never tells whether an account exists. */
export async function forgotPassword(ctx: AppContext, login: string, meta: RequestMeta, lang: Language): Promise<void> {
  await ctx.throttle.hit('forgot_ip', meta.ip);
  await ctx.throttle.hit('forgot_account', login);
  const user = await usersRepository.findByLogin(ctx.db, login);
  if (!user) return;
  await issueCode(ctx, ctx.db, user, { purpose: 'reset_password', channel: login.includes('@') ? 'email' : 'phone' }, lang);
  ctx.mailer.flush();
}

export async function resetPassword(ctx: AppContext, input: ResetInput, meta: RequestMeta): Promise<void> {
  await ctx.throttle.hit('otp_check_ip', meta.ip);
  const user = await ctx.throttle.guard('otp_check_account', input.login, async () => {
    const found = await usersRepository.findByLogin(ctx.db, input.login);
    if (!found) throw invalid({ code: 'errors.verification_failed' }, 'errors.verification_failed');
    // The password rules depend on the account (staff need more), so they are told only to someone
    // holding the right code, and a refused password leaves the code usable for another try.
    await checkCode(ctx.db, found.id, 'reset_password', input.code, async () => {
      const staff = (await rolesRepository.permissionsOfUser(ctx.db, found.id)).length > 0;
      assertPasswordAcceptable(input.password, { staff, context: found });
    });
    return found;
  });
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const viaEmail = input.login.includes('@');
    await usersRepository.update(tx, user.id, {
      password_hash: passwordHash,
      ...(viaEmail && !user.email_verified_at ? { email_verified_at: new Date() } : {}),
      ...(!viaEmail && !user.phone_verified_at ? { phone_verified_at: new Date() } : {}),
    });
    await tokensRepository.revokeAllOfUser(tx, user.id);
    await auditRepository.record(tx, { actorId: user.id, action: 'auth.password_reset', targetType: 'user', targetId: user.id, ip: meta.ip });
  });
  // The owner proved the account is theirs: a sign-in limit a stranger ran up no longer holds them back.
  await Promise.all([user.email, user.phone].filter((login) => login !== null).map((login) => ctx.throttle.reset('login_account', login)));
}
