import { SUBMISSION_CHECK_KINDS, type TTombstone } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { bigserial, customType, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Raw bytes; node-postgres hands back a Buffer and PGlite a Uint8Array, both are Uint8Arrays. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Files a candidate uploaded (JPEG, PNG or PDF, checked by content). The bytes live in file storage under
 * `storage_key`; a row exists only once its object is completely written. Unattached rows (and their
 * objects) are removed by the cleanup job after a while.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    storage_key: text('storage_key').notNull(),
    /** The display name generated at upload from the client's name and the real type (uploads/file-names.ts). */
    name: text('name').notNull(),
    mime_type: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /**
     * SHA-256 of the stored bytes (64 lowercase hex digits), computed while they were written: for images the
     * re-encoded bytes kept, not the bytes sent. Null for files uploaded before hashes were recorded (migration 0013).
     */
    sha256: text('sha256'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a draft or submission first refers to the file; null files are removed after a while. */
    attached_at: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('uploads_storage_key_unique').on(t.storage_key),
    index('uploads_user_idx').on(t.user_id),
    index('uploads_unattached_idx').on(t.created_at).where(sql`${t.attached_at} is null`),
  ],
);

/** What a stored submission row can be; 'not_started' is the absence of a row. */
export const SUBMISSION_ROW_STATUSES = ['draft', 'submitted', 'approved', 'rejected', 'expired'] as const;
export type SubmissionRowStatus = (typeof SUBMISSION_ROW_STATUSES)[number];

/**
 * One version of one form of one candidate. A version starts as a draft (or straight as a submission) and is
 * frozen once submitted; a resubmission after a rejection, reopening or expiry is a new version, and the one
 * it replaces gets `superseded_at`. Exactly one version per candidate and form is current.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** `<group>/<slug>` */
    form_key: text('form_key').notNull(),
    version: integer('version').notNull(),
    definition_version: integer('definition_version').notNull(),
    status: text('status', { enum: SUBMISSION_ROW_STATUSES }).notNull(),
    answers: jsonb('answers').notNull().$type<Record<string, unknown>>(),
    /** The language the candidate used: declaration text, and the mails about this submission. */
    language: text('language').notNull().default('en'),
    declaration_text: text('declaration_text'),
    declaration_text_en: text('declaration_text_en'),
    /** The drawn signature as PNG bytes (at most 200 KB), written in the same transaction as the row. */
    signature_image: bytea('signature_image'),
    typed_name: text('typed_name'),
    signed_at: timestamp('signed_at', { withTimezone: true }),
    signature_ip: text('signature_ip'),
    signature_user_agent: text('signature_user_agent'),
    /**
     * SHA-256 (hex) of what the candidate submitted and signed, in the canonical form of lib/statement-hash.ts
     * (declaration text as shown, typed name, signed_at, answers, signature image), fixed when the version is
     * submitted. Null for drafts and for versions submitted before it was recorded (migration 0013).
     */
    statement_sha256: text('statement_sha256'),
    submitted_at: timestamp('submitted_at', { withTimezone: true }),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
    reviewed_by: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    /** UK date from which the submission no longer counts. */
    expires_at: date('expires_at', { mode: 'string' }),
    superseded_at: timestamp('superseded_at', { withTimezone: true }),
    /**
     * UK date: the next statutory or policy deadline under the rules (contract rules/deadlines.ts), computed
     * when the version is submitted, reviewed or checked; the last day it still covers. Null when none applies.
     */
    due_at: date('due_at', { mode: 'string' }),
    /** Why the agency may hold this data (contract rules/lawful-basis.ts), fixed when the version is submitted. */
    lawful_basis: text('lawful_basis'),
    /** The retention class (contract rules/retention.ts), fixed when the version is submitted. */
    retention_class: text('retention_class'),
    /** When the retention job deleted what the class deletes; the tombstone says what was there. */
    purged_at: timestamp('purged_at', { withTimezone: true }),
    tombstone: jsonb('tombstone').$type<TTombstone>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('submissions_current_unique').on(t.user_id, t.form_key).where(sql`${t.superseded_at} is null`),
    uniqueIndex('submissions_version_unique').on(t.user_id, t.form_key, t.version),
    index('submissions_queue_idx').on(t.status, t.submitted_at).where(sql`${t.superseded_at} is null`),
    index('submissions_expiry_idx').on(t.expires_at).where(sql`${t.superseded_at} is null and ${t.expires_at} is not null`),
    index('submissions_due_idx').on(t.due_at).where(sql`${t.superseded_at} is null and ${t.due_at} is not null`),
  ],
);

/** The files a submission version refers to. An upload cannot be deleted while a row points at it. */
export const submissionFiles = pgTable(
  'submission_files',
  {
    submission_id: uuid('submission_id').notNull().references(() => submissions.id, { onDelete: 'cascade' }),
    upload_id: uuid('upload_id').notNull().references(() => uploads.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.submission_id, t.upload_id] }), index('submission_files_upload_idx').on(t.upload_id)],
);

export const SUBMISSION_EVENT_ACTIONS = ['submitted', 'approved', 'rejected', 'reopened', 'expired'] as const;

/** The review history of each version: who did what, when and why. Append-only. */
export const submissionEvents = pgTable(
  'submission_events',
  {
    /** In the order things happened, also within one transaction (where now() is the same for every row). */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submission_id: uuid('submission_id').notNull().references(() => submissions.id, { onDelete: 'cascade' }),
    /** Null for the system (expiry, automatic acceptance). */
    actor_id: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: SUBMISSION_EVENT_ACTIONS }).notNull(),
    reason: text('reason'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('submission_events_submission_idx').on(t.submission_id, t.created_at)],
);

/** Expiry reminders already sent, one per submission and threshold (days before expiry). */
export const submissionReminders = pgTable(
  'submission_reminders',
  {
    submission_id: uuid('submission_id').notNull().references(() => submissions.id, { onDelete: 'cascade' }),
    threshold_days: integer('threshold_days').notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.submission_id, t.threshold_days] })],
);

/**
 * Checks an officer made on a submission, append-only: a right-to-work check (method, result, the permission's
 * expiry or the ECS notice) or a DBS Update Service status check. The latest check of a kind feeds the
 * submission's deadline. The checker's name is copied so the record still reads right if the account goes.
 */
export const submissionChecks = pgTable(
  'submission_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submission_id: uuid('submission_id').notNull().references(() => submissions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SUBMISSION_CHECK_KINDS }).notNull(),
    method: text('method').notNull(),
    result: text('result').notNull(),
    checked_on: date('checked_on', { mode: 'string' }).notNull(),
    /** Kind-specific facts (permission_expiry_date, pvn_date, reference...), validated by the contract. */
    details: jsonb('details').notNull().$type<Record<string, unknown>>(),
    checked_by: uuid('checked_by').references(() => users.id, { onDelete: 'set null' }),
    checker_name: text('checker_name').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('submission_checks_submission_idx').on(t.submission_id, t.created_at)],
);
