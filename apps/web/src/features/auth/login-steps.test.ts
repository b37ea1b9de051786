import type { TMfaChallengeResponse } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { initialLoginStep, loginStepReducer, type LoginStep } from './login-steps';

const challenge = (methods: TMfaChallengeResponse['methods'], passkeyOptions: Record<string, unknown> | null = null): TMfaChallengeResponse => ({
  mfa_required: true,
  challenge: 'c-1',
  expires_in: 300,
  methods,
  passkey_options: passkeyOptions,
});

const challenged = (answer: TMfaChallengeResponse) => loginStepReducer(initialLoginStep, { type: 'challenged', answer, now: 1_000 });

describe('sign-in steps', () => {
  it('starts at the password', () => {
    expect(initialLoginStep).toEqual({ step: 'password', notice: null });
  });

  it('asks for the authenticator code first when the account has an app, keeping the challenge and its deadline', () => {
    const state = challenged(challenge(['totp', 'passkey', 'recovery_code'], { challenge: 'x' }));
    expect(state).toEqual({
      step: 'second_factor',
      challenge: 'c-1',
      methods: ['totp', 'passkey', 'recovery_code'],
      passkeyOptions: { challenge: 'x' },
      method: 'totp',
      autoPasskey: false,
      expiresAt: 301_000,
    });
  });

  it('offers the passkey at once when the account has only passkeys', () => {
    const state = challenged(challenge(['passkey', 'recovery_code'], { challenge: 'x' }));
    expect(state).toMatchObject({ method: 'passkey', autoPasskey: true });
  });

  it('falls back to a recovery code when nothing else is left', () => {
    expect(challenged(challenge(['recovery_code']))).toMatchObject({ method: 'recovery_code', autoPasskey: false });
  });

  it('switches between the methods the account has, and ignores others', () => {
    const state = challenged(challenge(['passkey', 'recovery_code'], {}));
    const recovery = loginStepReducer(state, { type: 'use_method', method: 'recovery_code' });
    expect(recovery).toMatchObject({ method: 'recovery_code', autoPasskey: false, challenge: 'c-1' });
    // Back to the passkey by choice: the screen opens the dialog from the click, not by itself.
    expect(loginStepReducer(recovery, { type: 'use_method', method: 'passkey' })).toMatchObject({ method: 'passkey', autoPasskey: false });
    expect(loginStepReducer(recovery, { type: 'use_method', method: 'totp' })).toBe(recovery);
    expect(loginStepReducer(initialLoginStep, { type: 'use_method', method: 'totp' })).toBe(initialLoginStep);
  });

  it('goes back to the password with the reason when the challenge runs out', () => {
    const state: LoginStep = challenged(challenge(['totp']));
    const message = 'This sign-in has expired. Please sign in again.';
    expect(loginStepReducer(state, { type: 'expired', message })).toEqual({ step: 'password', notice: message });
  });

  it('starts over without a notice, and a new password step replaces an old notice', () => {
    const state = challenged(challenge(['totp']));
    expect(loginStepReducer(state, { type: 'start_over' })).toEqual(initialLoginStep);
    const expired = loginStepReducer(state, { type: 'expired', message: 'gone' });
    expect(loginStepReducer(expired, { type: 'challenged', answer: challenge(['totp']), now: 0 })).toMatchObject({ step: 'second_factor' });
  });
});
