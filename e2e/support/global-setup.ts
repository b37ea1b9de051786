import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { FAKE_CLIENT, FakeSalesforce } from '../../apps/server/test/helpers/fake-salesforce';
import { E2E_ADMIN, E2E_BASE_URL, E2E_CRM_PORT, E2E_CRM_URL, E2E_MAIL_PORT, E2E_OUTPUT_DIR, E2E_PORT, E2E_SMTP_PORT } from './env';
import { codeFor, timeStep } from './authenticator';
import { writeLedger, type StaffAccount } from './staff';

interface Mail { to: string[]; subject: string; text: string }

/** A real SMTP server for the portal to send to, with an HTTP view of what it caught for the tests. */
async function startMailSink(): Promise<() => Promise<void>> {
  const messages: Mail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = [parsed.to].flat().flatMap((a) => a?.value.map((v) => v.address ?? '') ?? []);
          messages.push({ to, subject: parsed.subject ?? '', text: parsed.text ?? '' });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(E2E_SMTP_PORT, '127.0.0.1', resolve);
  });
  const api = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(messages));
  });
  try {
    await new Promise<void>((resolve, reject) => {
      api.once('error', reject);
      api.listen(E2E_MAIL_PORT, '127.0.0.1', resolve);
    });
  } catch (error) {
    await new Promise((resolve) => smtp.close(() => resolve(undefined)));
    throw error;
  }
  return async () => {
    await new Promise((resolve) => api.close(resolve));
    await new Promise((resolve) => smtp.close(() => resolve(undefined)));
  };
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

async function waitUntilReady(url: string, timeoutMs: number, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit) throw new Error(`the portal stopped before it was ready (${exit})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`portal did not become ready at ${url}`);
}

async function api<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${E2E_BASE_URL}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** An account that signs in with a password alone, and sets up an authenticator app as its role requires. */
async function enrol(email: string, password: string): Promise<StaffAccount> {
  const signIn = await api<{ access_token: string; scope: string }>('/login', { login: email, password });
  if (signIn.scope !== 'mfa_enrolment') throw new Error(`expected ${email} to be asked to enrol, got scope ${signIn.scope}`);
  const { secret } = await api<{ secret: string }>('/account/mfa/totp', {}, signIn.access_token);
  const step = timeStep();
  const confirmed = await api<{ recovery_codes: string[] }>('/account/mfa/totp/confirm', { code: await codeFor(secret, step) }, signIn.access_token);
  return { email, password, secret, recoveryCodes: confirmed.recovery_codes, lastStep: step, takenAt: 0 };
}

/** How many super-admins the tests sign in as: the seeded one and these, each with a code a step to give. */
const EXTRA_ADMINS = 3;

/**
 * Staff roles require a second factor: enrols an authenticator app for the seeded super-admin, creates a few more
 * super-admins as it, enrolled the same way, and leaves their secrets and recovery codes in a ledger file every
 * worker signs in from (./staff.ts).
 */
async function enrolAdmins(ledgerFile: string): Promise<void> {
  const seeded = await enrol(E2E_ADMIN.email, E2E_ADMIN.password);
  const challenge = await api<{ challenge: string }>('/login', { login: E2E_ADMIN.email, password: E2E_ADMIN.password });
  // The next step's code: this step's confirmed the enrolment.
  const session = await api<{ access_token: string }>('/login/mfa', {
    challenge: challenge.challenge,
    method: 'totp',
    code: await codeFor(seeded.secret, seeded.lastStep + 1),
  });
  seeded.lastStep += 1;
  const accounts = [seeded];
  for (let n = 2; n <= EXTRA_ADMINS + 1; n += 1) {
    const email = E2E_ADMIN.email.replace('@', `${n}@`);
    await api(
      '/admin/users',
      { name: 'Super Admin', email, password: E2E_ADMIN.password, password_confirmation: E2E_ADMIN.password, roles: ['super-admin'], verified: true },
      session.access_token,
    );
    accounts.push(await enrol(email, E2E_ADMIN.password));
  }
  writeLedger(ledgerFile, { accounts });
}

/** Starts the built portal on a fresh embedded database, as `npm start` would, for the whole run. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // A portal left running by an earlier run would otherwise be tested instead of this build.
  if (await answers(`${E2E_BASE_URL}/healthz`)) throw new Error(`something already listens on ${E2E_BASE_URL}; stop it first`);
  if (!fs.existsSync('apps/web/dist/index.html') || !fs.existsSync('apps/server/dist/main.js')) {
    throw new Error('the portal is not built: run `npm run build` first');
  }
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const dataDir = path.join(runDir, 'data');
  // Serve a snapshot of the built web app: a rebuild during the run (npm run build elsewhere)
  // would otherwise swap the files under the running portal and its screens would answer 404.
  const webDist = path.join(runDir, 'web');
  fs.cpSync('apps/web/dist', webDist, { recursive: true });
  const stopMail = await startMailSink();
  const salesforce = new FakeSalesforce();
  try {
    await salesforce.start(E2E_CRM_PORT);
  } catch (error) {
    await stopMail();
    throw error;
  }
  fs.mkdirSync(E2E_OUTPUT_DIR, { recursive: true });
  const logPath = path.resolve(E2E_OUTPUT_DIR, 'e2e-server.log');
  const log = fs.openSync(logPath, 'w');
  // Workers inherit the environment of global setup: tests read text messages (SMS) from this log.
  process.env.E2E_SERVER_LOG = logPath;
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      DATABASE_URL: '',
      REDIS_URL: '',
      APP_URL: E2E_BASE_URL,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Each test context sends its own X-Forwarded-For, so per-address throttles see separate people.
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'info',
      CRM_PROVIDER: 'salesforce',
      SALESFORCE_LOGIN_URL: E2E_CRM_URL,
      SALESFORCE_CLIENT_ID: FAKE_CLIENT.id,
      SALESFORCE_CLIENT_SECRET: FAKE_CLIENT.secret,
      CRM_TOKEN_KEY: randomBytes(32).toString('base64'),
    },
    stdio: ['ignore', log, log],
  });
  let exit: string | null = null;
  server.once('exit', (code, signal) => {
    exit = `exit ${code ?? signal}`;
  });
  try {
    // Generous: on a busy machine the embedded database takes a while to start and migrate.
    await waitUntilReady(`${E2E_BASE_URL}/readyz`, 120_000, () => exit);
    const ledgerFile = path.join(runDir, 'staff-ledger.json');
    await enrolAdmins(ledgerFile);
    process.env.E2E_STAFF_LEDGER = ledgerFile;
  } catch (error) {
    server.kill('SIGTERM');
    await stopMail();
    await salesforce.stop();
    fs.rmSync(runDir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}; its log is ${logPath}`, { cause: error });
  }
  return async () => {
    if (exit === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await stopMail();
    await salesforce.stop();
    fs.rmSync(runDir, { recursive: true, force: true });
  };
}
