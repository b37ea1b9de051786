import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { accessTokens, otpCodes, permissions, rolePermissions, userRoles, users, type OtpPurpose } from '../../db/schema/index.js';

/**
 * Every authenticated request asks this, so it is one prepared statement: the live token, its user and
 * the user's permission names in a single round trip, planned once per connection.
 */
export function prepareActorLookup(db: Database) {
  const permissionNames = sql<string[]>`array(
    select distinct ${permissions.name} from ${userRoles}
    join ${rolePermissions} on ${rolePermissions.role_id} = ${userRoles.role_id}
    join ${permissions} on ${permissions.id} = ${rolePermissions.permission_id}
    where ${userRoles.user_id} = ${users.id}
    order by 1)`;
  return db
    .select({ user: users, permissions: permissionNames })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.user_id))
    .where(
      and(
        eq(accessTokens.token_hash, sql.placeholder('tokenHash')),
        isNull(accessTokens.revoked_at),
        gt(accessTokens.expires_at, sql`now()`),
        isNull(users.deleted_at),
      ),
    )
    .prepare('actor_by_token');
}

export const tokensRepository = {
  async create(db: Executor, values: typeof accessTokens.$inferInsert): Promise<void> {
    await db.insert(accessTokens).values(values);
  },

  async revoke(db: Executor, tokenHash: string): Promise<void> {
    await db.update(accessTokens).set({ revoked_at: sql`now()` }).where(eq(accessTokens.token_hash, tokenHash));
  },

  /** Signs the user out everywhere except the session identified by `keepTokenHash`. */
  async revokeOthersOfUser(db: Executor, userId: string, keepTokenHash: string): Promise<void> {
    await db
      .update(accessTokens)
      .set({ revoked_at: sql`now()` })
      .where(and(eq(accessTokens.user_id, userId), isNull(accessTokens.revoked_at), ne(accessTokens.token_hash, keepTokenHash)));
  },

  async revokeAllOfUser(db: Executor, userId: string): Promise<void> {
    await db
      .update(accessTokens)
      .set({ revoked_at: sql`now()` })
      .where(and(eq(accessTokens.user_id, userId), isNull(accessTokens.revoked_at)));
  },
};

export const otpRepository = {
  /** Kills the user's outstanding codes of a purpose. */
  async cancel(db: Executor, userId: string, purpose: OtpPurpose): Promise<void> {
    await db
      .update(otpCodes)
      .set({ consumed_at: sql`now()` })
      .where(and(eq(otpCodes.user_id, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumed_at)));
  },

  /** A new code replaces any earlier one of the same purpose. `target`: the new address it was sent to, if any. */
  async replace(db: Executor, userId: string, purpose: OtpPurpose, codeHash: string, ttlSeconds: number, target?: string): Promise<void> {
    await this.cancel(db, userId, purpose);
    await db.insert(otpCodes).values({
      user_id: userId,
      purpose,
      target: target ?? null,
      code_hash: codeHash,
      expires_at: new Date(Date.now() + ttlSeconds * 1000),
    });
  },

  async findUsable(db: Executor, userId: string, purpose: OtpPurpose) {
    const [row] = await db
      .select()
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.user_id, userId),
          eq(otpCodes.purpose, purpose),
          isNull(otpCodes.consumed_at),
          gt(otpCodes.expires_at, sql`now()`),
        ),
      )
      .orderBy(desc(otpCodes.created_at))
      .limit(1);
    return row;
  },

  async countFailure(db: Executor, id: string): Promise<void> {
    await db.update(otpCodes).set({ attempts: sql`${otpCodes.attempts} + 1` }).where(eq(otpCodes.id, id));
  },

  /** False when another request consumed the code first. */
  async consume(db: Executor, id: string): Promise<boolean> {
    const rows = await db
      .update(otpCodes)
      .set({ consumed_at: sql`now()` })
      .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumed_at)))
      .returning({ id: otpCodes.id });
    return rows.length === 1;
  },
};
