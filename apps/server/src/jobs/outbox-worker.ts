import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { outboxRepository } from '../modules/mail/outbox-repository.js';
import type { MailTransport } from '../modules/mail/transport.js';
import { DrainWorker } from './drain-worker.js';

const POLL_MS = 2000;
const BATCH = 20;
const MAX_ATTEMPTS = 8;

/** Delivers queued mail; kick() after enqueueing sends at once instead of at the next poll. */
export class OutboxWorker extends DrainWorker {
  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
  ) {
    super(POLL_MS);
  }

  protected failed(err: unknown): void {
    this.log.error({ err }, 'mail outbox run failed');
  }

  protected async drain(): Promise<void> {
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
