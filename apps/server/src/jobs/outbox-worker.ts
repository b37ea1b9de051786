import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { outboxRepository } from '../modules/mail/outbox-repository.js';
import type { MailTransport } from '../modules/mail/transport.js';

const POLL_MS = 2000;
const BATCH = 20;
const MAX_ATTEMPTS = 8;

/** Delivers queued mail; kick() after enqueueing sends at once instead of at the next poll. */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
    this.kick();
  }

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err: unknown) => this.log.error({ err }, 'mail outbox run failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Waits for the current run; used by graceful shutdown and by tests. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.idle();
  }

  private async drain(): Promise<void> {
    for (;;) {
      const batch = await outboxRepository.claimDue(this.db, BATCH);
      if (batch.length === 0) return;
      for (const mail of batch) {
        try {
          const status = await this.transport.deliver(mail);
          await outboxRepository.markDelivered(this.db, mail.id, status);
        } catch (err) {
          this.log.warn({ err, mailId: mail.id }, 'mail delivery failed; will retry');
          await outboxRepository.markFailed(this.db, mail.id, mail.attempts + 1, String(err), MAX_ATTEMPTS);
        }
      }
    }
  }
}
