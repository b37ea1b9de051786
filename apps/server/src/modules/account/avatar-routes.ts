import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AVATAR_MAX_BYTES, AVATAR_SIZES, ZAccountProfile, type AvatarSize } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { requestMeta } from '../../lib/request-meta.js';
import { actorOf } from '../../plugins/auth.js';
import { AVATAR_CONTENT_TYPE } from './avatar-image.js';
import { readAvatar, removeAvatar, replaceAvatar } from './avatar-service.js';
import { closeConnectionsWithUnreadBodies } from '../../lib/request-body.js';
import { AVATAR_FIELD, readAvatarUpload, refuseOversizedAvatar } from './avatar-upload.js';

function avatarSize(value: string): AvatarSize {
  const size = AVATAR_SIZES.find((candidate) => String(candidate) === value);
  if (!size) throw notFound();
  return size;
}

async function sendAvatar(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, userId: string, size: string) {
  const avatar = await readAvatar(ctx, actorOf(request), userId, avatarSize(size));
  // Private: only signed-in people who may see the account get it; revalidated so a new picture shows at once.
  reply.header('cache-control', 'private, no-cache').header('etag', avatar.etag);
  if (request.headers['if-none-match'] === avatar.etag) return reply.status(304).send();
  return reply.type(AVATAR_CONTENT_TYPE).header('x-content-type-options', 'nosniff').send(avatar.open());
}

/** Profile pictures: upload and removal of one's own, and reading anyone's one may see. */
export const avatarRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Another module may already have registered the parser on a parent; limits are set per request anyway.
  if (!app.hasDecorator('multipartErrors')) {
    await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
  }
  closeConnectionsWithUnreadBodies(app);
  const common = { tags: ['account'], security: [{ bearer: [] }] };
  const sizeParams = z.object({ size: z.string() });

  app.post('/account/avatar', {
    schema: {
      ...common,
      description: `multipart/form-data with one JPEG or PNG in the field "${AVATAR_FIELD}", at most 5 MB (413), judged by its content (415).`,
      consumes: ['multipart/form-data'],
      response: { 200: ZAccountProfile },
    },
    preHandler: [app.authenticate, refuseOversizedAvatar],
  }, async (request) => {
    const actor = actorOf(request);
    const upload = await readAvatarUpload(request);
    return replaceAvatar(ctx, actor, actor.user.id, upload, requestMeta(request));
  });

  app.delete('/account/avatar', { schema: common, preHandler: app.authenticate }, async (request, reply) => {
    const actor = actorOf(request);
    await removeAvatar(ctx, actor, actor.user.id, requestMeta(request));
    return reply.status(204).send();
  });

  app.get('/account/avatar/:size', {
    schema: { ...common, params: sizeParams, description: 'The signed-in user\'s picture as a square JPEG: size 512 or 128.' },
    preHandler: app.authenticate,
  }, async (request, reply) => sendAvatar(ctx, request, reply, actorOf(request).user.id, request.params.size));

  app.get('/users/:id/avatar/:size', {
    schema: {
      ...common,
      params: sizeParams.extend({ id: z.string() }),
      description: 'A user\'s picture, to the user and to holders of users.view; 404 to anyone else.',
    },
    preHandler: app.authenticate,
  }, async (request, reply) => sendAvatar(ctx, request, reply, request.params.id, request.params.size));
};
