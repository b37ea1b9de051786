import type { Language, TAuthResponse, TOtpChannel, TUser } from '@portal/contract';
import { ROLE_CANDIDATE, ZLoginRequest, ZRegisterRequest, ZResetPasswordRequest } from '@portal/contract';
import type { z } from 'zod';
import type { AppContext, RequestMeta } from '../../context.js';
import { AppError, databaseError, forbidden, invalid } from '../../lib/errors.js';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from '../../lib/password.js';
import { assertPasswordAcceptable, PasswordRefused } from '../../lib/password-policy.js';
import { newAccessToken, sha256 } from '../../lib/secrets.js';
import { auditRepository } from '../audit/repository.js';
import { rolesRepository } from '../roles/repository.js';
import { presentUser } from '../users/presenter.js';
import { usersRepository, type UserRow } from '../users/repository.js';
import { checkCode, issueCode } from './otp.js';
import { tokensRepository } from './repository.js';

type RegisterInput = z.output<typeof ZRegisterRequest>;
type LoginInput = z.output<typeof ZLoginRequest>;
type ResetInput = z.output<typeof ZResetPasswordRequest>;

const UNIQUE_VIOLATION = '23505';

async function issueToken(ctx: AppContext, db: AppContext['db'], user: UserRow, meta: RequestMeta): Promise<TAuthResponse> {
  const token = newAccessToken();
  await tokensRepository.create(db, {
    user_id: user.id,
    token_hash: sha256(token),
    ip: meta.ip,
    user_agent: meta.userAgent?.slice(0, 500) ?? null,
    expires_at: new Date(Date.now() + ctx.config.tokenTtlSeconds * 1000),
  });
  return { access_token: token, token_type: 'Bearer', expires_in: ctx.config.tokenTtlSeconds, user: presentUser(user) };
}

function assertNotBanned(user: UserRow): void {
  if (user.banned_at) throw forbidden('errors.banned');
}

export async function register(ctx: AppContext, input: RegisterInput, meta: RequestMeta, lang: Language): Promise<TAuthResponse> {
  await ctx.throttle.hit('register_ip', meta.ip);
  // Registration always makes a candidate, who holds no permission.
  assertPasswordAcceptable(input.password, { staff: false, context: input });
  const passwordHash = await hashPassword(input.password);
  try {
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
      });
      await rolesRepository.assignRoles(tx, user.id, [ROLE_CANDIDATE]);
      await issueCode(ctx, tx, user, 'verify_email', 'email', lang);
      await auditRepository.record(tx, { actorId: user.id, action: 'auth.register', targetType: 'user', targetId: user.id, ip: meta.ip });
      return issueToken(ctx, tx, user, meta);
    });
    ctx.mailer.flush();
    return result;
  } catch (error) {
    // Two registrations of one address at once: both pass the check above, the unique index stops the second.
    const { code, constraint } = databaseError(error);
    if (code === UNIQUE_VIOLATION) {
      throw invalid(constraint === 'users_phone_unique' ? { phone: 'errors.phone_taken' } : { email: 'errors.email_taken' });
    }
    throw error;
  }
}

export async function login(ctx: AppContext, input: LoginInput, meta: RequestMeta): Promise<TAuthResponse> {
  await ctx.throttle.hit('login_ip', meta.ip);
  await ctx.throttle.check('login_account_failures', input.login);
  const user = await usersRepository.findByLogin(ctx.db, input.login);
  const valid = user
    ? await verifyPassword(input.password, user.password_hash)
    : await verifyPassword(input.password, await DUMMY_HASH_PROMISE).then(() => false);
  if (!user || !valid) {
    await ctx.throttle.record('login_account_failures', input.login);
    await auditRepository.record(ctx.db, {
      actorId: user?.id ?? null,
      action: 'auth.login_failed',
      targetType: 'user',
      targetId: user?.id,
      ip: meta.ip,
    });
    throw new AppError(401, 'errors.invalid_credentials');
  }
  assertNotBanned(user);
  await ctx.throttle.reset('login_account_failures', input.login);
  return ctx.db.transaction(async (tx) => {
    await auditRepository.record(tx, { actorId: user.id, action: 'auth.login', targetType: 'user', targetId: user.id, ip: meta.ip });
    return issueToken(ctx, tx, user, meta);
  });
}

export async function logout(ctx: AppContext, tokenHash: string): Promise<void> {
  await tokensRepository.revoke(ctx.db, tokenHash);
}

export async function currentUser(ctx: AppContext, user: UserRow) {
  const [roles, permissions] = await Promise.all([
    rolesRepository.rolesOfUser(ctx.db, user.id),
    rolesRepository.permissionsOfUser(ctx.db, user.id),
  ]);
  return { user: presentUser(user), roles, permissions };
}

export async function sendVerificationCode(ctx: AppContext, user: UserRow, channel: TOtpChannel, meta: RequestMeta, lang: Language): Promise<void> {
  if (channel === 'phone' && !user.phone) throw invalid({ channel: 'errors.no_phone' });
  if ((channel === 'email' ? user.email_verified_at : user.phone_verified_at) !== null) {
    throw invalid({ channel: 'errors.already_verified' });
  }
  await ctx.throttle.hit('otp_send_ip', meta.ip);
  await ctx.throttle.hit('otp_send_account', `${user.id}:${channel}`);
  await issueCode(ctx, ctx.db, user, channel === 'email' ? 'verify_email' : 'verify_phone', channel, lang);
  ctx.mailer.flush();
}

export async function verifyCode(ctx: AppContext, user: UserRow, channel: TOtpChannel, code: string, meta: RequestMeta): Promise<TUser> {
  await ctx.throttle.hit('otp_check_ip', meta.ip);
  await ctx.throttle.check('otp_check_account_failures', user.id);
  try {
    await checkCode(ctx.db, user.id, channel === 'email' ? 'verify_email' : 'verify_phone', code);
  } catch (error) {
    await ctx.throttle.record('otp_check_account_failures', user.id);
    throw error;
  }
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
  await issueCode(ctx, ctx.db, user, 'reset_password', login.includes('@') ? 'email' : 'phone', lang);
  ctx.mailer.flush();
}

export async function resetPassword(ctx: AppContext, input: ResetInput, meta: RequestMeta): Promise<void> {
  await ctx.throttle.hit('otp_check_ip', meta.ip);
  await ctx.throttle.check('otp_check_account_failures', input.login);
  const user = await usersRepository.findByLogin(ctx.db, input.login);
  try {
    if (!user) throw invalid({ code: 'errors.verification_failed' }, 'errors.verification_failed');
    // The password rules depend on the account (staff need more), so they are told only to someone
    // holding the right code, and a refused password leaves the code usable for another try.
    await checkCode(ctx.db, user.id, 'reset_password', input.code, async () => {
      const staff = (await rolesRepository.permissionsOfUser(ctx.db, user.id)).length > 0;
      assertPasswordAcceptable(input.password, { staff, context: user });
    });
  } catch (error) {
    if (!(error instanceof PasswordRefused)) await ctx.throttle.record('otp_check_account_failures', input.login);
    throw error;
  }
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
}
