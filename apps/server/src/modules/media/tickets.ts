import type { TAuthResponse } from '@portal/contract';
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppContext, RequestMeta } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { mediaTickets } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { newAccessToken, sha256 } from '../../lib/secrets.js';
import type { Actor } from '../../plugins/auth.js';
import { auditRepository } from '../audit/repository.js';
import { startSession } from '../auth/sessions.js';
import { rolesRepository } from '../roles/repository.js';
import { usersRepository } from '../users/repository.js';

/** A ticket is redeemed by the page the browser is sent to at once: a minute is plenty, and little to steal. */
export const MEDIA_TICKET_TTL_SECONDS = 60;
export const MEDIA_PERMISSION = 'media.manage';

/**
 * 401 for anything wrong with a legacy link or its ticket: unknown, expired, used, banned, or no longer allowed.
 * `headers` lets a refusal also clear the ticket cookie.
 */
export const ticketInvalid = (headers: Record<string, string> = {}) => new AppError('unauthenticated', 'content.media_ticket_invalid', { headers });

/**
 * Swaps a signed-in staff member's bearer token (from a legacy `?token=` link) for a single-use ticket: 256
 * random bits, of which only the SHA-256 hash is stored, valid for {@link MEDIA_TICKET_TTL_SECONDS}. The
 * ticket travels in an HttpOnly cookie and buys nothing but a session limited to the media library.
 */
export async function issueTicket(ctx: AppContext, actor: Actor, meta: RequestMeta): Promise<string> {
  if (!actor.permissions.has(MEDIA_PERMISSION)) throw ticketInvalid();
  const ticket = newAccessToken();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(mediaTickets).values({
      token_hash: sha256(ticket),
      user_id: actor.user.id,
      expires_at: new Date(Date.now() + MEDIA_TICKET_TTL_SECONDS * 1000),
    });
    await auditRepository.record(tx, { actorId: actor.user.id, action: 'media.ticket_issued', targetType: 'user', targetId: actor.user.id, ip: meta.ip });
  });
  return ticket;
}

/** Marks the ticket used in the one statement that checks it, so two redemptions at once cannot both win. */
async function claim(db: Executor, ticket: string): Promise<string | undefined> {
  const [row] = await db
    .update(mediaTickets)
    .set({ used_at: sql`now()` })
    .where(and(eq(mediaTickets.token_hash, sha256(ticket)), isNull(mediaTickets.used_at), gt(mediaTickets.expires_at, sql`now()`)))
    .returning({ user_id: mediaTickets.user_id });
  return row?.user_id;
}

/**
 * Redeems a ticket once for a session of scope `media` (the auth guard lets it reach only the media library,
 * /me and sign-out), provided its owner is still allowed in. Any failure answers 401 and clears the cookie.
 */
export async function redeemTicket(ctx: AppContext, ticket: string | undefined, meta: RequestMeta, clearCookie: Record<string, string>): Promise<TAuthResponse> {
  if (!ticket) throw ticketInvalid(clearCookie);
  // Claimed on its own, not inside the transaction below: a ticket that fails a later check stays spent.
  const userId = await claim(ctx.db, ticket);
  if (!userId) throw ticketInvalid(clearCookie);
  return ctx.db.transaction(async (tx) => {
    const user = await usersRepository.findById(tx, userId);
    if (!user || user.banned_at || user.deleted_at || !(await rolesRepository.permissionsOfUser(tx, user.id)).includes(MEDIA_PERMISSION)) {
      throw ticketInvalid(clearCookie);
    }
    await auditRepository.record(tx, { actorId: user.id, action: 'auth.login', targetType: 'user', targetId: user.id, ip: meta.ip, data: { scope: 'media', method: 'media_ticket' } });
    return startSession(ctx, tx, user, meta, 'media');
  });
}

/** Tickets that are used or past their time: nothing can redeem them, so the hourly cleanup drops them. */
export async function deleteSpentTickets(db: Executor, now: Date = new Date()): Promise<number> {
  const removed = await db
    .delete(mediaTickets)
    .where(or(isNotNull(mediaTickets.used_at), lt(mediaTickets.expires_at, now)))
    .returning({ hash: mediaTickets.token_hash });
  return removed.length;
}
