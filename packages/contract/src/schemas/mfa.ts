import { z } from 'zod';
import { requiredText } from './common.js';
import { enteredPassword, ZAuthResponse } from './auth.js';

/** Ways to prove the second factor: an authenticator app's code, a passkey, or one of the printed recovery codes. */
export const MFA_METHODS = ['totp', 'passkey', 'recovery_code'] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];


/** Sensitive changes need the password or a factor proven within this many seconds. */
export const REAUTH_WINDOW_SECONDS = 5 * 60;
/** How long the challenge a sign-in answers with stays usable. */
export const MFA_CHALLENGE_SECONDS = 5 * 60;
export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes are shown as two groups of five: XXXXX-XXXXX (letters and digits, no look-alikes). */
export const RECOVERY_CODE_PATTERN = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;
export const PASSKEY_NAME_MAX = 60;
export const PASSKEYS_MAX = 10;

/** Error codes the web app acts on (beside the translated message). */
export const AUTH_ERROR_CODES = {
  reauthRequired: 'reauth_required',
  mfaEnrolmentRequired: 'mfa_enrolment_required',
} as const;

export const ZTotpCode = z
  .string({ error: 'validation.otp_required' })
  .min(1, { error: 'validation.otp_required', abort: true })
  .regex(/^\d{6}$/, { error: 'validation.otp_invalid' });

export const ZRecoveryCode = z
  .string({ error: 'security.recovery_code_required' })
  .min(1, { error: 'security.recovery_code_required', abort: true })
  .regex(RECOVERY_CODE_PATTERN, { error: 'security.recovery_code_invalid' });

const ZBase64Url = z.string().min(1).max(4096).regex(/^[A-Za-z0-9_-]+$/);

/** A browser's answer to navigator.credentials.get(), as @simplewebauthn/browser returns it. */
export const ZPasskeyAssertion = z.object({
  id: ZBase64Url,
  rawId: ZBase64Url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: ZBase64Url,
    authenticatorData: ZBase64Url,
    signature: ZBase64Url,
    userHandle: ZBase64Url.optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

/** A browser's answer to navigator.credentials.create(), as @simplewebauthn/browser returns it. */
export const ZPasskeyAttestation = z.object({
  id: ZBase64Url,
  rawId: ZBase64Url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: ZBase64Url,
    attestationObject: ZBase64Url.max(16384),
    authenticatorData: ZBase64Url.max(16384).optional(),
    transports: z.array(z.string().max(20)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: ZBase64Url.optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

const ZTotpProof = z.strictObject({ method: z.literal('totp'), code: ZTotpCode });
const ZRecoveryProof = z.strictObject({ method: z.literal('recovery_code'), code: ZRecoveryCode });
const ZPasskeyProof = z.strictObject({ method: z.literal('passkey'), credential: ZPasskeyAssertion });
const ZPasswordProof = z.strictObject({ method: z.literal('password'), password: enteredPassword('validation.password_required') });

const ZChallenge = z.string({ error: 'security.challenge_invalid' }).min(1, { error: 'security.challenge_invalid' }).max(100);

/** POST /login/mfa: the challenge a sign-in answered with, and one proof of the second factor. */
export const ZLoginMfaRequest = z.discriminatedUnion(
  'method',
  [ZTotpProof.extend({ challenge: ZChallenge }), ZRecoveryProof.extend({ challenge: ZChallenge }), ZPasskeyProof.extend({ challenge: ZChallenge })],
  { error: 'security.method_invalid' },
);
export type TLoginMfaRequest = z.input<typeof ZLoginMfaRequest>;

/** POST /account/reauth: the password again, or a second factor. */
export const ZReauthRequest = z.discriminatedUnion('method', [ZPasswordProof, ZTotpProof, ZRecoveryProof, ZPasskeyProof], {
  error: 'security.method_invalid',
});
export type TReauthRequest = z.input<typeof ZReauthRequest>;

/** WebAuthn options for the browser (PublicKeyCredentialRequestOptionsJSON / CreationOptionsJSON), passed through untouched. */
export const ZPasskeyOptions = z.record(z.string(), z.unknown());

/** What POST /login answers when the password was right and the account has a second factor. */
export const ZMfaChallengeResponse = z.object({
  mfa_required: z.literal(true),
  challenge: z.string(),
  expires_in: z.number().int(),
  methods: z.array(z.enum(MFA_METHODS)),
  /** Present when the account has passkeys: hand to startAuthentication(). */
  passkey_options: ZPasskeyOptions.nullable(),
});
export type TMfaChallengeResponse = z.infer<typeof ZMfaChallengeResponse>;

/** POST /login: signed in, or asked for the second factor (then POST /login/mfa). */
export const ZLoginResponse = z.union([ZAuthResponse, ZMfaChallengeResponse]);
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZPasskey = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** Synced by its provider (iCloud Keychain, Google Password Manager...) rather than bound to one device. */
  backed_up: z.boolean(),
});
export type TPasskey = z.infer<typeof ZPasskey>;

/** GET /account/mfa: the signed-in user's second factors. */
export const ZMfaStatus = z.object({
  /** One of the user's roles requires a second factor. */
  required: z.boolean(),
  totp: z.object({ enabled: z.boolean(), enabled_at: z.string().nullable() }),
  passkeys: z.array(ZPasskey),
  recovery_codes_remaining: z.number().int(),
});
export type TMfaStatus = z.infer<typeof ZMfaStatus>;

export const ZTotpSetupResponse = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as a QR code: an SVG data URL. */
  qr_code: z.string(),
});
export type TTotpSetupResponse = z.infer<typeof ZTotpSetupResponse>;

export const ZTotpConfirmRequest = z.strictObject({ code: ZTotpCode });
export type TTotpConfirmRequest = z.input<typeof ZTotpConfirmRequest>;

export const ZPasskeyRegisterRequest = z.strictObject({
  name: requiredText('security.passkey_name_required', PASSKEY_NAME_MAX),
  credential: ZPasskeyAttestation,
});
export type TPasskeyRegisterRequest = z.input<typeof ZPasskeyRegisterRequest>;

/** A factor was added: the new state, and the recovery codes when this was the first factor (shown once). */
export const ZFactorAddedResponse = z.object({
  status: ZMfaStatus,
  recovery_codes: z.array(z.string()).nullable(),
});
export type TFactorAddedResponse = z.infer<typeof ZFactorAddedResponse>;

export const ZRecoveryCodesResponse = z.object({ recovery_codes: z.array(z.string()) });
export type TRecoveryCodesResponse = z.infer<typeof ZRecoveryCodesResponse>;

/** POST /account/reauth/options: what the user can re-authenticate with, and passkey options when they have passkeys. */
export const ZReauthOptionsResponse = z.object({
  methods: z.array(z.enum(['password', ...MFA_METHODS])),
  passkey_options: ZPasskeyOptions.nullable(),
});
export type TReauthOptionsResponse = z.infer<typeof ZReauthOptionsResponse>;
