import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZComplianceFigures, ZDashboardStats, ZDashboardStatsQuery, ZDashboardSummary } from '@portal/contract';
import type { AppContext } from '../../context.js';
import { complianceFigures } from './compliance-figures.js';
import { dashboardRepository } from './repository.js';
import { dashboardStats } from './service.js';

export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/admin/dashboard', {
    schema: { tags: ['admin'], security: [{ bearer: [] }], response: { 200: ZDashboardSummary } },
    preHandler: app.requirePermission('dashboard.view'),
  }, async () => {
    const counts = await dashboardRepository.userCounts(ctx.db);
    return {
      users: { total: counts.total, verified: counts.verified, unverified: counts.total - counts.verified, banned: counts.banned },
      users_by_role: counts.byRole.map((r) => ({ role: r.role, count: r.n })),
    };
  });

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
