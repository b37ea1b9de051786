import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { ensureBuilt, startServer, type Running } from './helpers/server-process.js';

/**
 * The built server, run as in production: SIGTERM lets requests in flight finish, then the process
 * exits 0. Registration is the slow request (scrypt plus a transaction), so several are sent at once.
 */

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
      const result = await database.db.execute<{ email: string }>(sql`select email from users where email like 'shutdown.%' order by email`);
      expect(result.rows.map((r) => r.email)).toEqual(emails);
    } finally {
      await database.close();
    }
  }, 150_000);
});
