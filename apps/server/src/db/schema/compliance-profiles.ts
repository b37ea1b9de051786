import { boolean, date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * What a candidate will do (api-contract.md 'Compliance profile'): the placement roles and settings and the
 * facts the rules read (packages/contract/src/rules). One row per user, written on the first answer: no row
 * means the empty profile, so nothing role-specific applies yet.
 *
 * Roles and settings are catalogue values kept as text, so a value the catalogue later drops is skipped on
 * read rather than breaking the row.
 */
export const complianceProfiles = pgTable('compliance_profiles', {
  user_id: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  roles: text('roles').array().notNull(),
  settings: text('settings').array().notNull(),
  management: boolean('management').notNull().default(false),
  drives_for_work: boolean('drives_for_work').notNull().default(false),
  lived_overseas: boolean('lived_overseas').notNull().default(false),
  /** Set by staff only: health questions may be asked after a conditional offer (Equality Act 2010 s.60). */
  conditional_offer: boolean('conditional_offer').notNull().default(false),
  /** Staff only, the retention clocks (contract rules/retention.ts): the last day the agency found them work. */
  last_service_on: date('last_service_on', { mode: 'string' }),
  /** Staff only: the day the agency closed the application of a candidate it never placed. */
  closed_unplaced_on: date('closed_unplaced_on', { mode: 'string' }),
  /** A legal hold stops every retention deletion of this candidate's records until it is lifted. */
  legal_hold_reason: text('legal_hold_reason'),
  legal_hold_by: uuid('legal_hold_by').references(() => users.id, { onDelete: 'set null' }),
  legal_hold_at: timestamp('legal_hold_at', { withTimezone: true }),
  /** Who saved it last: the candidate, or the officer who set it for them. */
  updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
