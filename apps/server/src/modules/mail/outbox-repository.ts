import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export const outboxRepository = {
  async enqueue(db: Executor, mail: OutgoingMail): Promise<void> {
    await db.insert(mailOutbox).values(mail);
  },

  /** Claims due messages so that two instances never send the same one. */
  async claimDue(db: Executor, limit: number): Promise<Array<OutgoingMail & { id: string; attempts: number }>> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, text: sql<string>`${mailOutbox.text}`, attempts: mailOutbox.attempts })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), isNotNull(mailOutbox.text), lte(mailOutbox.next_attempt_at, sql`now()`)))
        .orderBy(mailOutbox.created_at)
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length > 0) {
        await tx
          .update(mailOutbox)
          .set({ attempts: sql`${mailOutbox.attempts} + 1`, next_attempt_at: sql`now() + interval '2 minutes'` })
          .where(inArray(mailOutbox.id, due.map((m) => m.id)));
      }
      return due;
    });
  },

  /**
   * Delivered: the body goes (it may hold a one-time code or a sign-in link); who it went to, the subject,
   * the status and the times stay as the record that it was sent.
   */
  async markDelivered(db: Executor, id: string, status: 'sent' | 'logged'): Promise<void> {
    await db.update(mailOutbox).set({ status, sent_at: sql`now()`, last_error: null, text: null }).where(eq(mailOutbox.id, id));
  },

  /** A failed attempt: retried later with back-off, or given up after `maxAttempts`, and then its body goes too. */
  async markFailed(db: Executor, id: string, attempts: number, error: string, maxAttempts: number): Promise<void> {
    const retryInSeconds = Math.min(3600, 2 ** attempts * 15);
    const givenUp = attempts >= maxAttempts;
    await db
      .update(mailOutbox)
      .set({
        status: givenUp ? 'failed' : 'pending',
        last_error: error.slice(0, 1000),
        next_attempt_at: sql`now() + make_interval(secs => ${retryInSeconds})`,
        ...(givenUp ? { text: null } : {}),
      })
      .where(eq(mailOutbox.id, id));
  },

  async listRecent(db: Executor, to: string) {
    return db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.created_at);
  },
};
