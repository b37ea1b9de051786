/** Starts and stops the built portal for the benchmarks in this folder. */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';
import pg from 'pg';

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

/** The PostgreSQL server the benchmarks make their throwaway databases on. */
export const adminDatabaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function onAdminDatabase(statement) {
  const client = new pg.Client({ connectionString: adminDatabaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new empty database on that server: its URL, and drop() to remove it (connections and all). */
export async function throwawayDatabase() {
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
  await onAdminDatabase(`create database ${name}`);
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onAdminDatabase(`drop database if exists ${name} with (force)`) };
}

async function postJson(base, url, body, token) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Signs in a staff account for the first time, enrolling an authenticator app as staff must; answers the token. */
export async function signInStaffFirstTime(base, { email, password }) {
  const login = await postJson(base, '/api/v1/login', { login: email, password });
  if (login.scope !== 'mfa_enrolment') throw new Error(`expected a first sign-in that enrols a second factor: ${JSON.stringify(login)}`);
  const { secret } = await postJson(base, '/api/v1/account/mfa/totp', undefined, login.access_token);
  await postJson(base, '/api/v1/account/mfa/totp/confirm', { code: await generate({ secret }) }, login.access_token);
  return login.access_token;
}

/** Resident memory of a process now, in MB. */
export function residentMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) / 1024;
}
