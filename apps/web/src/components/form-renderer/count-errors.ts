/**
 * How many fields a react-hook-form errors object marks: every leaf error (one with
 * a `type`), including a list's own error under `root`. Never walks into `ref`,
 * which holds a DOM element.
 */
export function countFieldErrors(errors: unknown): number {
  if (typeof errors !== 'object' || errors === null) return 0;
  const record = errors as Record<string, unknown>;
  if (typeof record.type === 'string') return 1;
  let count = 0;
  for (const [key, value] of Object.entries(record)) {
    if (key !== 'ref') count += countFieldErrors(value);
  }
  return count;
}
