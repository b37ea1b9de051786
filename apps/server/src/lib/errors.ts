import { AUTH_ERROR_CODES, ERROR_STATUS, type ErrorKind } from '@portal/contract';

/** A message key from the contract's catalogue plus its interpolation values. */
export interface LocalisedMessage {
  key: string;
  params?: Record<string, string | number>;
}

/** What an AppError carries besides its kind and message. */
export interface AppErrorDetails {
  /** The message's interpolation values. */
  params?: Record<string, string | number>;
  /** Messages under the fields they are about, for a form to show beside each field. */
  fieldErrors?: Record<string, LocalisedMessage[]>;
  headers?: Record<string, string>;
  /** A machine-readable reason the client acts on (AUTH_ERROR_CODES in the contract). */
  code?: string;
}

/**
 * An error the API answers with on purpose; the error handler translates and shapes it. It is thrown with a kind
 * (the contract's ERROR_STATUS), which alone decides the HTTP status.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly params: Record<string, string | number>;
  readonly fieldErrors: Record<string, LocalisedMessage[]>;
  readonly headers: Record<string, string>;
  readonly code?: string;

  constructor(
    readonly kind: ErrorKind,
    readonly messageKey: string,
    { params = {}, fieldErrors = {}, headers = {}, code }: AppErrorDetails = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[kind];
    this.params = params;
    this.fieldErrors = fieldErrors;
    this.headers = headers;
    this.code = code;
  }

  /**
   * Set when this answer refuses access to something that exists (a 404 that hides a record from someone
   * who may not see it): the refusal is then audited like a 403. 401 and 403 answers are audited anyway.
   */
  refusal?: string;

  /** The account refused when it is known but not signed in (a banned user's token): recorded as the actor. */
  refusedUserId?: string;
}

export const badRequest = (key = 'errors.bad_request') => new AppError('bad_request', key);
export const unauthenticated = () => new AppError('unauthenticated', 'errors.unauthenticated');
export const forbidden = (key = 'errors.forbidden') => new AppError('forbidden', key);
export const notFound = () => new AppError('not_found', 'errors.not_found');
export const conflict = (key: string, params: Record<string, string | number> = {}) => new AppError('conflict', key, { params });
export const reauthRequired = () => new AppError('forbidden', 'security.reauth_required', { code: AUTH_ERROR_CODES.reauthRequired });
export const mfaEnrolmentRequired = () =>
  new AppError('forbidden', 'security.mfa_enrolment_required', { code: AUTH_ERROR_CODES.mfaEnrolmentRequired });
/** 404 to someone who may not know the record exists; audited as an access refusal with `reason`. */
export function hiddenNotFound(reason: string): AppError {
  const error = notFound();
  error.refusal = reason;
  return error;
}

/** 422 with one message per field, e.g. invalid({ code: 'errors.verification_failed' }). */
export function invalid(fields: Record<string, string>, key = 'errors.validation'): AppError {
  const fieldErrors = Object.fromEntries(Object.entries(fields).map(([field, k]) => [field, [{ key: k }]]));
  return new AppError('invalid', key, { fieldErrors });
}

/** 422 with one message under one field, its values interpolated, e.g. 'There is no role called {{name}}'. */
export function invalidField(field: string, key: string, params: Record<string, string | number> = {}): AppError {
  return new AppError('invalid', 'errors.validation', { fieldErrors: { [field]: [{ key, params }] } });
}

/** 422 on `slug`: another news item, page, category or tag has the slug. */
export const slugInUse = () => invalid({ slug: 'content.slug_unique' });

/** 409: news items or pages (by title; none named when only a foreign key knows) use the image. */
export const mediaInUse = (places: ReadonlyArray<{ title: string }>) =>
  new AppError('conflict', 'content.media_in_use', { params: { places: places.map((place) => `“${place.title}”`).join(', ') || '—' } });

/** 422: another account has the email address or phone number; on `field` (the address's kind unless named). */
export class AddressTakenError extends AppError {
  constructor(contactKind: 'email' | 'phone', field: string = contactKind) {
    super('invalid', 'errors.validation', {
      fieldErrors: { [field]: [{ key: contactKind === 'email' ? 'errors.email_taken' : 'errors.phone_taken' }] },
    });
  }
}

export function tooManyRequests(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError('too_many_requests', 'errors.too_many_requests', { params: { seconds }, headers: { 'retry-after': String(seconds) } });
}

/**
 * The driver's error code (SQLSTATE such as '23505', or a network code such as 'ECONNREFUSED') and the
 * violated constraint. drizzle wraps driver errors in DrizzleQueryError, so both may sit on a `cause`.
 */
export function databaseError(error: unknown): { code?: string; constraint?: string } {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof code === 'string') return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    current = cause;
  }
  return {};
}

/** SQLSTATEs and socket errors that mean the database cannot be reached or dropped the connection. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '53300', // too_many_connections
]);
/** node-postgres's own errors for a connection that died under a query (they carry no code). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];

/**
 * Whether `error` means the database is unreachable (down, restarting, failing over, network) rather than
 * that a statement was wrong: such requests answer 503 and may be retried. SQLSTATE class 08 is
 * connection_exception. Looks through drizzle's wrapping (`cause`).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.startsWith(text))) return true;
    current = cause;
  }
  return false;
}
