import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZContactRequest, ZMessageResponse } from '@portal/contract';
import type { AppContext } from '../../context.js';
import { requestMeta } from '../../lib/request-meta.js';
import { sendContactMessage } from './service.js';

export const contactRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/contact', {
    schema: { tags: ['site'], body: ZContactRequest, response: { 201: ZMessageResponse } },
    // Signed-in visitors have their message linked to their account.
    preHandler: app.identify,
  }, async (request, reply) => {
    await sendContactMessage(ctx, request.body, requestMeta(request), request.actor?.user.id ?? null);
    return reply.status(201).send({ message: request.t('success.contact_sent') });
  });
};
