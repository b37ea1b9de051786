import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';

/**
 * Public content answers (API JSON, server-rendered pages, sitemap, feed) are computed once, kept in the
 * `content` cache area with their ETag, and cleared on every content change and every scheduled publication.
 * A CDN or browser may keep them a minute and serve a stale copy while it revalidates.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
/** How long the server keeps an answer; writes clear the area, so this only bounds a missed clear. */
const SERVER_CACHE_SECONDS = 300;

export interface PublicAnswer {
  type: string;
  body: string;
  etag: string;
}

/** Computed answer: its body and media type, or null for "not found" (kept too, so unknown slugs cost nothing). */
export type Computed = { type: string; body: string } | null;

function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** The cached answer under `key`, computing and keeping it on a miss. */
export async function publicAnswer(ctx: AppContext, key: string, compute: () => Promise<Computed>): Promise<PublicAnswer | null> {
  return ctx.cache.getOrCompute('content', key, SERVER_CACHE_SECONDS, async () => {
    const computed = await compute();
    return computed ? { ...computed, etag: etagOf(computed.body) } : null;
  });
}

/** JSON of a value as a cached answer (serialised once here, so hits skip the response serialiser). */
export function json(value: unknown): Computed {
  return { type: 'application/json; charset=utf-8', body: JSON.stringify(value) };
}

/** Whether If-None-Match names this ETag (weak or strong; `*` matches anything). */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** Sends a cached answer with its validators, or 304 when the client holds it already; 404 for null. */
export function sendPublic(request: FastifyRequest, reply: FastifyReply, answer: PublicAnswer | null): FastifyReply {
  if (!answer) throw notFound();
  reply.header('etag', answer.etag).header('cache-control', PUBLIC_CACHE_CONTROL).header('vary', 'ebdlang');
  if (notModified(request, answer.etag)) return reply.status(304).send();
  return reply.type(answer.type).send(answer.body);
}

/** After any content change (committed) or publication: every instance recomputes from the database. */
export async function invalidatePublicContent(ctx: AppContext): Promise<void> {
  try {
    await ctx.cache.clear(['content']);
  } catch (err) {
    // The change is committed; entries expire within SERVER_CACHE_SECONDS anyway.
    ctx.log.error({ err }, 'content cache could not be cleared');
  }
}
