// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the built app, once, at build time, so the
// server sends them as they are (@fastify/static `preCompressed`) instead of compressing on every request or not at all.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;
/** Below this a compressed copy saves less than the headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let original = 0;
let compressed = 0;
let count = 0;
for await (const file of files(dist)) {
  if ((await stat(file)).size < MIN_BYTES) continue;
  const bytes = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  original += bytes.length;
  compressed += br.length;
  count += 1;
}
console.log(`precompressed ${count} files: ${(original / 1024).toFixed(0)} KB -> ${(compressed / 1024).toFixed(0)} KB brotli`);
