import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
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
export function ensureBuilt(): void {
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

export interface Running {
  child: ChildProcess;
  port: number;
  dataDir: string;
  /** Resolves with the first log line that matches (generous: a first start initialises the database on disk). */
  logLine(match: (line: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

/**
 * Starts the built server (apps/server/dist/main.js) in a folder of its own, as in production, with `env` added
 * to a minimal environment; logs are JSON lines on stdout.
 */
export async function startServer(env: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-process-'));
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
      ...env,
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
      // A process that ended without the line will never print it.
      void exited.then(({ code, signal }) => {
        check();
        if (!waiters.has(check)) return;
        clearTimeout(timer);
        waiters.delete(check);
        reject(new Error(`the server exited (${code ?? signal}) without that log line; output:\n${out}`));
      });
    });
  return { child, port, dataDir, logLine, exited, output: () => out };
}
