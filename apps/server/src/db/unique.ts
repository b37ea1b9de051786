import { violatedConstraint, violationOr, type ViolationErrors } from './violation.js';

/** SQLSTATE unique_violation. */
const UNIQUE_VIOLATION = ['23505'];

/** The unique index or constraint `error` says a write broke, or undefined when it is no unique violation. */
export function violatedUnique(error: unknown): string | undefined {
  return violatedConstraint(error, UNIQUE_VIOLATION);
}

/**
 * Runs a write and, when one of the unique indexes named in `errors` stops it, throws that index's domain
 * error instead: two requests that both passed a "taken?" check get the same answer as the second would
 * have alone. Any other failure passes through unchanged. Inside a transaction the error still ends it.
 */
export function uniqueOr<T>(write: () => PromiseLike<T>, errors: ViolationErrors): Promise<T> {
  return violationOr(UNIQUE_VIOLATION, write, errors);
}
