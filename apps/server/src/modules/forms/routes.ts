import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDraftRequest, ZFormResponse, ZSubmissionResponse, ZSubmitRequest } from '@portal/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf, requestOf } from '../../plugins/auth.js';
import { definitionOf, getForm, saveDraft, submitForm } from './service.js';

/** Route parameters are matched against the form registry by the service: anything else is a 404. */
const ZFormParams = z.object({ group: z.string(), slug: z.string() });

/** The candidate's forms: definition and current version, drafts, and submission. */
export const formsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const common = { tags: ['compliance'], security: [{ bearer: [] }], params: ZFormParams };

  app.get('/forms/:group/:slug', {
    schema: { ...common, response: { 200: ZFormResponse } },
    preHandler: app.authenticate,
  }, async (request) => {
    const definition = definitionOf(request.params.group, request.params.slug);
    return getForm(ctx, actorOf(request), definition, request.lang);
  });

  app.put('/forms/:group/:slug/draft', {
    schema: {
      ...common,
      body: ZDraftRequest,
      response: { 200: ZSubmissionResponse },
      description: 'Saves answers without checking completeness (types only). 409 once submitted and not reopened.',
    },
    preHandler: app.authenticate,
  }, async (request) => {
    const definition = definitionOf(request.params.group, request.params.slug);
    return { submission: await saveDraft(ctx, actorOf(request), definition, request.body.answers, request.lang) };
  });

  app.post('/forms/:group/:slug/submit', {
    schema: {
      ...common,
      body: ZSubmitRequest,
      response: { 201: ZSubmissionResponse },
      description:
        'Submits the form: 422 with every problem (answers.*, signature.*, files) at once; 409 when a submitted or ' +
        'approved version exists and has not been reopened. A rejected or expired one is resubmitted as a new version.',
    },
    preHandler: app.authenticate,
  }, async (request, reply) => {
    const definition = definitionOf(request.params.group, request.params.slug);
    const submission = await submitForm(ctx, requestOf(request), definition, request.body);
    return reply.status(201).send({ submission });
  });
};
