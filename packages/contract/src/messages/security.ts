/**
 * Messages of sign-in security: second factors, re-authentication, sessions and the notices they mail.
 * Kept apart from en.ts/bn.ts and mounted under `security`, e.g. 'security.reauth_required'.
 */
export const securityEn = {
  reauth_required: 'Confirm it is you: enter your password or a second-factor code again.',
  mfa_enrolment_required: 'Your role requires a second sign-in step. Set one up to continue.',
  challenge_invalid: 'This sign-in has expired. Please sign in again.',
  method_invalid: 'Choose how to confirm: password, authenticator code, passkey or recovery code',
  code_incorrect: 'This code is not correct, or it has already been used',
  recovery_code_required: 'Enter a recovery code',
  recovery_code_invalid: 'A recovery code looks like ABCDE-12345',
  passkey_failed: 'The passkey could not be checked. Please try again.',
  passkey_name_required: 'Give the passkey a name',
  passkey_limit: 'You can keep at most {{max}} passkeys',
  totp_not_started: 'Start setting up the authenticator app first',
  totp_already_enabled: 'An authenticator app is already set up. Remove it before setting up another.',
  totp_not_enabled: 'There is no authenticator app on this account',
  last_factor: 'Your role requires a second sign-in step, so the last one cannot be removed. Add another first.',
  no_factor: 'This account has no second sign-in step to reset',
  reset_own_factors: 'You cannot reset your own second sign-in step. Ask another administrator.',
  password_incorrect: 'The password is not correct',
  current_password_required: 'Enter your current password',
  mail: {
    throttled_subject: 'Sign-in to your Compliance Portal account was paused',
    throttled_body:
      'There were many attempts to sign in to your Compliance Portal account in a short time, so signing in with the password is paused for {{minutes}} minutes.\n\nIf this was you, wait and try again. If it was not you, someone may be guessing your password: choose a new one now at {{url}} (with "Forgot password"). A new password lets you sign in straight away.',
    phone_changed_subject: 'Your Compliance Portal phone number was changed',
    phone_changed_body:
      'The phone number of your Compliance Portal account was changed to one ending in {{ending}}. If this was not you, reset your password straight away at {{url}} and contact us.',
    phone_changed_sms: 'Compliance Portal: this number was removed from your account. If this was not you, reset your password and contact us.',
    factor_added_subject: 'A sign-in step was added to your Compliance Portal account',
    factor_added_body: '{{factor}} was added to your Compliance Portal account as a second sign-in step. If this was not you, reset your password straight away at {{url}} and contact us.',
    factor_removed_subject: 'A sign-in step was removed from your Compliance Portal account',
    factor_removed_body: '{{factor}} was removed from your Compliance Portal account. If this was not you, reset your password straight away at {{url}} and contact us.',
    factors_reset_subject: 'Your Compliance Portal sign-in steps were reset',
    factors_reset_body:
      'An administrator reset the second sign-in steps of your Compliance Portal account, and every device was signed out. The next time you sign in you will be asked to set one up again. If you did not ask for this, contact us.',
    recovery_codes_subject: 'New recovery codes for your Compliance Portal account',
    recovery_codes_body: 'New recovery codes were made for your Compliance Portal account; the old ones no longer work. If this was not you, reset your password straight away at {{url}} and contact us.',
    factor_totp: 'An authenticator app',
    factor_passkey: 'A passkey ({{name}})',
  },
} as const;

// Bengali is in a module of its own, so a client showing English does not load it (messages/catalogue-bn.ts).
export { securityBn } from './security-bn.js';
