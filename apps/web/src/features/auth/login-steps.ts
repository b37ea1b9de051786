import type { MfaMethod, TMfaChallengeResponse } from '@portal/contract';
import { firstFactor } from '@/components/second-factor/proof-schemas';

/**
 * Signing in: the password, then (for an account with a second factor) one proof of it against the
 * challenge the password step answered with. The challenge runs out after a few minutes or tries; then
 * the person starts again from the password, told why.
 */
export type LoginStep =
  | { step: 'password'; notice: string | null }
  | {
      step: 'second_factor';
      challenge: string;
      methods: MfaMethod[];
      passkeyOptions: Record<string, unknown> | null;
      method: MfaMethod;
      /** The account has only passkeys: the browser's passkey dialog opens at once. */
      autoPasskey: boolean;
      /** When the challenge runs out (ms since the epoch). */
      expiresAt: number;
    };

export type LoginEvent =
  | { type: 'challenged'; answer: TMfaChallengeResponse; now: number }
  | { type: 'use_method'; method: MfaMethod }
  | { type: 'expired'; message: string }
  | { type: 'start_over' };

export const initialLoginStep: LoginStep = { step: 'password', notice: null };

export function loginStepReducer(state: LoginStep, event: LoginEvent): LoginStep {
  switch (event.type) {
    case 'challenged': {
      const { answer } = event;
      const method = firstFactor(answer.methods);
      return {
        step: 'second_factor',
        challenge: answer.challenge,
        methods: answer.methods,
        passkeyOptions: answer.passkey_options,
        method,
        autoPasskey: method === 'passkey',
        expiresAt: event.now + answer.expires_in * 1000,
      };
    }
    case 'use_method':
      if (state.step !== 'second_factor' || !state.methods.includes(event.method)) return state;
      return { ...state, method: event.method, autoPasskey: false };
    case 'expired':
      return { step: 'password', notice: event.message };
    case 'start_over':
      return initialLoginStep;
  }
}
