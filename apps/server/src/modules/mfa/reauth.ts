import type { TReauthOptionsResponse, ZReauthRequest } from '@portal/contract';
import type { z } from 'zod';
import type { AppContext, RequestMeta } from '../../context.js';
import { invalid, unauthenticated } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/password.js';
import type { Actor } from '../../plugins/auth.js';
import { auditRepository } from '../audit/repository.js';
import { tokensRepository } from '../auth/repository.js';
import { usersRepository } from '../users/repository.js';
import { keepSessionChallenge, passkeyAuthenticationOptions } from './passkeys.js';
import { assertFactorProof, toProof } from './proofs.js';
import { mfaRepository } from './repository.js';

type ReauthInput = z.output<typeof ZReauthRequest>;

/** What the user can confirm it is them with; passkey options (a single-use challenge for this session) when they have passkeys. */
export async function reauthOptions(ctx: AppContext, actor: Actor): Promise<TReauthOptionsResponse> {
  const [state, recoveryCodes, passkeyOptions] = await Promise.all([
    mfaRepository.stateOf(ctx.db, actor.user.id),
    mfaRepository.countUnusedRecoveryCodes(ctx.db, actor.user.id),
    passkeyAuthenticationOptions(ctx, ctx.db, actor.user.id),
  ]);
  if (passkeyOptions) await keepSessionChallenge(ctx, actor, 'reauth', passkeyOptions.challenge);
  const methods: TReauthOptionsResponse['methods'] = [
    'password',
    ...(state.totp ? (['totp'] as const) : []),
    ...(state.passkeys > 0 ? (['passkey'] as const) : []),
    ...(recoveryCodes > 0 ? (['recovery_code'] as const) : []),
  ];
  return { methods, passkey_options: passkeyOptions };
}

/** Checks the current password. The attempt is counted before the slow hash; a right one clears the count. */
export async function assertCurrentPassword(ctx: AppContext, actor: Actor, password: string, field: string, meta: RequestMeta): Promise<void> {
  await ctx.throttle.guard('reauth_account', actor.user.id, async () => {
    const user = await usersRepository.findById(ctx.db, actor.user.id);
    if (!user) throw unauthenticated();
    if (!(await verifyPassword(password, user.password_hash))) {
      await auditRepository.record(ctx.db, { actorId: user.id, action: 'auth.reauth_failed', targetType: 'user', targetId: user.id, ip: meta.ip, data: { method: 'password' } });
      throw invalid({ [field]: 'security.password_incorrect' });
    }
  });
}

/**
 * Proves again, within a signed-in session, that the person is the account's owner: the password or a
 * second factor. For REAUTH_WINDOW_SECONDS afterwards the session may make sensitive changes.
 */
export async function reauthenticate(ctx: AppContext, actor: Actor, input: ReauthInput, meta: RequestMeta): Promise<void> {
  if (input.method === 'password') {
    await assertCurrentPassword(ctx, actor, input.password, 'password', meta);
  } else {
    const proof = toProof(input);
    const challenge = proof.method === 'passkey' ? await mfaRepository.findSessionChallenge(ctx.db, actor.session.id, 'reauth') : undefined;
    try {
      await ctx.throttle.guard('reauth_account', actor.user.id, async () => {
        await assertFactorProof(ctx, actor.user.id, proof, challenge?.webauthn_challenge ?? null);
        if (challenge && !(await mfaRepository.consumeChallenge(ctx.db, challenge.id))) throw invalid({ credential: 'security.passkey_failed' });
      });
    } catch (error) {
      await auditRepository.record(ctx.db, { actorId: actor.user.id, action: 'auth.reauth_failed', targetType: 'user', targetId: actor.user.id, ip: meta.ip, data: { method: input.method } });
      throw error;
    }
  }
  await ctx.db.transaction(async (tx) => {
    await tokensRepository.markAuthenticated(tx, actor.session.id);
    await auditRepository.record(tx, { actorId: actor.user.id, action: 'auth.reauthenticated', targetType: 'user', targetId: actor.user.id, ip: meta.ip, data: { method: input.method } });
  });
}
