import { ZAuthResponse } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { requestMeta } from '../../lib/request-meta.js';
import { actorOf } from '../../plugins/auth.js';
import { issueTicket, MEDIA_TICKET_TTL_SECONDS, redeemTicket, ticketInvalid } from './tickets.js';

const TICKET_COOKIE = 'media_ticket';
/** The only path the ticket cookie is sent to: the browser never offers it to any other route. */
export const TICKET_REDEEM_PATH = '/api/v1/media-manager/session';
/** Where the legacy link lands: the media manager screen of the web app, with nothing secret in its URL. */
export const MEDIA_MANAGER_PAGE = '/admin/media-manager';

/** The ticket cookie: HttpOnly, SameSite=Strict, sent only to the redeem endpoint; Secure when the portal is served over HTTPS. */
export function ticketCookie(value: string, maxAge: number, secure: boolean): string {
  return [`${TICKET_COOKIE}=${value}`, `Path=${TICKET_REDEEM_PATH}`, `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])].join('; ');
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=') || undefined;
  }
  return undefined;
}

/**
 * The legacy editor's `GET /api/v1/elfinder/tinymce?token=…` link, kept working without its flaw: the token in
 * the URL is swapped at once for a single-use ticket in an HttpOnly cookie, and the browser lands on the media
 * manager with nothing secret in its address bar, history or Referer. The token itself never reaches a log:
 * the request line is redacted (lib/log-redaction.ts) and nothing else quotes it.
 */
export const mediaTicketRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const secure = ctx.config.appUrl.startsWith('https:');

  app.get('/elfinder/tinymce', {
    schema: {
      tags: ['content'],
      querystring: z.object({ token: z.string().optional() }),
      description:
        `The legacy editor's link: a live token of a media.manage holder is swapped at once for a single-use ticket (an HttpOnly, ` +
        `SameSite=Strict cookie for ${TICKET_REDEEM_PATH} only, ${MEDIA_TICKET_TTL_SECONDS} s) and the browser is sent to ` +
        `${MEDIA_MANAGER_PAGE}, whose URL carries no token. 401 for an invalid token or one without the permission.`,
    },
  }, async (request, reply) => {
    const token = request.query.token;
    if (!token) throw ticketInvalid();
    try {
      await app.authenticateToken(request, token);
    } catch (error) {
      // Banned, expired, narrowed to enrolling a factor: the link simply does not work.
      if (error instanceof AppError) throw ticketInvalid();
      throw error;
    }
    const ticket = await issueTicket(ctx, actorOf(request), requestMeta(request));
    return reply
      .header('set-cookie', ticketCookie(ticket, MEDIA_TICKET_TTL_SECONDS, secure))
      .header('cache-control', 'no-store')
      .redirect(MEDIA_MANAGER_PAGE, 302);
  });

  app.post('/media-manager/session', {
    schema: {
      tags: ['content'],
      description: 'Redeems the ticket cookie once (and clears it) for a session limited to the media library: /api/v1/admin/media, /me and sign-out. 401 for a missing, used or expired ticket.',
      response: { 200: ZAuthResponse },
    },
  }, async (request, reply) => {
    const clear = { 'set-cookie': ticketCookie('', 0, secure) };
    const session = await redeemTicket(ctx, readCookie(request.headers.cookie, TICKET_COOKIE), requestMeta(request), clear);
    return reply.headers(clear).header('cache-control', 'no-store').send(session);
  });
};
