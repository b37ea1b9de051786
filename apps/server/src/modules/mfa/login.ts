import { randomBytes } from 'node:crypto';
import { MFA_CHALLENGE_SECONDS, type MfaMethod, type TAuthResponse, type TLoginMfaRequest, type TMfaChallengeResponse } from '@portal/contract';
import type { AppContext, RequestMeta } from '../../context.js';
import { AppError, forbidden } from '../../lib/errors.js';
import { sha256 } from '../../lib/secrets.js';
import { auditRepository } from '../audit/repository.js';
import { startSession } from '../auth/sessions.js';
import { usersRepository, type UserRow } from '../users/repository.js';
import { passkeyAuthenticationOptions } from './passkeys.js';
import { assertFactorProof, toProof } from './proofs.js';
import { mfaRepository } from './repository.js';

/** Proofs one sign-in challenge may be answered with before the password is needed again. */
const CHALLENGE_ATTEMPTS = 5;

const challengeInvalid = () => new AppError('unauthenticated', 'security.challenge_invalid');

/**
 * The password was right and the account has a second factor: a random single-use challenge (kept only
 * as a hash) for POST /login/mfa, with passkey options when the account has passkeys.
 */
export async function createLoginChallenge(ctx: AppContext, user: UserRow, meta: RequestMeta): Promise<TMfaChallengeResponse> {
  const challenge = randomBytes(32).toString('base64url');
  const passkeyOptions = await passkeyAuthenticationOptions(ctx, ctx.db, user.id);
  const [state, recoveryCodes] = await Promise.all([mfaRepository.stateOf(ctx.db, user.id), mfaRepository.countUnusedRecoveryCodes(ctx.db, user.id)]);
  await ctx.db.transaction(async (tx) => {
    await mfaRepository.deleteDeadChallenges(tx, user.id);
    await mfaRepository.createChallenge(tx, {
      user_id: user.id,
      purpose: 'login',
      token_hash: sha256(challenge),
      webauthn_challenge: passkeyOptions?.challenge ?? null,
      expires_at: new Date(Date.now() + MFA_CHALLENGE_SECONDS * 1000),
    });
    await auditRepository.record(tx, { actorId: user.id, action: 'auth.login_password_accepted', targetType: 'user', targetId: user.id, ip: meta.ip });
  });
  const methods: MfaMethod[] = [...(state.totp ? (['totp'] as const) : []), ...(state.passkeys > 0 ? (['passkey'] as const) : []), ...(recoveryCodes > 0 ? (['recovery_code'] as const) : [])];
  return { mfa_required: true, challenge, expires_in: MFA_CHALLENGE_SECONDS, methods, passkey_options: passkeyOptions };
}

/**
 * Completes a sign-in with a proof of the second factor. The attempt is counted on the challenge (and on
 * the account) before the proof is checked; a wrong proof leaves the challenge usable until its attempts
 * or minutes run out, a right one consumes it and opens the session.
 */
export async function completeLogin(ctx: AppContext, input: TLoginMfaRequest, meta: RequestMeta): Promise<TAuthResponse> {
  await ctx.throttle.hit('login_ip', meta.ip);
  const challenge = await mfaRepository.claimLoginAttempt(ctx.db, sha256(input.challenge), CHALLENGE_ATTEMPTS);
  if (!challenge) throw challengeInvalid();
  const user = await usersRepository.findById(ctx.db, challenge.user_id);
  if (!user) throw challengeInvalid();
  if (user.banned_at) throw forbidden('errors.banned');
  const proof = toProof(input);
  let method: MfaMethod;
  try {
    method = await ctx.throttle.guard('mfa_account', user.id, () => assertFactorProof(ctx, user.id, proof, challenge.webauthn_challenge));
  } catch (error) {
    if (error instanceof AppError && error.kind === 'invalid') {
      await auditRepository.record(ctx.db, {
        actorId: user.id,
        action: 'auth.login_failed',
        targetType: 'user',
        targetId: user.id,
        ip: meta.ip,
        data: { reason: 'second_factor', method: input.method },
      });
    }
    throw error;
  }
  return ctx.db.transaction(async (tx) => {
    if (!(await mfaRepository.consumeChallenge(tx, challenge.id))) throw challengeInvalid();
    await auditRepository.record(tx, { actorId: user.id, action: 'auth.login', targetType: 'user', targetId: user.id, ip: meta.ip, data: { scope: 'full', method } });
    return startSession(ctx, tx, user, meta, 'full');
  });
}
