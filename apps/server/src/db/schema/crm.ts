import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
