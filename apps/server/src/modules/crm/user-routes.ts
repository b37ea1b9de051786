import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCrmContactSearch, ZCrmContactSearchQuery, ZCrmLinkRequest, ZCrmSyncStatus, ZCrmUserLink } from '@portal/contract';
import type { AppContext } from '../../context.js';
import { requestMeta } from '../../lib/request-meta.js';
import { actorOf } from '../../plugins/auth.js';
import { createContact, linkUser, requestSync, searchContacts, syncStatus, unlinkUser, userLink } from './link-service.js';

const ZUserParams = z.object({ id: z.string() });
const NOT_USABLE = '409 when no CRM is configured, none is connected, or it needs reconnecting; 502 with Salesforce\'s error when it refuses.';

/** A portal user's CRM Contact and its sync (crm.connect); see the README for what is written where. */
export const crmUserRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const common = { tags: ['admin'], security: [{ bearer: [] }], params: ZUserParams };
  const preHandler = app.requirePermission('crm.connect');

  app.get('/admin/users/:id/crm-link', {
    schema: { ...common, description: 'The CRM Contact the user is linked to, if any, and who linked it.', response: { 200: ZCrmUserLink } },
    preHandler,
  }, async (request) => userLink(ctx, request.params.id));

  app.put('/admin/users/:id/crm-link', {
    schema: {
      ...common,
      description: `Links the user to a Contact (checked in Salesforce: 422 when the connected user cannot see it; 409 when another portal user is linked to it) and queues a sync. ${NOT_USABLE}`,
      body: ZCrmLinkRequest,
      response: { 200: ZCrmUserLink },
    },
    preHandler,
  }, async (request) => linkUser(ctx, actorOf(request), request.params.id, request.body.crm_id, requestMeta(request)));

  app.delete('/admin/users/:id/crm-link', {
    schema: { ...common, description: 'Unlinks the user from their Contact (the Contact stays in Salesforce).' },
    preHandler,
  }, async (request, reply) => {
    await unlinkUser(ctx, actorOf(request), request.params.id, requestMeta(request));
    return reply.status(204).send();
  });

  app.get('/admin/users/:id/crm-contacts', {
    schema: {
      ...common,
      description: `Contacts whose email or name matches q (the user's own email and name when q is empty), and the one Contact with exactly the user's email, proposed. ${NOT_USABLE}`,
      querystring: ZCrmContactSearchQuery,
      response: { 200: ZCrmContactSearch },
    },
    preHandler,
  }, async (request) => searchContacts(ctx, request.params.id, request.query.q || undefined));

  app.post('/admin/users/:id/crm-contacts', {
    schema: {
      ...common,
      description: `Creates a Contact from the user's details with the portal id and links it (409 crm.contact_exists when Salesforce has one with that id). ${NOT_USABLE}`,
      response: { 201: ZCrmUserLink },
    },
    preHandler,
  }, async (request, reply) => reply.status(201).send(await createContact(ctx, actorOf(request), request.params.id, requestMeta(request))));

  app.post('/admin/users/:id/crm-sync', {
    schema: {
      ...common,
      description: `Queues a sync of the user's details, compliance status, approved evidence and references (202). ${NOT_USABLE}`,
      response: { 202: ZCrmSyncStatus },
    },
    preHandler,
  }, async (request, reply) => reply.status(202).send(await requestSync(ctx, actorOf(request), request.params.id, requestMeta(request))));

  app.get('/admin/users/:id/crm-sync', {
    schema: { ...common, description: 'Where the user\'s sync stands: idle, queued (also between retries), running, failed (given up) or done, with the last error.', response: { 200: ZCrmSyncStatus } },
    preHandler,
  }, async (request) => syncStatus(ctx, request.params.id));
};
