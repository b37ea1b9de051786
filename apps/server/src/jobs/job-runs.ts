import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { jobRuns } from '../db/schema/index.js';

/** This process, as recorded on the runs it claims. */
const INSTANCE = `${os.hostname()}:${process.pid}`;

/**
 * A run is due when the last one started at least this share of the period ago: instances' timers drift a
 * little, and a run claimed a moment early must not make the next tick of the same instance skip a period.
 */
const DUE_SHARE = 0.9;

/**
 * Claims this period's run of `name` for this instance: true for exactly one of several instances asking at
 * once (the upsert takes the row lock, and the others then see the moved start and get no row), false when
 * another instance ran it within the period.
 */
export async function claimJobRun(db: Executor, name: string, everyMs: number, now: Date = new Date()): Promise<boolean> {
  const dueBefore = new Date(now.getTime() - everyMs * DUE_SHARE);
  const claimed = await db
    .insert(jobRuns)
    .values({ name, last_started_at: now, instance: INSTANCE })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { last_started_at: now, instance: INSTANCE },
      setWhere: sql`${jobRuns.last_started_at} <= ${dueBefore.toISOString()}::timestamptz`,
    })
    .returning({ name: jobRuns.name });
  return claimed.length === 1;
}
