#!/usr/bin/env node
/**
 * Benchmark of POST /api/v1/uploads (not part of npm test).
 *
 *   npm run build && node bench/uploads.mjs
 *
 * For each file size, starts the built portal on a fresh embedded database, registers the candidates,
 * and has every candidate upload five files of that size per request, all candidates at once, several
 * rounds each. It reports throughput, request latency and the server's resident memory: at rest before
 * the uploads and the most it held while they ran (sampled every 10 ms). Each request holds one file at a
 * time while it is checked (a PDF inspected, an image decoded and encoded again).
 *
 * Environment: BENCH_CANDIDATES (20), BENCH_ROUNDS per candidate (3), BENCH_FILES ("1,5,photo": PDFs of
 * 1 and 5 MB whose page is random bytes, and 12-megapixel JPEG photos), BENCH_PORT (3292).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireBuild, residentMb, startPortal, stopPortal, waitUntilReady } from './portal.mjs';

const candidates = Number(process.env.BENCH_CANDIDATES ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
/** PDF sizes in MB, and 'photo' for camera photos that are re-encoded. */
const kinds = (process.env.BENCH_FILES ?? '1,5,photo').split(',');
const port = Number(process.env.BENCH_PORT ?? 3292);
const base = `http://127.0.0.1:${port}`;
const FILES_PER_REQUEST = 5;
const MB = 1024 * 1024;

requireBuild();

/**
 * A real PDF just under `mb` megabytes: one page whose content stream is random bytes, left uncompressed
 * so that nothing shrinks it and the server's PDF inspection reads every byte of it.
 */
function writePdf(dir, mb) {
  const file = path.join(dir, `evidence-${mb}mb.pdf`);
  const size = mb * MB - 1024;
  const head = Buffer.from(
    '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >> endobj\n' +
      `4 0 obj << /Length ${size} >> stream\n`,
  );
  const tail = Buffer.from('\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, head);
  let left = size;
  while (left > 0) {
    // Random bytes that cannot spell a PDF keyword: the stream holds no name, 'endstream' or '%%EOF'.
    const chunk = randomBytes(Math.min(left, MB)).map((byte) => 0x80 | byte);
    fs.writeSync(fd, chunk);
    left -= chunk.length;
  }
  fs.writeSync(fd, tail);
  fs.closeSync(fd);
  return file;
}

/** A 12-megapixel camera photo (4000 x 3000 JPEG of noise over a gradient): the server decodes and re-encodes it. */
async function writePhoto(dir) {
  const { default: sharp } = await import('sharp');
  const [width, height] = [4000, 3000];
  const pixels = randomBytes(width * height * 3);
  for (let i = 0; i < width * height; i += 1) pixels[i * 3] = (pixels[i * 3] >> 2) + ((i % width) * 192) / width;
  const file = path.join(dir, 'photo-12mp.jpg');
  await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 60 }).toFile(file);
  return file;
}


/** Samples a process's resident memory until stopped; returns the largest sample. */
function watchMemory(pid) {
  let peak = residentMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 10);
  return () => {
    clearInterval(timer);
    return Math.max(peak, residentMb(pid));
  };
}

async function register(index) {
  const email = `bench.upload${index}.${Date.now()}@bench.example`;
  const res = await fetch(`${base}/api/v1/register`, {
    method: 'POST',
    // A distinct client address per candidate: registration is throttled per address.
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${Math.floor(index / 250)}.${(index % 250) + 1}` },
    body: JSON.stringify({ name: `Bench Candidate ${index}`, email, password: 'bench-pass-1', password_confirmation: 'bench-pass-1', terms: true }),
  });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
  return (await res.json()).access_token;
}

async function upload(token, file) {
  const form = new FormData();
  const photo = file.endsWith('.jpg');
  const blob = await fs.openAsBlob(file, { type: photo ? 'image/jpeg' : 'application/pdf' });
  for (let i = 0; i < FILES_PER_REQUEST; i += 1) form.append('files', blob, `evidence-${i + 1}.${photo ? 'jpg' : 'pdf'}`);
  const started = performance.now();
  const res = await fetch(`${base}/api/v1/uploads`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = await res.text();
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${body}`);
  return performance.now() - started;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(kind, workDir) {
  const file = kind === 'photo' ? await writePhoto(workDir) : writePdf(workDir, Number(kind));
  const bytesPerRequest = fs.statSync(file).size * FILES_PER_REQUEST;
  const dataDir = fs.mkdtempSync(path.join(workDir, 'data-'));
  const portal = startPortal(port, {
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
    ADMIN_EMAIL: 'bench-admin@bench.example',
    ADMIN_PASSWORD: 'bench-admin-pass-1',
  });
  try {
    await waitUntilReady(portal, base);
    const tokens = await Promise.all(Array.from({ length: candidates }, (_, i) => register(i)));
    // One request each first, so the memory at rest includes a warmed-up upload path.
    await Promise.all(tokens.map((token) => upload(token, file)));
    const atRest = residentMb(portal.pid);
    const stopWatching = watchMemory(portal.pid);
    const started = performance.now();
    const latencies = (
      await Promise.all(
        tokens.map(async (token) => {
          const times = [];
          for (let round = 0; round < rounds; round += 1) times.push(await upload(token, file));
          return times;
        }),
      )
    ).flat();
    const seconds = (performance.now() - started) / 1000;
    const peak = stopWatching();
    const sorted = latencies.sort((a, b) => a - b);
    const totalMb = (latencies.length * bytesPerRequest) / MB;
    return {
      file: kind === 'photo' ? '12 MP JPEG' : `${kind} MB PDF`,
      'file MB': Math.round((fs.statSync(file).size / MB) * 10) / 10,
      requests: latencies.length,
      files: latencies.length * FILES_PER_REQUEST,
      'total MB': Math.round(totalMb),
      'MB/s': Math.round(totalMb / seconds),
      'files/s': Math.round((latencies.length * FILES_PER_REQUEST) / seconds),
      'p50 ms': Math.round(percentile(sorted, 50)),
      'p99 ms': Math.round(percentile(sorted, 99)),
      'RSS at rest MB': Math.round(atRest),
      'peak RSS MB': Math.round(peak),
      'growth MB': Math.round(peak - atRest),
    };
  } finally {
    await stopPortal(portal);
  }
}

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-uploads-'));
  try {
    console.log(
      `Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model}), load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}; ` +
        `${candidates} candidates at once, ${rounds} requests of ${FILES_PER_REQUEST} files each, embedded database, files on local disk\n`,
    );
    const results = [];
    for (const kind of kinds) results.push(await measure(kind, workDir));
    console.table(results);
    for (const row of results) console.log(`Memory taken on by the uploads of ${row.file}: ${row['growth MB']} MB.`);
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
