import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLegalHoldRequest, ZRetentionFactsUpdate, ZRetentionResponse } from '@portal/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requestMeta } from '../../lib/request-meta.js';
import { actorOf } from '../../plugins/auth.js';
import { getRetention, liftLegalHold, placeLegalHold, updateRetentionFacts } from './retention-service.js';

/** Checked by the service: anything that is not a live user's id is a 404, never a 422. */
const ZUserParams = z.object({ id: z.string() });

/** Records and retention of one candidate (contract schemas/retention.ts); the guard names documents.review in OpenAPI. */
export const retentionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const staff = { tags: ['compliance review'], security: [{ bearer: [] }] };
  const reviewer = app.requirePermission('documents.review');
  const response = { 200: ZRetentionResponse };

  app.get('/admin/users/:id/retention', {
    schema: { ...staff, summary: 'Retention facts, legal hold and what each submission keeps', params: ZUserParams, response },
    preHandler: reviewer,
  }, async (request) => getRetention(ctx, request.params.id));

  app.put('/admin/users/:id/retention', {
    schema: { ...staff, summary: 'Set the dates that start the retention clocks', params: ZUserParams, body: ZRetentionFactsUpdate, response },
    preHandler: reviewer,
  }, async (request) => updateRetentionFacts(ctx, actorOf(request), request.params.id, request.body, requestMeta(request)));

  app.put('/admin/users/:id/legal-hold', {
    schema: { ...staff, summary: 'Place a legal hold: no retention deletion until it is lifted', params: ZUserParams, body: ZLegalHoldRequest, response },
    preHandler: reviewer,
  }, async (request) => placeLegalHold(ctx, actorOf(request), request.params.id, request.body, requestMeta(request)));

  app.delete('/admin/users/:id/legal-hold', {
    schema: { ...staff, summary: 'Lift the legal hold', params: ZUserParams, response },
    preHandler: reviewer,
  }, async (request) => liftLegalHold(ctx, actorOf(request), request.params.id, requestMeta(request)));
};
