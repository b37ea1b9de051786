import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
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
    .select({
      user: users,
      permissions: permissionNames,
      session: {
        id: accessTokens.id,
        scope: accessTokens.scope,
        lastUsedAt: accessTokens.last_used_at,
        authenticatedAt: accessTokens.authenticated_at,
      },
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.user_id))
    .where(
      and(
        eq(accessTokens.token_hash, sql.placeholder('tokenHash')),
        isNull(accessTokens.revoked_at),
        gt(accessTokens.expires_at, sql`now()`),
        gt(accessTokens.last_used_at, sql`now() - make_interval(secs => ${accessTokens.idle_seconds})`),
        isNull(users.deleted_at),
      ),
    )
    .prepare('actor_by_token');
}

export const tokensRepository = {
  async create(db: Executor, values: typeof accessTokens.$inferInsert): Promise<void> {
    await db.insert(accessTokens).values(values);
  },

  /** Marks the session as used now; callers skip it while the last mark is under a minute old. */
  async touch(db: Executor, id: string): Promise<void> {
    await db.update(accessTokens).set({ last_used_at: sql`now()` }).where(eq(accessTokens.id, id));
  },

  /** The password or a factor was just proven in this session: sensitive changes are allowed for a while. */
  async markAuthenticated(db: Executor, id: string, scope?: 'full'): Promise<void> {
    await db
      .update(accessTokens)
      .set({ authenticated_at: sql`now()`, ...(scope ? { scope } : {}) })
      .where(eq(accessTokens.id, id));
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

  /** See applySessionPolicy: one statement for the users named, or for every holder of a role. */
  async applyPolicy(
    db: Executor,
    limits: Record<'staff' | 'candidate', { ttlSeconds: number; idleSeconds: number }>,
    whose: { userIds: readonly string[] } | { roleId: string },
  ): Promise<void> {
    if ('userIds' in whose && whose.userIds.length === 0) return;
    const ids =
      'roleId' in whose
        ? sql`select user_id as id from user_roles where role_id = ${whose.roleId}`
        : sql`select id from users where id in (${sql.join(whose.userIds.map((id) => sql`${id}::uuid`), sql`, `)})`;
    await db.execute(sql`
      update access_tokens t set
        idle_seconds = case when p.staff then ${limits.staff.idleSeconds}::int else ${limits.candidate.idleSeconds}::int end,
        expires_at = least(t.expires_at, t.created_at + make_interval(secs => case when p.staff then ${limits.staff.ttlSeconds}::int else ${limits.candidate.ttlSeconds}::int end)),
        -- a media-library session stays one: a change of roles must never widen it to a full session
        scope = case when t.scope = 'media' then 'media' when p.must_enrol then 'mfa_enrolment' else 'full' end
      from (
        select u.id,
          exists (select 1 from user_roles ur join role_permissions rp on rp.role_id = ur.role_id where ur.user_id = u.id) as staff,
          exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and r.mfa_required)
            and not exists (select 1 from user_totp x where x.user_id = u.id and x.confirmed_at is not null)
            and not exists (select 1 from passkeys k where k.user_id = u.id) as must_enrol
        from (${ids}) u
      ) p
      where t.user_id = p.id and t.revoked_at is null and t.expires_at > now()`);
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
  async replace(db: Executor, userId: string, purpose: OtpPurpose, code: { hash: string; ttlSeconds: number; target?: string }): Promise<void> {
    const { hash: codeHash, ttlSeconds, target } = code;
    await this.cancel(db, userId, purpose);
    await db.insert(otpCodes).values({
      user_id: userId,
      purpose,
      target: target ?? null,
      code_hash: codeHash,
      expires_at: new Date(Date.now() + ttlSeconds * 1000),
    });
  },

  /**
   * Uses up one attempt of the newest live code of a purpose and returns it, or nothing when there is no
   * live code or its attempts are spent.
   */
  async claimAttempt(db: Executor, userId: string, purpose: OtpPurpose, maxAttempts: number) {
    const newest = db
      .select({ id: otpCodes.id })
      .from(otpCodes)
      .where(and(eq(otpCodes.user_id, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumed_at), gt(otpCodes.expires_at, sql`now()`)))
      .orderBy(desc(otpCodes.created_at))
      .limit(1);
    const [row] = await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(and(eq(otpCodes.id, sql`(${newest})`), lt(otpCodes.attempts, maxAttempts)))
      .returning();
    return row;
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
