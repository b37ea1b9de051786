import type { TApiError } from '@portal/contract';

/** An error with an HTTP-like status; route errors and API failures both use it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A failed API call, carrying the server's already translated messages. */
export class ApiError extends HttpError {
  readonly errors: Record<string, string[]>;
  /** The server's machine-readable reason, e.g. 'reauth_required' (see AUTH_ERROR_CODES). */
  readonly code: string | undefined;

  constructor(body: TApiError) {
    super(body.statusCode, body.message);
    this.name = 'ApiError';
    this.errors = body.errors ?? {};
    this.code = body.code;
  }
}
