import { violatedConstraint, violationOr, type ViolationErrors } from './violation.js';

/**
 * SQLSTATEs foreign_key_violation and restrict_violation: PostgreSQL (15 and later, PGlite too) reports a
 * delete refused by an ON DELETE RESTRICT key as the second, a missing referenced row as the first.
 */
const FOREIGN_KEY_VIOLATION = ['23503', '23001'];

/** The foreign key `error` says a write broke, or undefined when it is no foreign key violation. */
export function violatedForeignKey(error: unknown): string | undefined {
  return violatedConstraint(error, FOREIGN_KEY_VIOLATION);
}

/**
 * Runs a write and, when one of the foreign keys named in `errors` stops it, throws that key's domain error
 * instead: a record deleted between a service's "exists?" check and its write (or one that came to point at
 * a row being deleted) gets the same answer as the check would have given. Any other failure passes through
 * unchanged. Inside a transaction the error still ends it.
 */
export function foreignKeyOr<T>(write: () => PromiseLike<T>, errors: ViolationErrors): Promise<T> {
  return violationOr(FOREIGN_KEY_VIOLATION, write, errors);
}
