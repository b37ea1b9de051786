import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { contentDisposition } from '../uploads/file-names.js';
import type { StoredMediaType } from './images.js';
import { openVariant } from './service.js';

/**
 * The images themselves, public and cookie-less: what news and pages show. Served only as the re-encoded bytes
 * the server made, so nothing uploaded can run as a page of the portal's origin.
 */
export const mediaPublicRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/media/:id/:variant', {
    schema: {
      tags: ['content'],
      params: z.object({ id: z.string(), variant: z.string() }),
      description:
        'A media image (variant thumb, small, medium, large or original; a size the image is too small to have is ' +
        'answered with the original), the re-encoded bytes only: fixed Content-Type, nosniff, a sandboxing CSP, an ' +
        'inline Content-Disposition with a name the server chose, cached for a year (immutable, ETag). 404 otherwise.',
    },
  }, async (request, reply) => {
    const opened = await openVariant(ctx, request.params.id, request.params.variant, request.headers['if-none-match']);
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      // Public images may be shown by feed readers and link previews on other sites.
      .header('cross-origin-resource-policy', 'cross-origin');
    if ('notModified' in opened) return reply.header('etag', opened.notModified).status(304).send();
    return reply
      .header('etag', opened.etag)
      .header('content-disposition', contentDisposition('inline', opened.name, opened.type as StoredMediaType))
      .header('content-length', opened.size)
      .type(opened.type)
      .send(opened.stream);
  });
};
