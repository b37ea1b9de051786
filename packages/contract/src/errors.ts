/**
 * Why the API refuses a request, and the one HTTP status each reason is answered with. The server's services
 * throw a kind, never a status number; this table is the only place the two meet.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  unsupported_type: 415,
  invalid: 422,
  too_many_requests: 429,
  upstream_failed: 502,
  unavailable: 503,
} as const;

export type ErrorKind = keyof typeof ERROR_STATUS;
