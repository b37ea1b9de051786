import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { ZPasskeyAssertion, ZPasskeyAttestation } from '@portal/contract';
import type { z } from 'zod';
import i18n from '@/i18n';

/** What the API takes as a passkey proof and a new passkey (the browser's answers as plain JSON). */
export type PasskeyAssertion = z.input<typeof ZPasskeyAssertion>;
export type PasskeyAttestation = z.input<typeof ZPasskeyAttestation>;

/** Why a passkey ceremony ended without a credential, in words a person can act on. */
export class PasskeyError extends Error {
  constructor(
    readonly reason: 'cancelled' | 'already_registered' | 'unsupported' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'PasskeyError';
  }
}

export function passkeysSupported(): boolean {
  return browserSupportsWebAuthn();
}

function reasonOf(error: unknown): PasskeyError['reason'] {
  const code = error instanceof WebAuthnError ? error.code : undefined;
  const name = error instanceof Error ? ((error.cause as Error | undefined)?.name ?? error.name) : undefined;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return 'already_registered';
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  if (name === 'NotSupportedError' || (error instanceof Error && /WebAuthn is not supported/i.test(error.message))) return 'unsupported';
  return 'failed';
}

function passkeyError(error: unknown): PasskeyError {
  const reason = reasonOf(error);
  return new PasskeyError(reason, i18n.t(`passkey.errors.${reason}`));
}

/** Signs the server's challenge with one of the account's passkeys: the `credential` of a passkey proof. */
export async function signWithPasskey(options: Record<string, unknown>): Promise<PasskeyAssertion> {
  let credential: AuthenticationResponseJSON;
  try {
    credential = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
  } catch (error) {
    throw passkeyError(error);
  }
  return { ...credential, clientExtensionResults: { ...credential.clientExtensionResults } };
}

/** Makes a new passkey on this device (or in the person's password manager) from the server's options. */
export async function createPasskey(options: Record<string, unknown>): Promise<PasskeyAttestation> {
  let credential: RegistrationResponseJSON;
  try {
    credential = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  } catch (error) {
    throw passkeyError(error);
  }
  return { ...credential, clientExtensionResults: { ...credential.clientExtensionResults } };
}

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
];
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(A|iOS)?\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/(Firefox|FxiOS)\//, 'Firefox'],
  [/OPR\//, 'Opera'],
  [/(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const firstMatch = (list: ReadonlyArray<[RegExp, string]>, userAgent: string) => list.find(([pattern]) => pattern.test(userAgent))?.[1];

/** A name for a new passkey that says where it lives, e.g. "Chrome on Android"; the person can change it. */
export function suggestPasskeyName(userAgent: string = navigator.userAgent): string {
  const system = firstMatch(SYSTEMS, userAgent);
  const browser = firstMatch(BROWSERS, userAgent);
  if (system && browser) return i18n.t('passkey.name_browser_on_system', { browser, system });
  return system ?? browser ?? i18n.t('passkey.name_default');
}
