import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

/**
 * The common passwords the portal refuses: the most common passwords of a breach corpus plus the
 * endings people add to common words when told to use digits and symbols (assets/passwords/README.md
 * says where they come from). Read once, on first use, into a Set held for the life of the process.
 */
const LIST_FILE = fileURLToPath(new URL('../../assets/passwords/common-passwords.txt.gz', import.meta.url));

let list: ReadonlySet<string> | undefined;

/** How the list and every checked password are compared: NFKC form, lower case. */
export function normaliseForList(password: string): string {
  return password.normalize('NFKC').toLowerCase();
}

/** The list, read on first call: synchronously, once (0.2 to 0.7 s on a busy two-core machine; main.ts does it before serving). */
export function commonPasswords(): ReadonlySet<string> {
  list ??= new Set(gunzipSync(fs.readFileSync(LIST_FILE)).toString('utf8').split('\n').filter(Boolean));
  return list;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(normaliseForList(password));
}
