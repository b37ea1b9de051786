import { enteredPassword, ZRecoveryCode, ZTotpCode, type MfaMethod } from '@portal/contract';
import { z } from 'zod';

/** Ways to confirm it is you: a second factor, or (when already signed in) the password again. */
export type ProofMethod = 'password' | MfaMethod;

/** A proof as POST /login/mfa and POST /account/reauth take it (the challenge aside). */
export type CodeProof =
  | { method: 'password'; password: string }
  | { method: 'totp' | 'recovery_code'; code: string };

/** Apps show codes as "123 456" and people copy them so: spaces are dropped before the check. */
export const ZAuthenticatorCodeForm = z.object({
  code: z.string().transform((value) => value.replace(/\s+/g, '')).pipe(ZTotpCode),
});

/** Recovery codes are printed in capitals (ABCDE-12345); any case and stray spaces are accepted. */
export const ZRecoveryCodeForm = z.object({
  code: z.string().transform((value) => value.replace(/\s+/g, '').toUpperCase()).pipe(ZRecoveryCode),
});

export const ZPasswordForm = z.object({ password: enteredPassword('validation.password_required') });

/** The method to offer first: the app's code, else a passkey (offered at once), else a recovery code. */
export function firstFactor(methods: readonly MfaMethod[]): MfaMethod {
  if (methods.includes('totp')) return 'totp';
  if (methods.includes('passkey')) return 'passkey';
  return 'recovery_code';
}
