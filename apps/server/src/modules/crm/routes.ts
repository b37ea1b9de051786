import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CRM_CONNECTION_PATH, CRM_STATE_TTL_SECONDS, ZCrmCallbackRequest, ZCrmConnection, ZCrmMapping, ZCrmMappingResponse, ZCrmPreflight, ZCrmStartResponse } from '@portal/contract';
import type { AppContext } from '../../context.js';
import { requestMeta } from '../../lib/request-meta.js';
import { actorOf } from '../../plugins/auth.js';
import { getMapping, saveMapping } from './mapping.js';
import { preflight } from './preflight.js';
import { completeConnection, connectionStatus, disconnect, startConnection } from './service.js';

/** The org-wide connection to the CRM (Salesforce, OAuth 2.0 web-server flow with PKCE); see the README. */
export const crmRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const common = { tags: ['admin'], security: [{ bearer: [] }] };
  const preHandler = app.requirePermission('crm.connect');

  app.get('/admin/crm/connection', {
    schema: { ...common, description: 'Whether a CRM is configured and connected, to which org, as whom, by whom, and the last error.', response: { 200: ZCrmConnection } },
    preHandler,
  }, async () => connectionStatus(ctx));

  app.post('/admin/crm/connection/start', {
    schema: {
      ...common,
      description:
        `The Salesforce sign-in page to send the browser to: response_type=code, client_id, redirect_uri=APP_URL${CRM_CONNECTION_PATH}, a ` +
        `single-use state bound to this session (${CRM_STATE_TTL_SECONDS / 60} minutes) and a PKCE S256 code_challenge. 409 when no CRM is configured.`,
      response: { 200: ZCrmStartResponse },
    },
    preHandler,
  }, async (request) => startConnection(ctx, actorOf(request)));

  app.post('/admin/crm/connection/callback', {
    schema: {
      ...common,
      description:
        "Completes the sign-in with the code and state from Salesforce's redirect. 400 for a wrong, used or expired state, or one " +
        'another session started (nothing is stored); 422 when Salesforce refuses the code, 502 when it cannot be reached (both recorded as the last error).',
      body: ZCrmCallbackRequest,
      response: { 200: ZCrmConnection },
    },
    preHandler,
  }, async (request) => completeConnection(ctx, actorOf(request), request.body, requestMeta(request)));

  app.delete('/admin/crm/connection', {
    schema: {
      ...common,
      description: 'Revokes the refresh token at Salesforce and forgets it (also when the revoke fails, which is recorded as the last error).',
    },
    preHandler,
  }, async (request, reply) => {
    await disconnect(ctx, actorOf(request), requestMeta(request));
    return reply.status(204).send();
  });

  app.get('/admin/crm/preflight', {
    schema: {
      ...common,
      description:
        "What this connection can write: Salesforce's describe of the Contact, compliance item and reference objects and of ContentVersion, as the " +
        'connected user sees them, against the fields, external ids and record types the sync uses. 409 when not connected or it needs reconnecting.',
      response: { 200: ZCrmPreflight },
    },
    preHandler,
  }, async () => preflight(ctx));

  app.get('/admin/crm/mapping', {
    schema: { ...common, description: 'Where syncs write in Salesforce: objects, fields and record types by DeveloperName (the defaults until an admin saves one).', response: { 200: ZCrmMappingResponse } },
    preHandler,
  }, async () => getMapping(ctx));

  app.put('/admin/crm/mapping', {
    schema: {
      ...common,
      description: 'Saves where syncs write (audited); record type ids are read again. Run the pre-flight check after.',
      body: ZCrmMapping,
      response: { 200: ZCrmMappingResponse },
    },
    preHandler,
  }, async (request) => saveMapping(ctx, actorOf(request), request.body, requestMeta(request)));
};
