import type { TMfaStatus } from '@portal/contract';
import type { PasskeyRow, TotpRow } from './repository.js';

export function presentMfaStatus(required: boolean, totp: TotpRow | undefined, passkeys: readonly PasskeyRow[], recoveryCodesRemaining: number): TMfaStatus {
  const confirmedAt = totp?.confirmed_at ?? null;
  return {
    required,
    totp: { enabled: confirmedAt !== null, enabled_at: confirmedAt?.toISOString() ?? null },
    passkeys: passkeys.map((p) => ({
      id: p.id,
      name: p.name,
      created_at: p.created_at.toISOString(),
      last_used_at: p.last_used_at?.toISOString() ?? null,
      backed_up: p.backed_up,
    })),
    recovery_codes_remaining: recoveryCodesRemaining,
  };
}
