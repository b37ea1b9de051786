import type { TScrRow } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { bigserial, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { submissions } from './compliance.js';
import { users } from './users.js';

/** An officer's internal note on a candidate: never shown to the candidate. Append-only. */
export const candidateNotes = pgTable(
  'candidate_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidate_id: uuid('candidate_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    author_id: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('candidate_notes_candidate_idx').on(t.candidate_id, t.created_at)],
);

/**
 * An officer's request that the candidate change one item of their pack. The candidate sees it on the item
 * until they submit that form again, which resolves it.
 */
export const changeRequests = pgTable(
  'change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidate_id: uuid('candidate_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** `<group>/<slug>` */
    form_key: text('form_key').notNull(),
    message: text('message').notNull(),
    requested_by: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
    /** The submission that answered the request, when a submission did. */
    resolved_by_submission_id: uuid('resolved_by_submission_id').references(() => submissions.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('change_requests_candidate_idx').on(t.candidate_id, t.created_at),
    index('change_requests_open_idx').on(t.candidate_id, t.form_key).where(sql`${t.resolved_at} is null`),
  ],
);

/** What an assurance pack asserted when issued (assurance_packs.snapshot). */
export interface PackSnapshot {
  candidate_name: string;
  issuer_name: string;
  rows: TScrRow[];
  /** The CSV exactly as issued: the verification link in it cannot be rebuilt, only its hash is kept. */
  csv: string;
}

/**
 * An assurance pack issued for one candidate's placement at one school: what it asserted (snapshot), the hashes
 * of the PDF and CSV handed out, and the verification link (only its hash is stored). Revoked when the candidate's
 * status changes after issue.
 */
export const assurancePacks = pgTable(
  'assurance_packs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidate_id: uuid('candidate_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    school_name: text('school_name').notNull(),
    /** The school's unique reference number (URN), when given. */
    school_urn: text('school_urn'),
    /** UK date the placement starts, when given. */
    placement_start: date('placement_start', { mode: 'string' }),
    issued_by: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issued_at: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    link_expires_at: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    /** SHA-256 (hex) of the verification token; the token itself is only in the link. */
    token_hash: text('token_hash').notNull(),
    /** Where the issued PDF is kept in file storage. */
    storage_key: text('storage_key').notNull(),
    pdf_sha256: text('pdf_sha256').notNull(),
    csv_sha256: text('csv_sha256').notNull(),
    /** The rows the pack asserted, as shown on the verification page. */
    snapshot: jsonb('snapshot').notNull().$type<PackSnapshot>(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    revoked_reason: text('revoked_reason'),
  },
  (t) => [
    uniqueIndex('assurance_packs_token_unique').on(t.token_hash),
    index('assurance_packs_candidate_idx').on(t.candidate_id, t.issued_at),
    index('assurance_packs_live_idx').on(t.candidate_id).where(sql`${t.revoked_at} is null`),
  ],
);

/** Every opening of an assurance pack's verification page. Append-only. */
export const assurancePackViews = pgTable(
  'assurance_pack_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pack_id: uuid('pack_id').notNull().references(() => assurancePacks.id, { onDelete: 'cascade' }),
    viewed_at: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the page showed: current, revoked or expired. */
    outcome: text('outcome').notNull(),
    ip: text('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [index('assurance_pack_views_pack_idx').on(t.pack_id, t.viewed_at)],
);
