import os from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimJobRun } from '../src/jobs/job-runs.js';
import { PeriodicJob } from '../src/jobs/periodic-job.js';
import { createTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const HOUR = 3600_000;

describe('a periodic job run once across instances', () => {
  it('lets exactly one of several simultaneous claims win, and the next only a period later', async () => {
    const start = new Date('2026-11-24T09:00:00Z');
    const claims = await Promise.all(Array.from({ length: 6 }, () => claimJobRun(t.ctx.db, 'nightly-probe', 24 * HOUR, start)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJobRun(t.ctx.db, 'nightly-probe', 24 * HOUR, new Date(start.getTime() + 12 * HOUR))).toBe(false);
    // A timer firing a little early still gets its period.
    expect(await claimJobRun(t.ctx.db, 'nightly-probe', 24 * HOUR, new Date(start.getTime() + 23 * HOUR))).toBe(true);
    const [row] = await t.query<{ last_started_at: Date; instance: string }>(sql`select last_started_at, instance from job_runs where name = 'nightly-probe'`);
    expect(new Date(row!.last_started_at).toISOString()).toBe('2026-11-25T08:00:00.000Z');
    expect(row!.instance).toBe(`${os.hostname()}:${process.pid}`);
  });

  it('runs a due job in one of two instances started together, and in every instance without onceAcross', async () => {
    const runs = { once: 0, everywhere: 0 };
    const log = { info: () => undefined, error: () => undefined } as never;
    const jobs = [1, 2].flatMap(() => [
      new PeriodicJob({ name: 'expiry-probe', everyMs: 24 * HOUR, log, onceAcross: t.ctx.db, task: async () => ({ n: ++runs.once }) }),
      new PeriodicJob({ name: 'cache-probe', everyMs: 24 * HOUR, log, task: async () => ({ n: ++runs.everywhere }) }),
    ]);
    for (const job of jobs) job.start();
    await Promise.all(jobs.map((job) => job.stop()));
    expect(runs).toEqual({ once: 1, everywhere: 2 });
  });
});
