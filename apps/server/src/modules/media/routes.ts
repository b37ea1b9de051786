import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MEDIA_UPLOAD_MAX_FILES,
  UPLOAD_FIELD,
  UPLOAD_MAX_MEGAPIXELS,
  ZMediaFolders,
  ZMediaItem,
  ZMediaList,
  ZMediaListQuery,
  ZMediaPatch,
  ZMediaUploadResponse,
} from '@portal/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { closeConnectionsWithUnreadBodies, MULTIPART_OVERHEAD_BYTES, refuseBodiesOver } from '../../lib/request-body.js';
import { requestMeta } from '../../lib/request-meta.js';
import { actorOf, requestOf } from '../../plugins/auth.js';
import { mediaTooLarge, receiveMedia } from './intake.js';
import { deleteMedia, getMedia, listMedia, mediaFolders, recordMedia, updateMedia, usedBytes } from './service.js';

/**
 * The media library's admin API (media.manage): upload, list, folders, one item, alt/folder/focal point, delete.
 * No other verb exists: no rename, no create-from-text, no archive or extract, no upload from a URL. These
 * routes also serve a session opened from a legacy media-manager ticket (scope 'media').
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Another module may already have registered the parser on a parent; limits are set per request anyway.
  if (!app.hasDecorator('multipartErrors')) {
    await app.register(multipart, { limits: { fileSize: ctx.config.media.uploadMaxBytes, files: MEDIA_UPLOAD_MAX_FILES } });
  }
  closeConnectionsWithUnreadBodies(app);
  const common = { tags: ['media'], security: [{ bearer: [] }] };
  const config = { duringMediaSession: true };
  const preHandler = app.requirePermission('media.manage');
  const params = z.object({ id: z.string() });
  const largestRequest = MEDIA_UPLOAD_MAX_FILES * ctx.config.media.uploadMaxBytes + MULTIPART_OVERHEAD_BYTES;

  app.post('/admin/media', {
    schema: {
      ...common,
      description:
        `multipart/form-data with 1 to ${MEDIA_UPLOAD_MAX_FILES} images in the field "${UPLOAD_FIELD}": JPEG, PNG, WebP or GIF judged by ` +
        'content (415 otherwise), each at most MEDIA_UPLOAD_MAX_MB (413, at once). Each is decoded within ' +
        `${UPLOAD_MAX_MEGAPIXELS} megapixels (422), re-encoded without metadata (a GIF as the PNG of its first frame) and ` +
        'stored in the sizes thumb, small, medium, large (those smaller than the image) and original. Counted against the ' +
        "uploader's MEDIA_QUOTA_MB (422). `?folder=` files them in a virtual folder. If any image is refused, none is kept.",
      consumes: ['multipart/form-data'],
      querystring: z.object({ folder: ZMediaPatch.shape.folder }),
      response: { 201: ZMediaUploadResponse },
    },
    config,
    preHandler: [preHandler, refuseBodiesOver(largestRequest, () => mediaTooLarge(ctx.config.media.uploadMaxMb))],
  }, async (request, reply) => {
    const actor = actorOf(request);
    await ctx.throttle.hit('media_upload_account', actor.user.id);
    const stored = await receiveMedia(request, ctx, await usedBytes(ctx, actor));
    const data = await recordMedia(ctx, actor, stored, request.query.folder ?? '', requestMeta(request));
    return reply.status(201).send({ data });
  });

  app.get('/admin/media', {
    schema: { ...common, description: 'Newest first; `q` searches name and alt text. Includes the caller\'s quota.', querystring: ZMediaListQuery, response: { 200: ZMediaList } },
    config,
    preHandler,
  }, async (request) => listMedia(ctx, actorOf(request), request.query, request.lang));

  app.get('/admin/media/folders', {
    schema: { ...common, description: 'The virtual folders in use, with how many images each holds.', response: { 200: ZMediaFolders } },
    config,
    preHandler,
  }, async () => ({ data: await mediaFolders(ctx) }));

  app.get('/admin/media/:id', {
    schema: { ...common, params, description: 'One image, with the news items and pages that use it.', response: { 200: ZMediaItem } },
    config,
    preHandler,
  }, async (request) => getMedia(ctx, request.params.id, request.lang));

  app.patch('/admin/media/:id', {
    schema: { ...common, params, description: 'Alt text, virtual folder and focal point only; any other field is refused (422).', body: ZMediaPatch, response: { 200: ZMediaItem } },
    config,
    preHandler,
  }, async (request) => updateMedia(ctx, requestOf(request), request.params.id, request.body));

  app.delete('/admin/media/:id', {
    schema: { ...common, params, description: 'Deletes an image and its sizes; 409 naming the news items and pages that still use it.' },
    config,
    preHandler,
  }, async (request, reply) => {
    await deleteMedia(ctx, actorOf(request), request.params.id, requestMeta(request), request.lang);
    return reply.status(204).send();
  });
};
