import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AVATAR_MAX_BYTES, ZAccountProfile, ZSocialLinks } from '@portal/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requestMeta } from '../../lib/request-meta.js';
import { actorOf } from '../../plugins/auth.js';
import { removeAvatar, replaceAvatar } from '../account/avatar-service.js';
import { closeConnectionsWithUnreadBodies } from '../../lib/request-body.js';
import { AVATAR_FIELD, readAvatarUpload, refuseOversizedAvatar } from '../account/avatar-upload.js';
import { getProfile, updateSocialLinks } from '../account/profile-service.js';
import { userTarget } from '../access/policy.js';

const ZUserParams = z.object({ id: z.string() });
const secured = { tags: ['admin users'], security: [{ bearer: [] }] };

/**
 * Someone else's profile picture and social links (/admin/user/profile-image/{id}, /admin/user/social-info/{id}),
 * through the account module's own services, which also write the audit log. The picture itself is read
 * from GET /api/v1/users/{id}/avatar/{size}.
 */
export const adminUserProfileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  if (!app.hasDecorator('multipartErrors')) {
    await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
  }
  closeConnectionsWithUnreadBodies(app);

  app.get('/admin/users/:id/profile', {
    schema: { ...secured, params: ZUserParams, response: { 200: ZAccountProfile } },
    preHandler: app.requirePermission('users.view'),
  }, async (request) => getProfile(ctx, actorOf(request), request.params.id));

  app.put('/admin/users/:id/social', {
    schema: { ...secured, params: ZUserParams, body: ZSocialLinks, response: { 200: ZAccountProfile } },
    preHandler: app.requirePermission('users.update'),
  }, async (request) => updateSocialLinks(ctx, actorOf(request), request.params.id, request.body, requestMeta(request)));

  app.post('/admin/users/:id/avatar', {
    schema: {
      ...secured,
      params: ZUserParams,
      description: `multipart/form-data with one JPEG or PNG in the field "${AVATAR_FIELD}", at most 5 MB (413), judged by its content (415).`,
      consumes: ['multipart/form-data'],
      response: { 200: ZAccountProfile },
    },
    preHandler: [app.requirePermission('users.update'), refuseOversizedAvatar],
  }, async (request) => {
    // Refused before the upload is read; the service asks the policy again when it writes.
    const target = await userTarget(ctx.db, actorOf(request), 'user.update', request.params.id);
    const upload = await readAvatarUpload(request);
    return replaceAvatar(ctx, actorOf(request), target.id, upload, requestMeta(request));
  });

  app.delete('/admin/users/:id/avatar', {
    schema: { ...secured, params: ZUserParams, response: { 200: ZAccountProfile } },
    preHandler: app.requirePermission('users.update'),
  }, async (request) => removeAvatar(ctx, actorOf(request), request.params.id, requestMeta(request)));
};
