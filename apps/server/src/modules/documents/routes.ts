import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZRejectRequest,
  ZReopenRequest,
  ZReviewQueue,
  ZReviewQueueQuery,
  ZSubmissionCheckRequest,
  ZSubmissionReviewResponse,
} from '@portal/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { asUserFileDownload } from '../../lib/download-headers.js';
import { actorOf, requestOf } from '../../plugins/auth.js';
import { recordCheck } from './check-service.js';
import { getReview, listQueue, reviewSubmission, signatureImage } from './service.js';

/** Ids are checked by the services: anything that is not a submission's id is a 404, never a 422. */
const ZIdParams = z.object({ id: z.string() });

/** The officers' review of the candidates' submissions (documents.review): the queue, one submission, its decision and checks. */
export const documentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const review = { tags: ['compliance review'], security: [{ bearer: [] }] };
  const reviewer = app.requirePermission('documents.review');

  app.get('/admin/submissions', {
    schema: { ...review, querystring: ZReviewQueueQuery, response: { 200: ZReviewQueue } },
    preHandler: reviewer,
  }, async (request) => listQueue(ctx, request.query, request.lang));

  app.get('/admin/submissions/:id', {
    schema: { ...review, params: ZIdParams, response: { 200: ZSubmissionReviewResponse } },
    preHandler: reviewer,
  }, async (request) => getReview(ctx, actorOf(request), request.params.id, request.lang));

  app.get('/admin/submissions/:id/signature', {
    schema: { ...review, params: ZIdParams, description: 'The drawn signature of a submission, as a PNG.' },
    preHandler: reviewer,
  }, async (request, reply) => {
    const image = await signatureImage(ctx, request.params.id);
    return asUserFileDownload(reply, 'attachment; filename="signature.png"').type('image/png').send(image);
  });

  app.post('/admin/submissions/:id/approve', {
    schema: { ...review, params: ZIdParams, response: { 200: ZSubmissionReviewResponse } },
    preHandler: reviewer,
  }, async (request) => reviewSubmission(ctx, requestOf(request), request.params.id, { action: 'approved' }));

  app.post('/admin/submissions/:id/reject', {
    schema: { ...review, params: ZIdParams, body: ZRejectRequest, response: { 200: ZSubmissionReviewResponse } },
    preHandler: reviewer,
  }, async (request) =>
    reviewSubmission(ctx, requestOf(request), request.params.id, { action: 'rejected', reason: request.body.reason }));

  app.post('/admin/submissions/:id/reopen', {
    // The reason is optional, and so is the body that carries it.
    schema: { ...review, params: ZIdParams, body: ZReopenRequest.nullish(), response: { 200: ZSubmissionReviewResponse } },
    preHandler: reviewer,
  }, async (request) =>
    reviewSubmission(ctx, requestOf(request), request.params.id, { action: 'reopened', reason: request.body?.reason }));

  app.post('/admin/submissions/:id/checks', {
    schema: {
      ...review,
      params: ZIdParams,
      body: ZSubmissionCheckRequest,
      response: { 200: ZSubmissionReviewResponse },
      description: 'Records a right-to-work or DBS Update Service check of the current version; its result sets the follow-up deadline.',
    },
    preHandler: reviewer,
  }, async (request) => recordCheck(ctx, requestOf(request), request.params.id, request.body));
};
