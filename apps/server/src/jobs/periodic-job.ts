import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs a task at start and then every `everyMs`, one run at a time, without keeping the process alive.
 * Tasks must be safe to run on several instances at once; this only avoids overlapping runs in one process.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly name: string,
    private readonly everyMs: number,
    private readonly task: () => Promise<Record<string, number>>,
    private readonly log: FastifyBaseLogger,
    /** Frequent jobs: log a run only when it did something (some count in its result is not 0). */
    private readonly quietWhenIdle = false,
  ) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.run(), this.everyMs);
    this.timer.unref();
    this.run();
  }

  private run(): void {
    if (this.stopped || this.running) return;
    this.running = this.task()
      .then((result) => {
        if (this.quietWhenIdle && Object.values(result).every((n) => n === 0)) return;
        this.log.info({ job: this.name, ...result }, 'job finished');
      })
      .catch((err: unknown) => this.log.error({ err, job: this.name }, 'job failed'))
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
