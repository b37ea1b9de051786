/**
 * A worker that drains a queue table: at start, every `pollMs`, and at once on kick() (after a commit that
 * queued work). One drain at a time per process; a kick during a drain runs another right after it. Claiming
 * rows safely across instances is the subclass's drain(). Errors are reported, never thrown out of the timer.
 */
export abstract class DrainWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  protected stopped = false;

  constructor(private readonly pollMs: number) {}

  protected abstract drain(): Promise<void>;
  protected abstract failed(err: unknown): void;
  /** False when there is nothing this process could do (the feature is off). */
  protected enabled(): boolean {
    return true;
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
    this.kick();
  }

  kick(): void {
    if (this.stopped || !this.enabled()) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err: unknown) => this.failed(err))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Waits for the current drain; used by graceful shutdown and by tests. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.idle();
  }
}
