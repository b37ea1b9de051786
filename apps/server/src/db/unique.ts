import { databaseError } from '../lib/errors.js';

/** SQLSTATE unique_violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * The unique index or constraint `error` says a write broke, or undefined when it is no unique violation.
 * PGlite and node-postgres both put `code` and `constraint` on their error; drizzle wraps it in a `cause`.
 */
export function violatedUnique(error: unknown): string | undefined {
  const { code, constraint } = databaseError(error);
  return code === UNIQUE_VIOLATION ? (constraint ?? '') : undefined;
}

/**
 * Runs a write and, when one of the unique indexes named in `errors` stops it, throws that index's domain
 * error instead: two requests that both passed a "taken?" check get the same answer as the second would
 * have alone. Any other failure passes through unchanged. Inside a transaction the error still ends it.
 */
export async function uniqueOr<T>(write: () => PromiseLike<T>, errors: Readonly<Record<string, () => Error>>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = violatedUnique(error);
    const domainError = constraint === undefined ? undefined : errors[constraint];
    throw domainError ? domainError() : error;
  }
}
