import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminComplianceProfileUpdate, ZComplianceProfileResponse, ZComplianceProfileUpdate } from '@portal/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requestMeta } from '../../lib/request-meta.js';
import { actorOf } from '../../plugins/auth.js';
import { getOwnProfile, getUserProfile, updateOwnProfile, updateUserProfile } from './profile-service.js';

/** Checked by the service: anything that is not a live user's id is a 404, never a 422. */
const ZUserParams = z.object({ id: z.string() });

/** The placement profile that decides which checks apply (api-contract.md 'Compliance profile'). */
export const complianceProfileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const own = { tags: ['compliance'], security: [{ bearer: [] }] };

  app.get('/compliance/profile', {
    schema: { ...own, response: { 200: ZComplianceProfileResponse } },
    preHandler: app.authenticate,
  }, async (request) => getOwnProfile(ctx, actorOf(request)));

  app.put('/compliance/profile', {
    schema: { ...own, body: ZComplianceProfileUpdate, response: { 200: ZComplianceProfileResponse } },
    preHandler: app.authenticate,
  }, async (request) => updateOwnProfile(ctx, actorOf(request), request.body, requestMeta(request)));

  const staff = { tags: ['compliance review'], security: [{ bearer: [] }] };
  const reviewer = app.requirePermission('documents.review');

  app.get('/admin/users/:id/compliance-profile', {
    schema: { ...staff, params: ZUserParams, response: { 200: ZComplianceProfileResponse } },
    preHandler: reviewer,
  }, async (request) => getUserProfile(ctx, request.params.id));

  app.put('/admin/users/:id/compliance-profile', {
    schema: { ...staff, params: ZUserParams, body: ZAdminComplianceProfileUpdate, response: { 200: ZComplianceProfileResponse } },
    preHandler: reviewer,
  }, async (request) => updateUserProfile(ctx, actorOf(request), request.params.id, request.body, requestMeta(request)));
};
