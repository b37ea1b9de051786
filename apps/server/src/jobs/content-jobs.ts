import type { AppContext } from '../context.js';
import { ContentCacheSync } from '../modules/content/cache-sync.js';
import { runNewsPublisher } from './news-publisher.js';
import { PeriodicJob } from './periodic-job.js';

/** Scheduled news goes public within this long of its time; the check is one indexed UPDATE. */
const PUBLISH_EVERY_MS = 30_000;
/** How stale an instance's memory cache may be after a change made through another instance. */
const CACHE_SYNC_EVERY_MS = 15_000;

/** Starts the content housekeeping in this process: publishing scheduled news, and (without Redis) cache sync. */
export function startContentJobs(ctx: AppContext): { stop(): Promise<void> } {
  const jobs = [new PeriodicJob('news-publisher', PUBLISH_EVERY_MS, () => runNewsPublisher(ctx), ctx.log, true)];
  if (ctx.cache.kind === 'memory') {
    const sync = new ContentCacheSync(ctx);
    jobs.push(new PeriodicJob('content-cache-sync', CACHE_SYNC_EVERY_MS, () => sync.run(), ctx.log, true));
  }
  for (const job of jobs) job.start();
  return {
    async stop() {
      await Promise.all(jobs.map((job) => job.stop()));
    },
  };
}
