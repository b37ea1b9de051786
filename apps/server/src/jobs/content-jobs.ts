import type { AppContext } from '../context.js';
import { runNewsPublisher } from './news-publisher.js';
import { PeriodicJob } from './periodic-job.js';

/** Scheduled news goes public within this long of its time; the check is one indexed UPDATE. */
const PUBLISH_EVERY_MS = 30_000;

/** Starts the content housekeeping in this process: publishing scheduled news. */
export function startContentJobs(ctx: AppContext): { stop(): Promise<void> } {
  const publisher = new PeriodicJob('news-publisher', PUBLISH_EVERY_MS, () => runNewsPublisher(ctx), ctx.log);
  publisher.start();
  return { stop: () => publisher.stop() };
}
