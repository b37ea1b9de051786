import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAccountProfile,
  ZAddContactRequest,
  ZChangeEmailRequest,
  ZChangePhoneRequest,
  ZConfirmCodeRequest,
  ZConfirmContactRequest,
  ZContact,
  ZContactList,
  ZMessageResponse,
} from '@portal/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requestMeta } from '../../lib/request-meta.js';
import { actorOf, requestOf } from '../../plugins/auth.js';
import {
  confirmAddContact,
  confirmPrimaryChange,
  listContacts,
  removeContact,
  startAddContact,
  startPrimaryChange,
} from './contacts-service.js';

/** Email addresses and phone numbers: changing the primary ones, adding and removing secondary ones. */
export const contactsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const common = { tags: ['account'], security: [{ bearer: [] }] };

  app.post('/account/email/change', {
    schema: { ...common, body: ZChangeEmailRequest, response: { 202: ZMessageResponse } },
    preHandler: app.authenticate,
  }, async (request, reply) => {
    const { email, current_password } = request.body;
    await startPrimaryChange(ctx, requestOf(request), { kind: 'email', value: email, currentPassword: current_password });
    return reply.status(202).send({ message: request.t('success.code_sent_to', { target: email }) });
  });

  app.post('/account/email/confirm', {
    schema: { ...common, body: ZConfirmCodeRequest, response: { 200: ZAccountProfile } },
    preHandler: app.authenticate,
  }, async (request) => confirmPrimaryChange(ctx, requestOf(request), 'email', request.body.code));

  app.post('/account/phone/change', {
    schema: { ...common, body: ZChangePhoneRequest, response: { 202: ZMessageResponse } },
    preHandler: app.authenticate,
  }, async (request, reply) => {
    const { phone, current_password } = request.body;
    await startPrimaryChange(ctx, requestOf(request), { kind: 'phone', value: phone, currentPassword: current_password });
    return reply.status(202).send({ message: request.t('success.code_sent_to', { target: phone }) });
  });

  app.post('/account/phone/confirm', {
    schema: { ...common, body: ZConfirmCodeRequest, response: { 200: ZAccountProfile } },
    preHandler: app.authenticate,
  }, async (request) => confirmPrimaryChange(ctx, requestOf(request), 'phone', request.body.code));

  app.get('/account/contacts', {
    schema: { ...common, response: { 200: ZContactList } },
    preHandler: app.authenticate,
  }, async (request) => {
    const actor = actorOf(request);
    return { data: await listContacts(ctx, actor, actor.user.id) };
  });

  app.post('/account/contacts', {
    schema: { ...common, body: ZAddContactRequest, response: { 202: ZMessageResponse } },
    preHandler: app.authenticate,
  }, async (request, reply) => {
    const { kind, value } = request.body;
    await startAddContact(ctx, requestOf(request), kind, value);
    return reply.status(202).send({ message: request.t('success.code_sent_to', { target: value }) });
  });

  app.post('/account/contacts/confirm', {
    schema: { ...common, body: ZConfirmContactRequest, response: { 201: z.object({ contact: ZContact }) } },
    preHandler: app.authenticate,
  }, async (request, reply) => {
    const contact = await confirmAddContact(ctx, actorOf(request), request.body.kind, request.body.code, requestMeta(request));
    return reply.status(201).send({ contact });
  });

  app.delete('/account/contacts/:id', {
    schema: { ...common, params: z.object({ id: z.string() }) },
    preHandler: app.authenticate,
  }, async (request, reply) => {
    const actor = actorOf(request);
    await removeContact(ctx, actor, actor.user.id, request.params.id, requestMeta(request));
    return reply.status(204).send();
  });
};
