import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { submissions } from './compliance.js';
import { users } from './users.js';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** Stored states; 'expired' is read from `expires_at`, so no job has to flip it. */
export const REFEREE_REQUEST_ROW_STATUSES = ['sent', 'opened', 'completed', 'revoked'] as const;
export type RefereeRequestRowStatus = (typeof REFEREE_REQUEST_ROW_STATUSES)[number];

/**
 * The request to the referee of one reference submission version. Its links (tokens) are in referee_links.
 */
export const refereeRequests = pgTable(
  'referee_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submission_id: uuid('submission_id').notNull().references(() => submissions.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** `references/<slug>` */
    form_key: text('form_key').notNull(),
    referee_email: text('referee_email').notNull(),
    referee_name: text('referee_name').notNull(),
    /** The candidate's language, used for the mails to the referee. */
    language: text('language').notNull().default('en'),
    status: text('status', { enum: REFEREE_REQUEST_ROW_STATUSES }).notNull().default('sent'),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull(),
    opened_at: timestamp('opened_at', { withTimezone: true }),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    reminders_sent: integer('reminders_sent').notNull().default(0),
    last_reminder_at: timestamp('last_reminder_at', { withTimezone: true }),
    answers: jsonb('answers').$type<Record<string, unknown>>(),
    typed_name: text('typed_name'),
    signature_image: bytea('signature_image'),
    signed_at: timestamp('signed_at', { withTimezone: true }),
    signature_ip: text('signature_ip'),
    signature_user_agent: text('signature_user_agent'),
    declaration_text: text('declaration_text'),
    /**
     * SHA-256 (hex) of what the referee signed (lib/statement-hash.ts), fixed when they answer. Null until then,
     * and for answers given before it was recorded (migration 0013).
     */
    statement_sha256: text('statement_sha256'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referee_requests_submission_unique').on(t.submission_id),
    index('referee_requests_user_idx').on(t.user_id),
    index('referee_requests_open_idx').on(t.expires_at).where(sql`${t.status} in ('sent', 'opened')`),
  ],
);

/**
 * The links a request was sent with, by the SHA-256 of their token (the token itself is never kept). A reminder
 * adds a link and the earlier ones keep working, so a referee halfway through the form loses nothing; the
 * candidate sending the request again replaces them all.
 */
export const refereeLinks = pgTable(
  'referee_links',
  {
    token_hash: text('token_hash').primaryKey(),
    request_id: uuid('request_id').notNull().references(() => refereeRequests.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referee_links_request_idx').on(t.request_id)],
);
