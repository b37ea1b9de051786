import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts a 422's field messages ('answers.addresses.0.postcode', 'signature.full_name')
 * on the matching fields, which share those paths; returns the messages that
 * belong to no field (e.g. 'files'), for the form's alert.
 */
export function applyServerErrors<T extends FieldValues>(
  errors: Readonly<Record<string, readonly string[]>>,
  setError: UseFormSetError<T>,
): string[] {
  const unplaced: string[] = [];
  let first = true;
  for (const [path, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    if (/^(answers|signature)\.\S+$/.test(path)) {
      setError(path as Path<T>, { type: 'server', message }, { shouldFocus: first });
      first = false;
    } else {
      unplaced.push(...messages);
    }
  }
  return unplaced;
}
