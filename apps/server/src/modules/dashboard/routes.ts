import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZComplianceFigures, ZDashboardStats, ZDashboardStatsQuery, ZDashboardSummary } from '@portal/contract';
import type { AppContext } from '../../context.js';
import { complianceFigures } from './compliance-figures.js';
import { dashboardStats, dashboardSummary } from './service.js';

export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/admin/dashboard', {
    schema: { tags: ['admin'], security: [{ bearer: [] }], response: { 200: ZDashboardSummary } },
    preHandler: app.requirePermission('dashboard.view'),
  }, async () => dashboardSummary(ctx));

  app.get('/admin/dashboard/stats', {
    schema: {
      tags: ['admin'],
      security: [{ bearer: [] }],
      querystring: ZDashboardStatsQuery,
      response: { 200: ZDashboardStats },
    },
    preHandler: app.requirePermission('dashboard.view'),
  }, async (request) => dashboardStats(ctx, request.query.range));

  // The officers' figures read candidates' compliance, which dashboard.view alone does not open.
  app.get('/admin/dashboard/compliance', {
    schema: { tags: ['admin'], security: [{ bearer: [] }], response: { 200: ZComplianceFigures } },
    preHandler: app.requirePermission('documents.review'),
  }, async () => complianceFigures(ctx));
};
