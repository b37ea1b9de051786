#!/usr/bin/env node
/**
 * Benchmark of POST /api/v1/uploads (not part of npm test).
 *
 *   npm run build && node bench/uploads.mjs
 *
 * For each file size, starts the built portal on a fresh embedded database, registers the candidates,
 * and has every candidate upload five files of that size per request, all candidates at once, several
 * rounds each. It reports throughput, request latency and the server's resident memory: at rest before
 * the uploads and the most it held while they ran (sampled every 10 ms). Uploads stream to disk, so the
 * peak should not grow with the file size.
 *
 * Environment: BENCH_CANDIDATES (20), BENCH_ROUNDS per candidate (3), BENCH_SIZES_MB ("1,5"),
 * BENCH_PORT (3292). The files are PDFs by content, filled with random bytes so nothing compresses them.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireBuild, startPortal, stopPortal, waitUntilReady } from './portal.mjs';

const candidates = Number(process.env.BENCH_CANDIDATES ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const sizesMb = (process.env.BENCH_SIZES_MB ?? '1,5').split(',').map(Number);
const port = Number(process.env.BENCH_PORT ?? 3292);
const base = `http://127.0.0.1:${port}`;
const FILES_PER_REQUEST = 5;
const MB = 1024 * 1024;

requireBuild();

/** A file the server takes for a PDF (it judges by the first bytes), just under `mb` megabytes. */
function writePdf(dir, mb) {
  const file = path.join(dir, `evidence-${mb}mb.pdf`);
  const head = Buffer.from('%PDF-1.7\n');
  const tail = Buffer.from('\n%%EOF\n');
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, head);
  let left = mb * MB - head.length - tail.length - 1024;
  while (left > 0) {
    const chunk = randomBytes(Math.min(left, MB));
    fs.writeSync(fd, chunk);
    left -= chunk.length;
  }
  fs.writeSync(fd, tail);
  fs.closeSync(fd);
  return file;
}

/** Resident memory of a process now, in MB. */
function residentMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) / 1024;
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
  const blob = await fs.openAsBlob(file, { type: 'application/pdf' });
  for (let i = 0; i < FILES_PER_REQUEST; i += 1) form.append('files', blob, `evidence-${i + 1}.pdf`);
  const started = performance.now();
  const res = await fetch(`${base}/api/v1/uploads`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = await res.text();
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${body}`);
  return performance.now() - started;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(sizeMb, workDir) {
  const file = writePdf(workDir, sizeMb);
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
      'file MB': sizeMb,
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
    for (const size of sizesMb) results.push(await measure(size, workDir));
    console.table(results);
    const [smallest, largest] = [results[0], results.at(-1)];
    if (smallest && largest && largest !== smallest) {
      console.log(`Memory taken on by the uploads: ${smallest['growth MB']} MB with ${smallest['file MB']} MB files, ` +
        `${largest['growth MB']} MB with ${largest['file MB']} MB files (${Math.round(largest['total MB'] / smallest['total MB'])}x the data).`);
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
