/** An ILIKE pattern matching `text` anywhere, with the wildcards people type taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs: anything else cannot name a row, and is answered like a missing row. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
