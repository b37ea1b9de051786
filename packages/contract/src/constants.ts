export const APP_TITLE = 'Compliance Portal | Portal';
export const THEME_COLOR = '#008737';

export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Query parameter and request header that carry the chosen language. */
export const LANGUAGE_PARAM = 'ebdlang';

export function pickLanguage(value: unknown): Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
    ? (value as Language)
    : DEFAULT_LANGUAGE;
}

export const AUTH_SCOPE_KEY = 'scope';
export const TOKEN_STORAGE_KEY = 'access_token';
export const LANGUAGE_STORAGE_KEY = 'ebdlang';

/**
 * Password length rules (NIST SP 800-63B): at least 8 characters for everyone, at least 12 for staff
 * (anyone who holds a permission), and a generous maximum so passphrases fit. Lengths are counted in
 * Unicode code points of the NFKC form (see passwordLength), never truncated, with no rules about
 * which kinds of character to use.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_STAFF_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;
export const OTP_LENGTH = 6;

export const UPLOAD_MAX_FILES = 5;
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/**
 * Largest image, in megapixels (width x height / 1,000,000), the server decodes: above a 50 MP phone camera,
 * and far below what a small file can claim (a 100,000 x 100,000 PNG of a few KB would need 30 GB to decode).
 */
export const UPLOAD_MAX_MEGAPIXELS = 50;

export const TIMINGS = {
  minFetchDisplayDelayMs: 200,
  loadingBarThrottleMs: 200,
  loadingBarDurationMs: 5000,
  linkPrefetchIdleMs: 2000,
  chunkReloadGuardMs: 60_000,
} as const;

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD hh:mm:ss A';
export const DEFAULT_DISPLAY_TIME_ZONE = 'Asia/Dhaka';

export const PAGINATION = {
  defaultPerPage: 20,
  maxPerPage: 100,
  /** Below this many pages every page number is shown. */
  fullListBelowPages: 5,
  windowSize: 5,
  jumpStep: 5,
} as const;

/**
 * What a session may do. `mfa_enrolment`: the password was right, but the account's role requires a
 * second factor it does not have yet, so the session may only enrol one (and sign out). `media`: opened
 * from a legacy media-manager link's single-use ticket, it may only use the media library (and /me, sign out).
 */
export const SESSION_SCOPES = ['full', 'mfa_enrolment', 'media'] as const;
export type SessionScope = (typeof SESSION_SCOPES)[number];

/**
 * Countries the portal can call home (HOME_COUNTRY): a 'local' address takes that country's form, the
 * geo tree's levels one to three are its areas. The United Kingdom unless configured otherwise. (Here rather than
 * with the address schemas, so the web app's first pages read it without building those schemas.)
 */
export const HOME_COUNTRIES = ['GB', 'BD'] as const;
export type THomeCountry = (typeof HOME_COUNTRIES)[number];
export const DEFAULT_HOME_COUNTRY: THomeCountry = 'GB';

export function isHomeCountry(value: unknown): value is THomeCountry {
  return typeof value === 'string' && (HOME_COUNTRIES as readonly string[]).includes(value);
}
