import { and, eq, gt, isNull, lt, or, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { crmConnections, crmOauthStates, users } from '../../db/schema/index.js';

export type CrmConnectionRow = typeof crmConnections.$inferSelect;

export interface NewConnection {
  instanceUrl: string;
  orgId: string;
  crmUserId: string;
  crmUserName: string;
  crmUsername: string;
  refreshTokenEncrypted: string;
  connectedBy: string;
}

const cleared = {
  instance_url: null,
  org_id: null,
  crm_user_id: null,
  crm_user_name: null,
  crm_username: null,
  refresh_token_encrypted: null,
  connected_by: null,
  connected_at: null,
  reconnect_needed_at: null,
  api_used: null,
  api_limit: null,
  api_usage_at: null,
  record_types: null,
} as const;

export const crmRepository = {
  /** The provider's connection row with the name of the admin who connected it. */
  async findConnection(db: Executor, provider: string): Promise<(CrmConnectionRow & { connected_by_name: string | null }) | undefined> {
    const [row] = await db
      .select({ connection: crmConnections, connected_by_name: users.name })
      .from(crmConnections)
      .leftJoin(users, eq(users.id, crmConnections.connected_by))
      .where(eq(crmConnections.provider, provider));
    return row ? { ...row.connection, connected_by_name: row.connected_by_name } : undefined;
  },

  /** The row locked for a change, so two connects or disconnects at once go one after the other. */
  async lockConnection(db: Executor, provider: string): Promise<CrmConnectionRow | undefined> {
    const [row] = await db.select().from(crmConnections).where(eq(crmConnections.provider, provider)).for('update');
    return row;
  },

  /** Replaces whatever connection there was with this one, and clears the last error. */
  async saveConnection(db: Executor, provider: string, connection: NewConnection): Promise<void> {
    const values = {
      instance_url: connection.instanceUrl,
      org_id: connection.orgId,
      crm_user_id: connection.crmUserId,
      crm_user_name: connection.crmUserName,
      crm_username: connection.crmUsername,
      refresh_token_encrypted: connection.refreshTokenEncrypted,
      connected_by: connection.connectedBy,
      connected_at: sql`now()`,
      last_error: null,
      last_error_at: null,
      reconnect_needed_at: null,
      // Another org may have other record type ids.
      record_types: null,
      updated_at: sql`now()`,
    };
    await db.insert(crmConnections).values({ provider, ...values }).onConflictDoUpdate({ target: crmConnections.provider, set: values });
  },

  /** Records what went wrong, leaving any connection as it is. */
  async recordError(db: Executor, provider: string, error: string): Promise<void> {
    const values = { last_error: error, last_error_at: sql`now()`, updated_at: sql`now()` };
    await db.insert(crmConnections).values({ provider, ...values }).onConflictDoUpdate({ target: crmConnections.provider, set: values });
  },

  /**
   * Forgets the connection holding `sealedToken` and the token with it; `error` (a failed revoke) stays as the last
   * error. False when the connection is another by now.
   */
  async forgetConnection(db: Executor, provider: string, sealedToken: string, error: string | null): Promise<boolean> {
    const forgotten = await db
      .update(crmConnections)
      .set({ ...cleared, last_error: error, last_error_at: error ? sql`now()` : null, updated_at: sql`now()` })
      .where(and(eq(crmConnections.provider, provider), eq(crmConnections.refresh_token_encrypted, sealedToken)))
      .returning({ provider: crmConnections.provider });
    return forgotten.length > 0;
  },

  /**
   * Keeps the refresh token Salesforce rotated to, in place of the one spent, and clears any 'reconnect needed' that
   * a concurrent refresh recorded. False when the row no longer holds the spent token (rotated elsewhere, or
   * disconnected): the new one is then not kept.
   */
  async rotateToken(db: Executor, provider: string, spent: string, next: string, instanceUrl: string): Promise<boolean> {
    const rotated = await db
      .update(crmConnections)
      .set({ refresh_token_encrypted: next, instance_url: instanceUrl, reconnect_needed_at: null, updated_at: sql`now()` })
      .where(and(eq(crmConnections.provider, provider), eq(crmConnections.refresh_token_encrypted, spent)))
      .returning({ provider: crmConnections.provider });
    return rotated.length > 0;
  },

  /** Salesforce refused `sealed` for good: syncs stop until an admin connects again. False when the token is another by now. */
  async markReconnectNeeded(db: Executor, provider: string, sealed: string, error: string): Promise<boolean> {
    const marked = await db
      .update(crmConnections)
      .set({ reconnect_needed_at: sql`coalesce(${crmConnections.reconnect_needed_at}, now())`, last_error: error, last_error_at: sql`now()`, updated_at: sql`now()` })
      .where(and(eq(crmConnections.provider, provider), eq(crmConnections.refresh_token_encrypted, sealed)))
      .returning({ provider: crmConnections.provider });
    return marked.length > 0;
  },

  async recordUsage(db: Executor, provider: string, usage: { used: number; limit: number }): Promise<void> {
    await db
      .update(crmConnections)
      .set({ api_used: usage.used, api_limit: usage.limit, api_usage_at: sql`now()` })
      .where(eq(crmConnections.provider, provider));
  },

  /** Keeps the record type ids read from the org the connection holds now. */
  async saveRecordTypes(db: Executor, provider: string, orgId: string, recordTypes: Record<string, string>): Promise<void> {
    await db
      .update(crmConnections)
      .set({ record_types: recordTypes })
      .where(and(eq(crmConnections.provider, provider), eq(crmConnections.org_id, orgId)));
  },

  async insertState(db: Executor, state: { stateHash: string; accessTokenId: string; codeVerifierEncrypted: string; expiresAt: Date }): Promise<void> {
    await db.insert(crmOauthStates).values({
      state_hash: state.stateHash,
      access_token_id: state.accessTokenId,
      code_verifier_encrypted: state.codeVerifierEncrypted,
      expires_at: state.expiresAt,
    });
  },

  /**
   * Spends a state in the one statement that checks it (unused, unexpired, started by this session), so two
   * callbacks at once cannot both win. Answers the sealed code verifier, or undefined.
   */
  async claimState(db: Executor, stateHash: string, accessTokenId: string): Promise<string | undefined> {
    const [row] = await db
      .update(crmOauthStates)
      .set({ used_at: sql`now()` })
      .where(
        and(
          eq(crmOauthStates.state_hash, stateHash),
          eq(crmOauthStates.access_token_id, accessTokenId),
          isNull(crmOauthStates.used_at),
          gt(crmOauthStates.expires_at, sql`now()`),
        ),
      )
      .returning({ verifier: crmOauthStates.code_verifier_encrypted });
    return row?.verifier;
  },

  /** States that are used or past their time: nothing can spend them, so the hourly cleanup drops them. */
  async deleteSpentStates(db: Executor, now: Date = new Date()): Promise<number> {
    const removed = await db
      .delete(crmOauthStates)
      .where(or(isNotNull(crmOauthStates.used_at), lt(crmOauthStates.expires_at, now)))
      .returning({ id: crmOauthStates.id });
    return removed.length;
  },
};
