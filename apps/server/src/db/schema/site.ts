import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  ip: text('ip'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'logged'] as const;

/** Mail is written here inside the transaction that causes it, then delivered by the outbox worker. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** The body, kept only while the mail waits to be sent: it may hold a one-time code or a link. */
    text: text('text'),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.next_attempt_at)],
);

/** Append-only record of who did what to whom. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actor_id: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    target_type: text('target_type'),
    target_id: text('target_id'),
    ip: text('ip'),
    data: jsonb('data'),
    // The moment the entry is written, not the transaction's start: entries one change writes (a submission, and
    // the portal accepting it) keep their order instead of tying on one time.
    created_at: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    // The order entries were written in, where their times tie: the embedded database's clock counts milliseconds,
    // and one change writes its entries within one.
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [index('audit_log_created_idx').on(t.created_at, t.seq), index('audit_log_actor_idx').on(t.actor_id)],
);
