import type { TCrmMapping } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uploads } from './compliance.js';
import { accessTokens, users } from './users.js';

/**
 * The portal's one connection to the agency's CRM org, a row per provider. The refresh token is kept only
 * encrypted (AES-256-GCM under CRM_TOKEN_KEY); access tokens are never stored. A row without a refresh token
 * is a CRM that is not connected, kept for the last error it records.
 */
export const crmConnections = pgTable('crm_connections', {
  provider: text('provider').primaryKey(),
  instance_url: text('instance_url'),
  org_id: text('org_id'),
  crm_user_id: text('crm_user_id'),
  crm_user_name: text('crm_user_name'),
  crm_username: text('crm_username'),
  refresh_token_encrypted: text('refresh_token_encrypted'),
  connected_by: uuid('connected_by').references(() => users.id, { onDelete: 'set null' }),
  connected_at: timestamp('connected_at', { withTimezone: true }),
  last_error: text('last_error'),
  last_error_at: timestamp('last_error_at', { withTimezone: true }),
  /**
   * Set when Salesforce refused the refresh token (expired, revoked, idle too long): syncs stop, and the screen and
   * the officers' digest say an admin must press Connect again. Cleared by a new connection.
   */
  reconnect_needed_at: timestamp('reconnect_needed_at', { withTimezone: true }),
  /** The org's rolling 24-hour API use from the last Sforce-Limit-Info header seen. */
  api_used: integer('api_used'),
  api_limit: integer('api_limit'),
  api_usage_at: timestamp('api_usage_at', { withTimezone: true }),
  /** Record type ids of the reference object by DeveloperName, read once per connected org. */
  record_types: jsonb('record_types').$type<Record<string, string>>(),
  /** Where syncs write (contract ZCrmMapping); null: the defaults. Kept across disconnects. */
  mapping: jsonb('mapping').$type<TCrmMapping>(),
  mapping_updated_at: timestamp('mapping_updated_at', { withTimezone: true }),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which CRM Contact a portal user is: set by an admin (search, link, create) or by the first sync's upsert. */
export const crmLinks = pgTable(
  'crm_links',
  {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  crm_id: text('crm_id').notNull(),
  /** Null when the link came from a sync rather than an admin. */
  linked_by: uuid('linked_by').references(() => users.id, { onDelete: 'set null' }),
  linked_at: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A Contact is one person: two portal users linked to it would overwrite each other's compliance.
  (t) => [uniqueIndex('crm_links_crm_id_unique').on(t.crm_id)],
);

/**
 * The CRM outbox: one row per user whose details, compliance, evidence and references must be written to the CRM.
 * A trigger (approval, rejection, expiry, Sync now) sets it queued in the trigger's own transaction, so repeated
 * triggers fold into one sync; the worker claims due rows (SKIP LOCKED), retries with back-off and gives up
 * ('failed') with Salesforce's error code after CRM_SYNC_MAX_ATTEMPTS.
 */
export const crmSyncs = pgTable(
  'crm_syncs',
  {
    user_id: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['queued', 'running', 'failed', 'done'] }).notNull(),
    /** Attempts since the sync was last queued by a trigger. */
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds a running sync until then; a crashed worker's sync is claimed again after it. */
    lease_until: timestamp('lease_until', { withTimezone: true }),
    /** The worker run holding the sync; a trigger clears it, so that run's finish leaves the new request queued. */
    claim_id: uuid('claim_id'),
    requested_at: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    last_synced_at: timestamp('last_synced_at', { withTimezone: true }),
    last_error: text('last_error'),
    last_error_code: text('last_error_code'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crm_syncs_due_idx').on(t.next_attempt_at).where(sql`${t.state} in ('queued', 'running')`)],
);

/** Evidence files already attached to a CRM record, so a sync sends each file once per org. */
export const crmSyncedFiles = pgTable(
  'crm_synced_files',
  {
    org_id: text('org_id').notNull(),
    upload_id: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    content_version_id: text('content_version_id').notNull(),
    synced_at: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.org_id, t.upload_id] })],
);

/**
 * The OAuth `state` of each Connect: single use, bound to the session that started it (gone with it), stored
 * only as a SHA-256 hash, with the PKCE code verifier sealed beside it until the callback spends both.
 */
export const crmOauthStates = pgTable(
  'crm_oauth_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    state_hash: text('state_hash').notNull(),
    access_token_id: uuid('access_token_id').notNull().references(() => accessTokens.id, { onDelete: 'cascade' }),
    code_verifier_encrypted: text('code_verifier_encrypted').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('crm_oauth_states_hash_unique').on(t.state_hash), index('crm_oauth_states_expires_idx').on(t.expires_at)],
);
