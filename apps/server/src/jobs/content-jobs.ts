import type { AppContext } from '../context.js';
import { ContentCacheSync } from '../modules/content/cache-sync.js';
import { runNewsPublisher } from './news-publisher.js';
import { PeriodicJob } from './periodic-job.js';

/** Scheduled news goes public within this long of its time; the check is one indexed UPDATE. */
const PUBLISH_EVERY_MS = 30_000;
/** How stale an instance's memory cache may be after a change made through another instance. */
const CACHE_SYNC_EVERY_MS = 15_000;

/**
 * Starts the content housekeeping: publishing scheduled news (one instance per period), and without Redis the
 * sync of this instance's own memory cache (every instance).
 */
export function startContentJobs(ctx: AppContext): { stop(): Promise<void> } {
  const jobs = [
    new PeriodicJob({ name: 'news-publisher', everyMs: PUBLISH_EVERY_MS, task: () => runNewsPublisher(ctx), log: ctx.log, quietWhenIdle: true, onceAcross: ctx.db }),
  ];
  if (ctx.cache.kind === 'memory') {
    const sync = new ContentCacheSync(ctx);
    jobs.push(new PeriodicJob({ name: 'content-cache-sync', everyMs: CACHE_SYNC_EVERY_MS, task: () => sync.run(), log: ctx.log, quietWhenIdle: true }));
  }
  for (const job of jobs) job.start();
  return {
    async stop() {
      await Promise.all(jobs.map((job) => job.stop()));
    },
  };
}
