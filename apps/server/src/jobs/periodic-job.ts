import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client.js';
import { claimJobRun } from './job-runs.js';

export interface PeriodicJobOptions {
  name: string;
  everyMs: number;
  task: () => Promise<Record<string, number>>;
  log: FastifyBaseLogger;
  /** Frequent jobs: log a run only when it did something (some count in its result is not 0). */
  quietWhenIdle?: boolean;
  /**
   * Run once per period across every instance sharing this database (claimed in `job_runs`). Without it the
   * job runs in every instance, for work that is each instance's own (such as its memory cache).
   */
  onceAcross?: Executor;
}

/**
 * Runs a task at start and then every `everyMs`, one run at a time, without keeping the process alive; with
 * `onceAcross`, only in the instance that claims the period's run.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly options: PeriodicJobOptions) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.run(), this.options.everyMs);
    this.timer.unref();
    this.run();
  }

  private run(): void {
    if (this.stopped || this.running) return;
    const { name, everyMs, task, log, quietWhenIdle, onceAcross } = this.options;
    this.running = (async () => {
      if (onceAcross && !(await claimJobRun(onceAcross, name, everyMs))) {
        log.debug({ job: name }, 'job skipped: another instance has run it this period');
        return;
      }
      const result = await task();
      if (quietWhenIdle && Object.values(result).every((n) => n === 0)) return;
      log.info({ job: name, ...result }, 'job finished');
    })()
      .catch((err: unknown) => log.error({ err, job: name }, 'job failed'))
      .finally(() => {
        this.running = undefined;
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }
}
