import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAppLogList, ZAppLogQuery, ZAuditActions, ZAuditLogList, ZAuditLogQuery } from '@portal/contract';
import type { AppContext } from '../../context.js';
import { appLogPage, auditActionOptions, auditLogPage } from './service.js';

/** The admin log viewer: the application log (warnings and notable events) and the audit log. */
export const logsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const common = { tags: ['admin'], security: [{ bearer: [] }] };
  const preHandler = app.requirePermission('logs.view');

  app.get('/admin/logs/app', {
    schema: { ...common, querystring: ZAppLogQuery, response: { 200: ZAppLogList } },
    preHandler,
  }, async (request) => appLogPage(ctx, request.query));

  app.get('/admin/logs/audit', {
    schema: { ...common, querystring: ZAuditLogQuery, response: { 200: ZAuditLogList } },
    preHandler,
  }, async (request) => auditLogPage(ctx, request.query, request.t, request.lang));

  app.get('/admin/logs/audit/actions', {
    schema: { ...common, response: { 200: ZAuditActions } },
    preHandler,
  }, async (request) => auditActionOptions(ctx, request.t));
};
