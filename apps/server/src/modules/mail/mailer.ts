import type { Executor } from '../../db/client.js';
import { outboxRepository, type OutgoingMail } from './outbox-repository.js';

/** Queues mail in the caller's transaction; the outbox worker delivers it once committed. */
export class Mailer {
  constructor(private readonly onQueued: () => void) {}

  async queue(db: Executor, mail: OutgoingMail): Promise<void> {
    await outboxRepository.enqueue(db, mail);
  }

  /** Call after the transaction that queued mail has committed. */
  flush(): void {
    this.onQueued();
  }
}
