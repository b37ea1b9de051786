import { and, asc, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  mfaChallenges,
  passkeys,
  recoveryCodes,
  roles,
  userRoles,
  userTotp,
  type MfaChallengePurpose,
} from '../../db/schema/index.js';
import { uniqueOr } from '../../db/unique.js';

export type TotpRow = typeof userTotp.$inferSelect;
export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengeRow = typeof mfaChallenges.$inferSelect;

export interface MfaState {
  /** One of the user's roles requires a second factor. */
  required: boolean;
  totp: boolean;
  passkeys: number;
}

export const enrolled = (state: MfaState) => state.totp || state.passkeys > 0;

export const mfaRepository = {
  async stateOf(db: Executor, userId: string): Promise<MfaState> {
    const result = await db.execute<{ required: boolean; totp: boolean; passkeys: number }>(sql`
      select
        exists (select 1 from ${userRoles} ur join ${roles} r on r.id = ur.role_id
                where ur.user_id = ${userId} and r.mfa_required) as required,
        exists (select 1 from ${userTotp} t where t.user_id = ${userId} and t.confirmed_at is not null) as totp,
        (select count(*)::int from ${passkeys} p where p.user_id = ${userId}) as passkeys`);
    const row = result.rows[0];
    return { required: row?.required === true, totp: row?.totp === true, passkeys: Number(row?.passkeys ?? 0) };
  },

  /* Authenticator app */

  async findTotp(db: Executor, userId: string): Promise<TotpRow | undefined> {
    const [row] = await db.select().from(userTotp).where(eq(userTotp.user_id, userId));
    return row;
  },

  /** Starts (or restarts) an enrolment; never replaces a confirmed app. False when one is confirmed. */
  async startTotp(db: Executor, userId: string, secretEncrypted: string): Promise<boolean> {
    const rows = await db
      .insert(userTotp)
      .values({ user_id: userId, secret_encrypted: secretEncrypted })
      .onConflictDoUpdate({
        target: userTotp.user_id,
        set: { secret_encrypted: secretEncrypted, created_at: sql`now()` },
        setWhere: isNull(userTotp.confirmed_at),
      })
      .returning({ userId: userTotp.user_id });
    return rows.length === 1;
  },

  /**
   * Records an accepted code's time step, only if it is later than the last one accepted: of two requests
   * with the same code, exactly one wins. `confirm` also completes an enrolment.
   */
  async acceptTimeStep(db: Executor, userId: string, timeStep: number, confirm: boolean): Promise<boolean> {
    const rows = await db
      .update(userTotp)
      .set({ last_time_step: timeStep, ...(confirm ? { confirmed_at: sql`now()` } : {}) })
      .where(
        and(
          eq(userTotp.user_id, userId),
          confirm ? isNull(userTotp.confirmed_at) : isNotNull(userTotp.confirmed_at),
          or(isNull(userTotp.last_time_step), lt(userTotp.last_time_step, timeStep)),
        ),
      )
      .returning({ userId: userTotp.user_id });
    return rows.length === 1;
  },

  async removeTotp(db: Executor, userId: string): Promise<boolean> {
    const rows = await db.delete(userTotp).where(eq(userTotp.user_id, userId)).returning({ userId: userTotp.user_id });
    return rows.length === 1;
  },

  /* Recovery codes */

  async replaceRecoveryCodes(db: Executor, userId: string, hashes: readonly string[]): Promise<void> {
    await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
    if (hashes.length > 0) await db.insert(recoveryCodes).values(hashes.map((code_hash) => ({ user_id: userId, code_hash })));
  },

  async countUnusedRecoveryCodes(db: Executor, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.user_id, userId), isNull(recoveryCodes.used_at)));
    return row?.n ?? 0;
  },

  /** Uses up the code with this hash; false when there is none or it was used (by a concurrent request too). */
  async useRecoveryCode(db: Executor, userId: string, codeHash: string): Promise<boolean> {
    const rows = await db
      .update(recoveryCodes)
      .set({ used_at: sql`now()` })
      .where(and(eq(recoveryCodes.user_id, userId), eq(recoveryCodes.code_hash, codeHash), isNull(recoveryCodes.used_at)))
      .returning({ id: recoveryCodes.id });
    return rows.length === 1;
  },

  /* Passkeys */

  async listPasskeys(db: Executor, userId: string): Promise<PasskeyRow[]> {
    return db.select().from(passkeys).where(eq(passkeys.user_id, userId)).orderBy(asc(passkeys.created_at));
  },

  async findPasskeyByCredential(db: Executor, userId: string, credentialId: string): Promise<PasskeyRow | undefined> {
    const [row] = await db
      .select()
      .from(passkeys)
      .where(and(eq(passkeys.user_id, userId), eq(passkeys.credential_id, credentialId)));
    return row;
  },

  /** Throws `registered()` when the credential is already stored (for any account). */
  async insertPasskey(db: Executor, values: typeof passkeys.$inferInsert, registered: () => Error): Promise<PasskeyRow> {
    const [row] = await uniqueOr(() => db.insert(passkeys).values(values).returning(), { passkeys_credential_unique: registered });
    if (!row) throw new Error('insert returned no passkey');
    return row;
  },

  /** Stores the authenticator's new signature counter; refuses one that did not grow (a cloned authenticator). */
  async recordPasskeyUse(db: Executor, id: string, previousCounter: number, newCounter: number): Promise<boolean> {
    const rows = await db
      .update(passkeys)
      .set({ counter: newCounter, last_used_at: sql`now()` })
      .where(and(eq(passkeys.id, id), eq(passkeys.counter, previousCounter)))
      .returning({ id: passkeys.id });
    return rows.length === 1;
  },

  async removePasskey(db: Executor, userId: string, id: string): Promise<PasskeyRow | undefined> {
    const [row] = await db.delete(passkeys).where(and(eq(passkeys.user_id, userId), eq(passkeys.id, id))).returning();
    return row;
  },

  /** Removes every factor and recovery code of a user (an administrator's reset). */
  async removeAll(db: Executor, userId: string): Promise<void> {
    await db.delete(userTotp).where(eq(userTotp.user_id, userId));
    await db.delete(passkeys).where(eq(passkeys.user_id, userId));
    await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
    await db.delete(mfaChallenges).where(eq(mfaChallenges.user_id, userId));
  },

  /* Challenges */

  async createChallenge(db: Executor, values: typeof mfaChallenges.$inferInsert): Promise<ChallengeRow> {
    const [row] = await db.insert(mfaChallenges).values(values).returning();
    if (!row) throw new Error('insert returned no challenge');
    return row;
  },

  /**
   * Counts one attempt on a live login challenge before its proof is checked, in one statement, so a burst
   * of guesses sent at once cannot all be checked: each needs its own attempt and only `maxAttempts` exist.
   */
  async claimLoginAttempt(db: Executor, tokenHash: string, maxAttempts: number): Promise<ChallengeRow | undefined> {
    const [row] = await db
      .update(mfaChallenges)
      .set({ attempts: sql`${mfaChallenges.attempts} + 1` })
      .where(
        and(
          eq(mfaChallenges.token_hash, tokenHash),
          eq(mfaChallenges.purpose, 'login'),
          isNull(mfaChallenges.consumed_at),
          gt(mfaChallenges.expires_at, sql`now()`),
          lt(mfaChallenges.attempts, maxAttempts),
        ),
      )
      .returning();
    return row;
  },

  /** The newest live WebAuthn challenge of a session for a purpose. */
  async findSessionChallenge(db: Executor, accessTokenId: string, purpose: MfaChallengePurpose): Promise<ChallengeRow | undefined> {
    const [row] = await db
      .select()
      .from(mfaChallenges)
      .where(
        and(
          eq(mfaChallenges.access_token_id, accessTokenId),
          eq(mfaChallenges.purpose, purpose),
          isNull(mfaChallenges.consumed_at),
          gt(mfaChallenges.expires_at, sql`now()`),
        ),
      )
      .orderBy(sql`${mfaChallenges.created_at} desc`)
      .limit(1);
    return row;
  },

  /** False when another request consumed it first. */
  async consumeChallenge(db: Executor, id: string): Promise<boolean> {
    const rows = await db
      .update(mfaChallenges)
      .set({ consumed_at: sql`now()` })
      .where(and(eq(mfaChallenges.id, id), isNull(mfaChallenges.consumed_at)))
      .returning({ id: mfaChallenges.id });
    return rows.length === 1;
  },

  /** A user's challenges that can no longer be used. */
  async deleteDeadChallenges(db: Executor, userId: string): Promise<void> {
    await db
      .delete(mfaChallenges)
      .where(and(eq(mfaChallenges.user_id, userId), or(isNotNull(mfaChallenges.consumed_at), lt(mfaChallenges.expires_at, sql`now()`))));
  },
};
