import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCandidateRefereeResponse,
  ZCandidateReferees,
  ZRefereeAnswerRequest,
  ZRefereeAnswerResponse,
  ZRefereeInvitation,
} from '@portal/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { asUserFileDownload } from '../../lib/download-headers.js';
import { requestMeta } from '../../lib/request-meta.js';
import { actorOf, requestOf } from '../../plugins/auth.js';
import { refereeSignature } from './review.js';
import { answerInvitation, openInvitation } from './public-service.js';
import { changeRequest, listReferees } from './service.js';

const ZTokenParams = z.object({ token: z.string() });
/** Ids are checked by the services: anything that is not the candidate's own reference is a 404. */
const ZIdParams = z.object({ id: z.string() });

/** Referee requests: the referee's public link, the candidate's requests, and the referee's signature for officers. */
export const refereesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const open = { tags: ['referees'], params: ZTokenParams };

  app.get('/referee/:token', {
    schema: {
      ...open,
      response: { 200: ZRefereeInvitation },
      description:
        'No account: the token mailed to the referee is the credential. 404 for an unknown token; 410 once answered, ' +
        'withdrawn or expired. The first opening is recorded. Throttled per address.',
    },
  }, async (request) => openInvitation(ctx, request.params.token, requestMeta(request), request.lang));

  app.post('/referee/:token', {
    schema: {
      ...open,
      body: ZRefereeAnswerRequest,
      response: { 201: ZRefereeAnswerResponse },
      description:
        "The referee's answers to REFEREE_QUESTIONS and signature (typed name and PNG data URL): 422 with every problem " +
        '(answers.*, signature.*) and nothing stored; 201 closes the link for good (later calls answer 410).',
    },
  }, async (request, reply) => {
    const result = await answerInvitation(ctx, request.params.token, request.body, requestMeta(request), request.lang);
    return reply.status(201).send(result);
  });

  const secured = { tags: ['referees'], security: [{ bearer: [] }] };

  app.get('/referees', {
    schema: {
      ...secured,
      response: { 200: ZCandidateReferees },
      description: "The referee request of each of the signed-in candidate's reference forms (current versions).",
    },
    preHandler: app.authenticate,
  }, async (request) => listReferees(ctx, actorOf(request), request.lang));

  app.post('/referees/:id/send', {
    schema: {
      ...secured,
      params: ZIdParams,
      response: { 200: ZCandidateRefereeResponse },
      description:
        'Mails the referee of the reference submission {id} a new single-use link (any earlier link dies). 404 unless it ' +
        "is the candidate's current reference; 409 when not submitted or already answered.",
    },
    preHandler: app.authenticate,
  }, async (request) => changeRequest(ctx, requestOf(request), request.params.id, 'send'));

  app.post('/referees/:id/revoke', {
    schema: {
      ...secured,
      params: ZIdParams,
      response: { 200: ZCandidateRefereeResponse },
      description: 'Withdraws the open request of the reference submission {id}: its link answers 410 from then on. 409 when none is open.',
    },
    preHandler: app.authenticate,
  }, async (request) => changeRequest(ctx, requestOf(request), request.params.id, 'revoke'));

  app.get('/admin/submissions/:id/referee-signature', {
    schema: {
      tags: ['compliance review'],
      security: [{ bearer: [] }],
      params: ZIdParams,
      description: "The referee's drawn signature for the reference submission {id}, as a PNG.",
    },
    preHandler: app.requirePermission('documents.review'),
  }, async (request, reply) => {
    const image = await refereeSignature(ctx, request.params.id);
    return asUserFileDownload(reply, 'attachment; filename="referee-signature.png"').type('image/png').send(image);
  });
};
