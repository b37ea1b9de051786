import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { MfaMethod, ZPasskeyAssertion } from '@portal/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { invalid } from '../../lib/errors.js';
import { acceptPasskeyAssertion } from './passkeys.js';
import { useRecoveryCode } from './recovery-codes.js';
import { acceptTotpCode } from './totp.js';

export type FactorProof =
  | { method: 'totp'; code: string }
  | { method: 'recovery_code'; code: string }
  | { method: 'passkey'; credential: AuthenticationResponseJSON };

/** A factor proof as the contract's schemas parse it (login challenge answers and re-authentication). */
export type ProofInput =
  | { method: 'totp' | 'recovery_code'; code: string }
  | { method: 'passkey'; credential: z.output<typeof ZPasskeyAssertion> };

export function toProof(input: ProofInput): FactorProof {
  // The contract's schema checked the shape; @simplewebauthn checks every byte of it.
  return input.method === 'passkey'
    ? { method: 'passkey', credential: input.credential as AuthenticationResponseJSON }
    : { method: input.method, code: input.code };
}

/**
 * Checks one proof of the user's second factor; each can be used once (a TOTP time step, a recovery
 * code, a passkey assertion over a single-use challenge). `webauthnChallenge`: what a passkey must have
 * signed, null when none was issued. Throws 422 on the proof's field when it does not hold.
 */
export async function assertFactorProof(
  ctx: AppContext,
  userId: string,
  proof: FactorProof,
  webauthnChallenge: string | null,
): Promise<MfaMethod> {
  switch (proof.method) {
    case 'totp':
      if (!(await acceptTotpCode(ctx, ctx.db, userId, proof.code, false))) throw invalid({ code: 'security.code_incorrect' });
      return 'totp';
    case 'recovery_code':
      if (!(await useRecoveryCode(ctx, ctx.db, userId, proof.code))) throw invalid({ code: 'security.code_incorrect' });
      return 'recovery_code';
    case 'passkey':
      if (!webauthnChallenge || !(await acceptPasskeyAssertion(ctx, ctx.db, userId, webauthnChallenge, proof.credential))) {
        throw invalid({ credential: 'security.passkey_failed' });
      }
      return 'passkey';
  }
}
