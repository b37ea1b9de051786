#!/usr/bin/env node
/**
 * Cost of the common-password list (not part of npm test).
 *
 *   npm run build && node --expose-gc bench/common-passwords.mjs
 *
 * Loads the list the way the server does (once, into a Set) in a fresh process and reports how long
 * that took, how much memory it holds afterwards, and how long one check takes.
 */
import fs from 'node:fs';

const built = new URL('../apps/server/dist/lib/common-passwords.js', import.meta.url);
if (!fs.existsSync(built)) {
  console.error('Run npm run build first.');
  process.exit(1);
}
const gc = globalThis.gc ?? (() => {});
if (!globalThis.gc) console.warn('(run with --expose-gc for steadier memory numbers)');

const { commonPasswords, isCommonPassword } = await import(built.href);
gc();
const before = process.memoryUsage();
const started = performance.now();
const list = commonPasswords();
const loadMs = performance.now() - started;
gc();
const after = process.memoryUsage();

const CHECKS = 200_000;
const probes = ['Password123!', 'quiet-otter-by-the-river', 'আমার সোনার বাংলা', 'letmein'];
let found = 0;
const checkStarted = performance.now();
for (let i = 0; i < CHECKS; i++) if (isCommonPassword(probes[i % probes.length])) found += 1;
const checkUs = ((performance.now() - checkStarted) * 1000) / CHECKS;

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(`entries            ${list.size.toLocaleString('en-GB')}`);
console.log(`file (gzipped)     ${(fs.statSync(new URL('../apps/server/assets/passwords/common-passwords.txt.gz', import.meta.url)).size / 1024).toFixed(0)} KB`);
console.log(`load               ${loadMs.toFixed(0)} ms`);
console.log(`heap held          ${mb(after.heapUsed - before.heapUsed)}`);
console.log(`resident growth    ${mb(after.rss - before.rss)}`);
console.log(`one check          ${checkUs.toFixed(2)} µs (${found} of ${CHECKS} probes were common)`);
