import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCandidateNote, ZCandidateNotes, ZChangeRequest, ZChangeRequests, ZCreateChangeRequest, ZCreateNoteRequest } from '@portal/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requestMeta } from '../../lib/request-meta.js';
import { actorOf, requestOf } from '../../plugins/auth.js';
import { addNote, listChangeRequests, listNotes, requestChange, withdrawChangeRequest } from './service.js';

/** Ids are checked by the service: anything that is not a live candidate's id (or their request's) is a 404. */
const ZIdParams = z.object({ id: z.string() });
const ZRequestParams = z.object({ id: z.string(), requestId: z.string() });

/** An officer's notes on a candidate (internal) and requests that the candidate change an item (documents.review). */
export const officerNotesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const common = { tags: ['compliance review'], security: [{ bearer: [] }] };
  const reviewer = app.requirePermission('documents.review');

  app.get('/admin/candidates/:id/notes', {
    schema: { ...common, params: ZIdParams, response: { 200: ZCandidateNotes }, description: 'Internal notes, newest first.' },
    preHandler: reviewer,
  }, async (request) => listNotes(ctx, request.params.id));

  app.post('/admin/candidates/:id/notes', {
    schema: { ...common, params: ZIdParams, body: ZCreateNoteRequest, response: { 201: ZCandidateNote }, description: 'Adds an internal note. Audit-logged.' },
    preHandler: reviewer,
  }, async (request, reply) => reply.status(201).send(await addNote(ctx, actorOf(request), request.params.id, request.body.body, requestMeta(request))));

  app.get('/admin/candidates/:id/change-requests', {
    schema: { ...common, params: ZIdParams, response: { 200: ZChangeRequests }, description: 'Change requests, open and resolved, newest first.' },
    preHandler: reviewer,
  }, async (request) => listChangeRequests(ctx, request.params.id, request.lang));

  app.post('/admin/candidates/:id/change-requests', {
    schema: {
      ...common,
      params: ZIdParams,
      body: ZCreateChangeRequest,
      response: { 201: ZChangeRequest },
      description:
        'Asks the candidate to change one checklist item and mails them in their language; the submission keeps its status. ' +
        '409 when a request for that item is still open. Audit-logged.',
    },
    preHandler: reviewer,
  }, async (request, reply) =>
    reply.status(201).send(await requestChange(ctx, requestOf(request), request.params.id, request.body)));

  app.delete('/admin/candidates/:id/change-requests/:requestId', {
    schema: { ...common, params: ZRequestParams, description: 'Withdraws an open request; 409 once the candidate has answered it. Audit-logged.' },
    preHandler: reviewer,
  }, async (request, reply) => {
    await withdrawChangeRequest(ctx, actorOf(request), request.params.id, request.params.requestId, requestMeta(request));
    return reply.status(204).send();
  });
};
