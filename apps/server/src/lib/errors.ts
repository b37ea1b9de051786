import { AUTH_ERROR_CODES } from '@portal/contract';

/** A message key from the contract's catalogue plus its interpolation values. */
export interface LocalisedMessage {
  key: string;
  params?: Record<string, string | number>;
}

/** An error the API answers with on purpose; the error handler translates and shapes it. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    readonly fieldErrors: Record<string, LocalisedMessage[]> = {},
    readonly headers: Record<string, string> = {},
    /** A machine-readable reason the client acts on (AUTH_ERROR_CODES in the contract). */
    readonly code?: string,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const badRequest = (key = 'errors.bad_request') => new AppError(400, key);
export const unauthenticated = () => new AppError(401, 'errors.unauthenticated');
export const forbidden = (key = 'errors.forbidden') => new AppError(403, key);
export const notFound = () => new AppError(404, 'errors.not_found');
export const reauthRequired = () => new AppError(403, 'security.reauth_required', {}, {}, {}, AUTH_ERROR_CODES.reauthRequired);
export const mfaEnrolmentRequired = () =>
  new AppError(403, 'security.mfa_enrolment_required', {}, {}, {}, AUTH_ERROR_CODES.mfaEnrolmentRequired);

/** 422 with one message per field, e.g. invalid({ code: 'errors.verification_failed' }). */
export function invalid(fields: Record<string, string>, key = 'errors.validation'): AppError {
  const fieldErrors = Object.fromEntries(Object.entries(fields).map(([field, k]) => [field, [{ key: k }]]));
  return new AppError(422, key, {}, fieldErrors);
}

export function tooManyRequests(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(429, 'errors.too_many_requests', { seconds }, {}, { 'retry-after': String(seconds) });
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
