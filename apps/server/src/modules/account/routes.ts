import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAccountProfile,
  ZChangePasswordRequest,
  ZEmergencyContact,
  ZMessageResponse,
  ZSocialLinks,
  ZUpdateProfileRequest,
} from '@portal/contract';
import type { AppContext } from '../../context.js';
import { requestMeta } from '../../lib/request-meta.js';
import { actorOf } from '../../plugins/auth.js';
import { avatarRoutes } from './avatar-routes.js';
import { contactsRoutes } from './contacts-routes.js';
import { changePassword } from './password-service.js';
import { getProfile, updateEmergencyContact, updateProfile, updateSocialLinks } from './profile-service.js';

/** The signed-in user's own account, under /api/v1/account (the /user/... screens). */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const common = { tags: ['account'], security: [{ bearer: [] }] };

  app.get('/account/profile', {
    schema: { ...common, response: { 200: ZAccountProfile } },
    preHandler: app.authenticate,
  }, async (request) => {
    const actor = actorOf(request);
    return getProfile(ctx, actor, actor.user.id);
  });

  app.patch('/account/profile', {
    schema: { ...common, body: ZUpdateProfileRequest, response: { 200: ZAccountProfile } },
    preHandler: app.authenticate,
  }, async (request) => {
    const actor = actorOf(request);
    return updateProfile(ctx, actor, actor.user.id, request.body, requestMeta(request));
  });

  app.put('/account/social', {
    schema: { ...common, body: ZSocialLinks, response: { 200: ZAccountProfile } },
    preHandler: app.authenticate,
  }, async (request) => {
    const actor = actorOf(request);
    return updateSocialLinks(ctx, actor, actor.user.id, request.body, requestMeta(request));
  });

  app.put('/account/emergency-contact', {
    schema: { ...common, body: ZEmergencyContact, response: { 200: ZAccountProfile } },
    preHandler: app.authenticate,
  }, async (request) => {
    const actor = actorOf(request);
    return updateEmergencyContact(ctx, actor, actor.user.id, request.body, requestMeta(request));
  });

  app.post('/account/password', {
    schema: { ...common, body: ZChangePasswordRequest, response: { 200: ZMessageResponse } },
    preHandler: app.authenticate,
  }, async (request) => {
    await changePassword(ctx, actorOf(request), request.body, requestMeta(request), request.lang);
    return { message: request.t('success.password_changed') };
  });

  await app.register(avatarRoutes, { ctx });
  await app.register(contactsRoutes, { ctx });
};
