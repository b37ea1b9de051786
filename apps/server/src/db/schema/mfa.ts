import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A user's authenticator app. The shared secret must be readable to check codes, so it is stored
 * encrypted (AES-256-GCM with the portal's secret key), never in clear. A row without confirmed_at is an
 * enrolment in progress: the QR code was shown but no code from the app has come back yet.
 */
export const userTotp = pgTable('user_totp', {
  user_id: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  secret_encrypted: text('secret_encrypted').notNull(),
  confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
  /** The time step of the last accepted code: a code is accepted once, never replayed. */
  last_time_step: bigint('last_time_step', { mode: 'number' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes, stored only as hashes; a new set replaces the old one. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.user_id)],
);

/** WebAuthn credentials (passkeys and security keys). */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The authenticator's credential id, base64url. */
    credential_id: text('credential_id').notNull(),
    /** COSE public key, base64url. */
    public_key: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    name: text('name').notNull(),
    backed_up: boolean('backed_up').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkeys_credential_unique').on(t.credential_id), index('passkeys_user_idx').on(t.user_id)],
);

export const MFA_CHALLENGE_PURPOSES = ['login', 'reauth', 'passkey_registration'] as const;
export type MfaChallengePurpose = (typeof MFA_CHALLENGE_PURPOSES)[number];

/**
 * Short-lived, single-use challenges: the one a sign-in answers with once the password is right
 * (token_hash, the SHA-256 of what the client holds), and the random WebAuthn challenge a passkey signs.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: MFA_CHALLENGE_PURPOSES }).notNull(),
    token_hash: text('token_hash'),
    /** The session that asked, for re-authentication and passkey registration. */
    access_token_id: uuid('access_token_id'),
    webauthn_challenge: text('webauthn_challenge'),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mfa_challenges_token_unique').on(t.token_hash), index('mfa_challenges_user_idx').on(t.user_id, t.purpose)],
);
