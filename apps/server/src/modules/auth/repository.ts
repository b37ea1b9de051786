import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accessTokens, otpCodes, users, type OtpPurpose } from '../../db/schema/index.js';

export const tokensRepository = {
  async create(db: Executor, values: typeof accessTokens.$inferInsert): Promise<void> {
    await db.insert(accessTokens).values(values);
  },

  /** The live token and its user, or nothing when the token is unknown, expired, revoked or the user deleted. */
  async findLive(db: Executor, tokenHash: string) {
    const [row] = await db
      .select({ token: accessTokens, user: users })
      .from(accessTokens)
      .innerJoin(users, eq(users.id, accessTokens.user_id))
      .where(
        and(
          eq(accessTokens.token_hash, tokenHash),
          isNull(accessTokens.revoked_at),
          gt(accessTokens.expires_at, sql`now()`),
          isNull(users.deleted_at),
        ),
      );
    return row;
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
  /** A new code replaces any earlier one of the same purpose. `target`: the new address it was sent to, if any. */
  async replace(db: Executor, userId: string, purpose: OtpPurpose, codeHash: string, ttlSeconds: number, target?: string): Promise<void> {
    await db
      .update(otpCodes)
      .set({ consumed_at: sql`now()` })
      .where(and(eq(otpCodes.user_id, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumed_at)));
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
