import { sql } from 'drizzle-orm';
import { bn, en } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PeriodicJob, type PeriodicJobOptions } from '../src/jobs/periodic-job.js';
import { ADMIN, call, createTestApp, get, loginAs, type TestApp } from './helpers/app.js';
import { startThrowawayCluster, type ThrowawayCluster } from './helpers/pg-cluster.js';

// Runs in both passes: it brings its own PostgreSQL cluster, whatever TEST_DATABASE_URL says.
let cluster: ThrowawayCluster;
let t: TestApp;
let adminToken: string;
/** Anything that would have killed a real server process (an 'error' event nobody listens to). */
const uncaught: unknown[] = [];
const onUncaught = (err: unknown) => void uncaught.push(err);

beforeAll(async () => {
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUncaught);
  cluster = await startThrowawayCluster();
  t = await createTestApp({ DATABASE_URL: cluster.url });
  adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  try {
    await t?.close();
  } finally {
    await cluster?.destroy();
    process.off('uncaughtException', onUncaught);
    process.off('unhandledRejection', onUncaught);
  }
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const createRole = (name: string, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', '/api/v1/admin/roles', adminToken, { name, readable_name: name }, headers);

const SERVICE_UNAVAILABLE = { statusCode: 503, error: 'Service Unavailable', message: en.errors.service_unavailable, request_id: expect.any(String) };

describe('a PostgreSQL restart', () => {
  it('answers 503 while the database is down and 201 again afterwards, with writes in flight and no crash', async () => {
    const results: Array<{ name: string; status: number }> = [];
    let writing = true;
    const writer = async (w: number) => {
      for (let i = 0; writing; i++) {
        const name = `restart-${w}-${i}`;
        const res = await createRole(name);
        results.push({ name, status: res.statusCode });
        if (res.statusCode === 503) expect(res.json()).toEqual(SERVICE_UNAVAILABLE);
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    while (results.filter((r) => r.status === 201).length < 8) await sleep(10);

    await cluster.stop();
    const down = await createRole('restart-while-down');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual(SERVICE_UNAVAILABLE);
    expect(down.headers['x-request-id']).toBe(down.json().request_id);
    expect((await createRole('restart-while-down-bn', { ebdlang: 'bn' })).json().message).toBe(bn.errors.service_unavailable);
    expect((await get(t.app, '/readyz')).statusCode).toBe(503);
    expect((await get(t.app, '/healthz')).statusCode).toBe(200);
    // The background jobs meet the outage too: they log it and try again on their next round.
    t.outbox.kick();
    await t.outbox.idle();

    await cluster.start();
    const during = results.length;
    while (results.length < during + 8) await sleep(10);
    writing = false;
    await Promise.all(writers);

    expect(uncaught).toEqual([]);
    expect(new Set(results.map((r) => r.status))).toEqual(new Set([201, 503]));
    // Full service afterwards, without restarting the application.
    expect(results.slice(-4).map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect((await get(t.app, '/readyz')).statusCode).toBe(200);
    expect((await createRole('restart-after')).statusCode).toBe(201);

    // Nothing half-written: every role created has its audit entry and every audit entry its role.
    const orphans = await t.query(sql`
      select r.name from roles r where r.name like 'restart-%'
        and not exists (select 1 from audit_log a where a.action = 'roles.create' and a.target_id = r.id::text)
      union all
      select a.target_id from audit_log a where a.action = 'roles.create' and a.data->>'name' like 'restart-%'
        and not exists (select 1 from roles r where r.id::text = a.target_id)`);
    expect(orphans).toEqual([]);
    const created = results.filter((r) => r.status === 201).map((r) => r.name);
    const stored = await t.query<{ name: string }>(sql`select name from roles where name like 'restart-%-%'`);
    expect(stored.map((r) => r.name)).toEqual(expect.arrayContaining(created));
    expect(stored.map((r) => r.name)).not.toContain('restart-while-down');
  });

  it('rolls back a transaction whose connection drops in the middle, and the process carries on', async () => {
    const marker = `half-written-${Date.now()}`;
    let reachedMiddle!: () => void;
    const middle = new Promise<void>((resolve) => (reachedMiddle = resolve));
    const transaction = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into roles (name, readable_name) values (${marker}, 'first half')`);
      reachedMiddle();
      // Idle in the transaction while the server goes away under it.
      await sleep(1000);
      await tx.execute(sql`insert into audit_log (action, target_type, target_id) values ('roles.create', 'role', ${marker})`);
    });
    const outcome = transaction.then(
      () => 'committed',
      () => 'failed',
    );
    await middle;
    await cluster.stop();
    expect(await outcome).toBe('failed');
    await cluster.start();

    expect(uncaught).toEqual([]);
    expect(await t.query(sql`select id from roles where name = ${marker}`)).toEqual([]);
    expect(await t.query(sql`select id from audit_log where target_id = ${marker}`)).toEqual([]);
    expect((await createRole(`${marker}-after`)).statusCode).toBe(201);
  });

  it('keeps a periodic job running through an outage: it logs the failure and succeeds on a later round', async () => {
    const lines: Array<{ level: string; msg: string }> = [];
    const log = {
      info: (_obj: unknown, msg: string) => lines.push({ level: 'info', msg }),
      error: (_obj: unknown, msg: string) => lines.push({ level: 'error', msg }),
    } as unknown as PeriodicJobOptions['log'];
    await cluster.stop();
    const job = new PeriodicJob({ name: 'probe', everyMs: 100, task: async () => ({ roles: (await t.query(sql`select id from roles`)).length }), log });
    job.start();
    await sleep(350);
    await cluster.start();
    await sleep(400);
    await job.stop();

    expect(uncaught).toEqual([]);
    expect(lines[0]).toEqual({ level: 'error', msg: 'job failed' });
    expect(lines.at(-1)).toEqual({ level: 'info', msg: 'job finished' });
  });
});
