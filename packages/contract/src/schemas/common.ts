import { z } from 'zod';
import { PAGINATION } from '../constants.js';

/** A message key from the contract catalogue, e.g. 'validation.email_required'. */
export type MessageKey = `${string}.${string}`;

/** A required, trimmed text field whose every failure maps to one message key. */
export function requiredText(requiredKey: MessageKey, max = 255) {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .max(max, { error: 'validation.too_long', abort: true });
}

/** How a whole number is written in a query string or a path: plain decimal digits (at most 15, so it is exact). */
const DECIMAL_DIGITS = /^\d{1,15}$/;

/**
 * A whole number read from a query string or a path, where values arrive as text: only plain decimal digits
 * become a number, so '0x10', '1e1', '2.0', '+2', ' 2', '' and a repeated parameter are refused by `schema`
 * (which should be a z.number with its own message) instead of being read as 16, 10 or 2. A number given
 * as a number (a client building the query) is checked by `schema` as it is.
 */
export function queryInteger<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' && DECIMAL_DIGITS.test(value) ? Number(value) : value), schema);
}

export const ZPaginationQuery = z.object({
  page: queryInteger(
    z.number({ error: 'validation.page_invalid' }).int({ error: 'validation.page_invalid' }).min(1, { error: 'validation.page_invalid' }).default(1),
  ),
  per_page: queryInteger(
    z
      .number({ error: 'validation.per_page_invalid' })
      .int({ error: 'validation.per_page_invalid' })
      .min(1, { error: 'validation.per_page_invalid' })
      .max(PAGINATION.maxPerPage, { error: 'validation.per_page_invalid' })
      .default(PAGINATION.defaultPerPage),
  ),
});
export type TPaginationQuery = z.infer<typeof ZPaginationQuery>;

export const ZListMeta = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
});
export type TListMeta = z.infer<typeof ZListMeta>;

export function buildListMeta(page: number, perPage: number, total: number): TListMeta {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const first = (page - 1) * perPage + 1;
  const empty = first > total;
  return {
    current_page: page,
    last_page: lastPage,
    per_page: perPage,
    total,
    from: empty ? null : first,
    to: empty ? null : Math.min(page * perPage, total),
  };
}

export const ZApiError = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** A machine-readable reason the client acts on, e.g. 'reauth_required' (see AUTH_ERROR_CODES). */
  code: z.string().optional(),
  /** The request's correlation id (also the X-Request-Id header and `reqId` in the server's log). */
  request_id: z.string().optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

export const ZMessageResponse = z.object({ message: z.string() });
