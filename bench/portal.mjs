/** Starts and stops the built portal for the benchmarks in this folder. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverMain = path.join(root, 'apps/server/dist/main.js');

export function requireBuild() {
  if (!fs.existsSync(serverMain)) {
    console.error('apps/server/dist is missing: run `npm run build` first.');
    process.exit(1);
  }
}

/** The portal in production mode on 127.0.0.1:`port`, with `env` on top of this process's environment. */
export function startPortal(port, env) {
  return spawn(process.execPath, [serverMain], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export async function waitUntilReady(child, base) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the portal did not become ready within two minutes');
}

export async function stopPortal(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
