import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildOptions, type BuiltApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createThrowawayDatabase } from './database.js';
import { shareEnrolments, signIn } from './mfa.js';
import { SmtpSink, type CaughtMail } from './smtp-sink.js';

/** One key per test run: apps sharing a database (two instances) must open each other's sealed secrets. */
const TEST_SECRET_KEY = randomBytes(32).toString('base64');

export const ADMIN = { email: 'admin@test.example', password: 'admin-secret-1' };

export interface TestApp extends BuiltApp {
  smtp: SmtpSink;
  sms: Array<{ to: string; text: string }>;
  /** Rows of a raw SQL statement run against this app's database. */
  query<T extends Record<string, unknown>>(statement: SQL): Promise<T[]>;
  /**
   * How many rows `table` holds. For audit_log, access refusals (`access.denied`) are left out: a refused
   * request writes its refusal and nothing else, and that is checked where refusals are tested.
   */
  countRows(table: string): Promise<number>;
  /** Row counts of several tables, to compare before and after a request that must write nothing. */
  countAll(tables: readonly string[]): Promise<Record<string, number>>;
  /**
   * Mail to `address` as the SMTP sink received it, oldest first, once the outbox has sent everything queued.
   * (The outbox drops a body once it is delivered, so tests read what was sent here.)
   */
  deliveredTo(address: string): Promise<CaughtMail[]>;
  close(): Promise<void>;
}

/** The run's migrated and seeded embedded database (test/global-setup.ts), as a fresh copy. */
function pgliteTemplate(): Blob {
  return new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
}

/**
 * A full application on a fresh database with a real SMTP sink; one per test file. A DATABASE_URL in
 * `env` is used as it is (a test that brings its own server).
 */
export async function createTestApp(env: Record<string, string> = {}, options: Pick<BuildOptions, 'logStream'> = {}): Promise<TestApp> {
  const smtp = new SmtpSink();
  const smtpUrl = await smtp.start();
  const database = env.DATABASE_URL ? { url: env.DATABASE_URL, drop: async () => undefined } : await createThrowawayDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SMTP_URL: smtpUrl,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    OFFICE_EMAIL: 'office@test.example',
    SECRET_KEY: TEST_SECRET_KEY,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const sms: TestApp['sms'] = [];
  const built = await buildApp(config, { ...options, inMemoryDatabase: true, pgliteTemplate: database.url ? undefined : pgliteTemplate(), sms: { send: async (to, text) => void sms.push({ to, text }) } });
  await built.app.ready();
  shareEnrolments(built.app, config.databaseUrl);
  const query = async <T extends Record<string, unknown>>(statement: SQL) =>
    (await built.database.db.execute<T>(statement)).rows;
  const countRows = async (table: string) => {
    const refusals = table === 'audit_log' ? sql` where action <> 'access.denied'` : sql``;
    const [row] = await query<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}${refusals}`);
    return Number(row?.n);
  };
  return {
    ...built,
    smtp,
    sms,
    query,
    countRows,
    async countAll(tables) {
      return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await countRows(table)] as const)));
    },
    async deliveredTo(address) {
      built.outbox.kick();
      await built.outbox.idle();
      return smtp.messages.filter((m) => m.to.includes(address));
    },
    async close() {
      try {
        await built.app.close();
      } finally {
        await smtp.stop();
        await database.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

let addressCounter = 0;
/** A distinct client address per call, so throttles keyed by address do not leak between tests. */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 65536) % 256}.${Math.floor(addressCounter / 256) % 256}.${addressCounter % 256}`;
}

export interface Registered {
  token: string;
  user: { id: string; email: string; name: string };
}

let emailCounter = 0;
export function uniqueEmail(prefix = 'candidate'): string {
  emailCounter += 1;
  return `${prefix}.${process.pid}.${emailCounter}@test.example`;
}

/** Registers through the real endpoint, as a person would. */
export async function registerUser(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<Registered> {
  const email = (overrides.email as string | undefined) ?? uniqueEmail();
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/register',
    remoteAddress: nextAddress(),
    payload: { name: 'Test Candidate', email, password: 'secret-pass', password_confirmation: 'secret-pass', terms: true, ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return { token: body.access_token, user: body.user };
}

/** Signs in through the real endpoints, with a second factor when the account has or needs one (helpers/mfa.ts). */
export function loginAs(app: FastifyInstance, login: string, password: string): Promise<string> {
  return signIn(app, login, password);
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  /** Defaults to a fresh address, so throttles keyed by address stay out of the way. */
  remoteAddress?: string;
}

/**
 * The one way tests call the API: any method, signed in when a token is given, with a JSON body when a
 * payload is given (a string is sent as the raw body, to send malformed JSON; `undefined` sends none).
 */
export function call(app: FastifyInstance, method: Method, url: string, token?: string, payload?: unknown, headers: Record<string, string> = {}, remoteAddress = nextAddress()) {
  return app.inject({
    method,
    url,
    remoteAddress,
    headers: {
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });
}

/** POSTs `payload` with `call`, options named. */
export function post(app: FastifyInstance, url: string, payload?: unknown, options: CallOptions = {}) {
  return call(app, 'POST', url, options.token, payload, options.headers, options.remoteAddress);
}

/** GETs `url` with `call`, options named. */
export function get(app: FastifyInstance, url: string, options: CallOptions = {}) {
  return call(app, 'GET', url, options.token, undefined, options.headers, options.remoteAddress);
}
