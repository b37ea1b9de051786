import type { SessionScope, TAuthResponse } from '@portal/contract';
import type { AppContext, RequestMeta } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { newAccessToken, sha256 } from '../../lib/secrets.js';
import { rolesRepository } from '../roles/repository.js';
import { presentUser } from '../users/presenter.js';
import type { UserRow } from '../users/repository.js';
import { tokensRepository } from './repository.js';

/**
 * Staff (anyone holding a permission) get short sessions with a tight idle limit; candidates longer ones.
 * Both limits are fixed on the session when it starts.
 */
export async function sessionLimitsFor(ctx: AppContext, db: Executor, userId: string) {
  const staff = (await rolesRepository.permissionsOfUser(db, userId)).length > 0;
  return staff ? ctx.config.sessions.staff : ctx.config.sessions.candidate;
}

/** Opens a session: a new bearer token, stored only as its hash, with the user's limits. */
export async function startSession(ctx: AppContext, db: Executor, user: UserRow, meta: RequestMeta, scope: SessionScope): Promise<TAuthResponse> {
  const limits = await sessionLimitsFor(ctx, db, user.id);
  const token = newAccessToken();
  await tokensRepository.create(db, {
    user_id: user.id,
    token_hash: sha256(token),
    ip: meta.ip,
    user_agent: meta.userAgent?.slice(0, 500) ?? null,
    expires_at: new Date(Date.now() + limits.ttlSeconds * 1000),
    idle_seconds: limits.idleSeconds,
    scope,
  });
  return { access_token: token, token_type: 'Bearer', expires_in: limits.ttlSeconds, scope, user: presentUser(user) };
}

/**
 * Brings live sessions in line with their users' roles now, so a change of roles applies on the next
 * request: becoming staff shortens the limits (never lengthens them), and a role that requires a second
 * factor the user lacks narrows the session to enrolling one.
 */
export function applySessionPolicy(ctx: AppContext, db: Executor, whose: { userIds: readonly string[] } | { roleId: string }): Promise<void> {
  return tokensRepository.applyPolicy(db, ctx.config.sessions, whose);
}
