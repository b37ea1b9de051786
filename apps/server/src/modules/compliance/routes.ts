import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCandidateCompliance, ZChecklistResponse } from '@portal/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../plugins/auth.js';
import { candidateChecklist, candidateCompliance } from './checklist-service.js';

/** Ids are checked by the services: anything that is not a candidate's id is a 404, never a 422. */
const ZIdParams = z.object({ id: z.string() });

/** The candidate's checklist, and a candidate's compliance as the officers see it (documents.review). */
export const complianceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const secured = { tags: ['compliance'], security: [{ bearer: [] }] };

  app.get('/compliance', {
    schema: { ...secured, response: { 200: ZChecklistResponse } },
    preHandler: app.authenticate,
  }, async (request) => candidateChecklist(ctx, actorOf(request).user.id, request.lang));

  const review = { tags: ['compliance review'], security: [{ bearer: [] }] };

  app.get('/admin/candidates/:id/compliance', {
    schema: { ...review, params: ZIdParams, response: { 200: ZCandidateCompliance } },
    preHandler: app.requirePermission('documents.review'),
  }, async (request) => candidateCompliance(ctx, request.params.id, request.lang));
};
