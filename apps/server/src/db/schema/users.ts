import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SESSION_SCOPES } from '@portal/contract';
import { geoAreas } from './geo.js';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    password_hash: text('password_hash').notNull(),
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    phone_verified_at: timestamp('phone_verified_at', { withTimezone: true }),
    banned_at: timestamp('banned_at', { withTimezone: true }),
    ban_reason: text('ban_reason'),
    date_of_birth: date('date_of_birth'),
    /** Gender key from the contract's reference list: female, male or unknown. */
    gender: text('gender'),
    intro_bio: text('intro_bio'),
    facebook_url: text('facebook_url'),
    twitter_url: text('twitter_url'),
    linkedin_url: text('linkedin_url'),
    /** Storage keys of the square profile picture, 512 px and 128 px (written and replaced together). */
    avatar_key: text('avatar_key'),
    avatar_small_key: text('avatar_small_key'),
    geo_area_id: uuid('geo_area_id').references(() => geoAreas.id, { onDelete: 'set null' }),
    /** The language they last signed in in ('en' or 'bn'): mails nobody asked for in a request (digests) use it. */
    language: text('language'),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_phone_unique').on(t.phone).where(sql`${t.phone} is not null`),
    // The admin list's sort orders over live users only: page walks are index-only scans (see modules/users/admin-list.ts).
    index('users_live_created_idx').on(t.created_at, t.id).where(sql`${t.deleted_at} is null`),
    index('users_live_name_idx').on(t.name, t.id).where(sql`${t.deleted_at} is null`),
    index('users_live_email_idx').on(t.email, t.id).where(sql`${t.deleted_at} is null`),
    // Small sets the admin list filters by: counted and paged from their own index instead of the table.
    index('users_banned_idx').on(t.created_at, t.id).where(sql`${t.deleted_at} is null and ${t.banned_at} is not null`),
    index('users_unverified_idx')
      .on(t.created_at, t.id)
      .where(sql`${t.deleted_at} is null and ${t.banned_at} is null and ${t.email_verified_at} is null`),
    index('users_deleted_idx').on(t.id).where(sql`${t.deleted_at} is not null`),
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
  ],
);

/**
 * A single row holding how many users are not soft-deleted, kept exact by statement-level triggers on
 * users (migration 0003_admin_users_live_count), so the unfiltered admin list never counts 100,000 rows.
 */
export const userCounts = pgTable('user_counts', {
  id: boolean('id').primaryKey().default(true),
  live: integer('live').notNull().default(0),
});

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    ip: text('ip'),
    user_agent: text('user_agent'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end of the session, fixed at sign-in. */
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    /** 'full', or 'mfa_enrolment' while a role requires a second factor the user has not set up. */
    scope: text('scope', { enum: SESSION_SCOPES }).notNull().default('full'),
    /** Last request, kept to the minute; the session ends after idle_seconds without one. */
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    idle_seconds: integer('idle_seconds').notNull(),
    /** When the password or a second factor was last proven in this session (sign-in or re-authentication). */
    authenticated_at: timestamp('authenticated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('access_tokens_hash_unique').on(t.token_hash), index('access_tokens_user_idx').on(t.user_id)],
);

export const OTP_PURPOSES = ['verify_email', 'verify_phone', 'reset_password', 'change_email', 'change_phone', 'add_email', 'add_phone'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
    /** The new address a change-email/phone or add-email/phone code was sent to. */
    target: text('target'),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_codes_user_purpose_idx').on(t.user_id, t.purpose)],
);
