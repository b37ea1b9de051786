import { databaseError } from '../lib/errors.js';

/** Domain errors by the name of the constraint whose violation they stand for. */
export type ViolationErrors = Readonly<Record<string, () => Error>>;

/**
 * The constraint `error` says a write broke when its SQLSTATE is one of `states` (unique or foreign key
 * violations), or undefined for any other error. PGlite and node-postgres both put `code` and `constraint` on their error;
 * drizzle wraps it in a `cause`.
 */
export function violatedConstraint(error: unknown, states: readonly string[]): string | undefined {
  const { code, constraint } = databaseError(error);
  return code !== undefined && states.includes(code) ? (constraint ?? '') : undefined;
}

/**
 * Runs a write and, when one of the constraints named in `errors` stops it with one of `states`, throws that
 * constraint's domain error instead. Any other failure passes through unchanged. Inside a transaction the
 * error still ends it.
 */
export async function violationOr<T>(states: readonly string[], write: () => PromiseLike<T>, errors: ViolationErrors): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = violatedConstraint(error, states);
    const domainError = constraint === undefined ? undefined : errors[constraint];
    throw domainError ? domainError() : error;
  }
}
