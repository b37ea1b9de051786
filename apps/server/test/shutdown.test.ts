import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';

/**
 * The built server, run as in production: SIGTERM lets requests in flight finish, then the process
 * exits 0. Registration is the slow request (scrypt plus a transaction), so several are sent at once.
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const serverRoot = path.join(repoRoot, 'apps/server');
const mainJs = path.join(serverRoot, 'dist/main.js');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!entry.name.endsWith('.test.ts')) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds only what is missing or older than its sources, so a warm run costs nothing. */
function ensureBuilt(): void {
  const npm = (workspace: string) => execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: repoRoot, stdio: 'pipe' });
  if (!fs.existsSync(path.join(repoRoot, 'packages/contract/dist/index.js'))) npm('@portal/contract');
  if (!fs.existsSync(mainJs) || fs.statSync(mainJs).mtimeMs < newestMtime(path.join(serverRoot, 'src'))) npm('@portal/server');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Running {
  child: ChildProcess;
  port: number;
  dataDir: string;
  /** Resolves with the first log line that matches (generous: a first start initialises the database on disk). */
  logLine(match: (line: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

async function startServer(): Promise<Running> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-shutdown-'));
  const child = spawn(process.execPath, [mainJs], {
    // A directory of its own, so no stray .env is read.
    cwd: dataDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: 'admin@test.example',
      ADMIN_PASSWORD: 'admin-secret-1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const lines: Array<Record<string, unknown>> = [];
  const waiters = new Set<() => void>();
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
    for (const raw of chunk.split('\n')) {
      try {
        lines.push(JSON.parse(raw) as Record<string, unknown>);
      } catch {
        // not a log line
      }
    }
    waiters.forEach((wake) => wake());
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => void (out += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const logLine: Running['logLine'] = (match, timeoutMs = 90_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = lines.find(match);
        if (found) {
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching log line within ${timeoutMs} ms; output so far:\n${out}`));
      }, timeoutMs);
      waiters.add(check);
      check();
      void exited.then(() => check());
    });
  return { child, port, dataDir, logLine, exited, output: () => out };
}

let server: Running | undefined;
beforeAll(() => ensureBuilt(), 180_000);
afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

describe('graceful shutdown of the built server', () => {
  it('answers the requests in flight at SIGTERM, commits them, and exits 0', async () => {
    server = await startServer();
    await server.logLine((l) => typeof l.msg === 'string' && l.msg.startsWith('Server listening at'));

    const base = `http://127.0.0.1:${server.port}`;
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    const emails = Array.from({ length: 8 }, (_, i) => `shutdown.${i}@test.example`);
    const inFlight = emails.map((email) =>
      fetch(`${base}/api/v1/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Shut Down', email, password: 'secret-pass', password_confirmation: 'secret-pass', terms: true }),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as { user?: { email: string } } })),
    );
    // Signal once every registration has reached the server, while (most of) them are still hashing.
    const count = (what: string, url?: string) =>
      server!.output().split('\n').filter((line) => line.includes(`"msg":"${what}"`) && (!url || line.includes(url))).length;
    while (count('incoming request', '/api/v1/register') < emails.length) await new Promise((resolve) => setTimeout(resolve, 2));
    const completedBeforeSignal = count('request completed') - 1; // the health check
    expect(completedBeforeSignal).toBeLessThan(emails.length);
    server.child.kill('SIGTERM');

    const answers = await Promise.all(inFlight);
    expect(answers.map((a) => a.status)).toEqual(emails.map(() => 201));
    expect(answers.map((a) => a.body.user?.email)).toEqual(emails);

    const { code, signal } = await server.exited;
    expect({ code, signal }, server.output()).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('shutting down: finishing requests in flight');

    // What was answered is in the database.
    const database = await openDatabase({ dataDir: server.dataDir });
    try {
      const result = await database.db.execute(sql`select email from users where email like 'shutdown.%' order by email`);
      expect((result as unknown as { rows: Array<{ email: string }> }).rows.map((r) => r.email)).toEqual(emails);
    } finally {
      await database.close();
    }
  }, 150_000);
});
