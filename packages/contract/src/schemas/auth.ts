import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_STAFF_MIN_LENGTH, SESSION_SCOPES } from '../constants.js';
import { requiredText } from './common.js';

const EMAIL_MAX = 254;
/** Digits with an optional leading +, spaces, dashes and brackets allowed while typing. */
const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,22}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalisePhone(phone: string): string {
  const trimmed = phone.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

export const ZEmail = z
  .string({ error: 'validation.email_required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.email_required', abort: true })
  .max(EMAIL_MAX, { error: 'validation.too_long', abort: true })
  .regex(EMAIL_PATTERN, { error: 'validation.email_invalid' });

export const ZPhone = z
  .string({ error: 'validation.phone_required' })
  .trim()
  .min(1, { error: 'validation.phone_required', abort: true })
  .regex(PHONE_PATTERN, { error: 'validation.phone_invalid' })
  .transform(normalisePhone);

/** Phone that may be left empty: an empty string counts as not given. */
export const ZOptionalPhone = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  ZPhone.optional(),
);

/**
 * A password's length as the rules count it: Unicode code points of its NFKC form (the form that is
 * hashed), so a Bengali or emoji character counts once however JavaScript stores it.
 */
export function passwordLength(password: string): number {
  return [...password.normalize('NFKC')].length;
}

const notTooLong = (value: string) => passwordLength(value) <= PASSWORD_MAX_LENGTH;
const longEnough = (value: string) => passwordLength(value) >= PASSWORD_MIN_LENGTH;

/** A password being chosen. Staff accounts need more (checked on the server, which knows who is staff). */
export const ZPassword = z
  .string({ error: 'validation.password_required' })
  .min(1, { error: 'validation.password_required', abort: true })
  .refine(longEnough, { error: 'validation.password_min_8', abort: true })
  .refine(notTooLong, { error: 'validation.password_too_long' })
  .describe(
    `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters (Unicode code points), ${PASSWORD_STAFF_MIN_LENGTH} or more for staff; ` +
      'not a common password, nor the account name or email address. Any characters; nothing is trimmed or truncated.',
  );

export const ZPasswordConfirmation = z
  .string({ error: 'validation.confirm_password_required' })
  .min(1, { error: 'validation.confirm_password_required', abort: true })
  .refine(longEnough, { error: 'validation.password_min_8', abort: true })
  .refine(notTooLong, { error: 'validation.password_too_long' });

/** A password being typed to prove who one is (sign-in, old password): any length up to the maximum. */
export function enteredPassword(requiredKey: 'validation.password_required' | 'validation.old_password_required' | 'security.current_password_required') {
  return z
    .string({ error: requiredKey })
    .min(1, { error: requiredKey, abort: true })
    .refine(notTooLong, { error: 'validation.password_too_long' });
}

/** An email address or a phone number: what the login and reset forms accept. */
export const ZLogin = z
  .string({ error: 'validation.login_invalid' })
  .trim()
  .min(1, { error: 'validation.login_invalid', abort: true })
  .max(EMAIL_MAX, { error: 'validation.too_long', abort: true })
  .refine((value) => EMAIL_PATTERN.test(value) || PHONE_PATTERN.test(value), { error: 'validation.login_invalid' })
  .transform((value) => (value.includes('@') ? value.toLowerCase() : normalisePhone(value)));

/** Exactly six ASCII digits as sent: no spaces around them, no other digits (the code is compared as written). */
export const ZOtpCode = z
  .string({ error: 'validation.otp_required' })
  .min(1, { error: 'validation.otp_required', abort: true })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: 'validation.otp_invalid' });

export const OTP_CHANNELS = ['email', 'phone'] as const;
export const ZOtpChannel = z.enum(OTP_CHANNELS, { error: 'validation.channel_invalid' });
export type TOtpChannel = z.infer<typeof ZOtpChannel>;

function passwordsMatch(data: { password: string; password_confirmation: string }, ctx: z.RefinementCtx) {
  if (data.password !== data.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'validation.password_not_matched' });
  }
}

export const ZRegisterRequest = z
  .object({
    name: requiredText('validation.name_required', 100),
    email: ZEmail,
    phone: ZOptionalPhone,
    password: ZPassword,
    password_confirmation: ZPasswordConfirmation,
    terms: z.literal(true, { error: 'validation.terms_required' }),
  })
  .superRefine(passwordsMatch);
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZLoginRequest = z.object({
  login: ZLogin,
  password: enteredPassword('validation.password_required'),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZOtpSendRequest = z.object({ channel: ZOtpChannel });
export const ZOtpVerifyRequest = z.object({ channel: ZOtpChannel, code: ZOtpCode });
export type TOtpVerifyRequest = z.input<typeof ZOtpVerifyRequest>;

export const ZForgotPasswordRequest = z.object({ login: ZLogin });
export type TForgotPasswordRequest = z.input<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z
  .object({
    login: ZLogin,
    code: ZOtpCode,
    password: ZPassword,
    password_confirmation: ZPasswordConfirmation,
  })
  .superRefine(passwordsMatch);
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

export const ZUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  phone_verified_at: z.string().nullable(),
  created_at: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZAuthResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  /** 'mfa_enrolment': the session may only enrol a second factor, which the account's role requires; 'media': only the media library. */
  scope: z.enum(SESSION_SCOPES),
  user: ZUser,
});
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

export const ZMeResponse = z.object({
  user: ZUser,
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  scope: z.enum(SESSION_SCOPES),
  mfa: z.object({ required: z.boolean(), enrolled: z.boolean() }),
});
export type TMeResponse = z.infer<typeof ZMeResponse>;
