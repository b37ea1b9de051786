import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCandidateFilter,
  ZCandidateList,
  ZCandidateListQuery,
  ZCandidateRemindRequest,
  ZCandidateRemindResponse,
} from '@portal/contract';
import type { AppContext } from '../../context.js';
import { displayDate } from '../../lib/display-date.js';
import { requestMeta } from '../../lib/request-meta.js';
import { actorOf } from '../../plugins/auth.js';
import { exportCandidates, listCandidates, remindCandidates } from './service.js';

/** The officers' candidates list, its CSV export and bulk reminders (documents.review). */
export const candidatesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const common = { tags: ['compliance review'], security: [{ bearer: [] }] };
  const reviewer = app.requirePermission('documents.review');

  app.get('/admin/candidates', {
    schema: { ...common, querystring: ZCandidateListQuery, response: { 200: ZCandidateList } },
    preHandler: reviewer,
  }, async (request) => listCandidates(ctx, request.query));

  app.get('/admin/candidates/export.csv', {
    schema: { ...common, querystring: ZCandidateFilter, description: 'Every candidate matching the filters, as CSV. Audit-logged.' },
    preHandler: reviewer,
  }, async (request, reply) => {
    const csv = await exportCandidates(ctx, actorOf(request), request.query, request.lang, requestMeta(request));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="candidates-${displayDate(ctx.config)}.csv"`)
      .header('cache-control', 'private, no-store')
      // A byte-order mark, so that spreadsheets read the names (Bengali ones too) as UTF-8.
      .send(`\uFEFF${csv}`);
  });

  app.post('/admin/candidates/remind', {
    schema: { ...common, body: ZCandidateRemindRequest, response: { 200: ZCandidateRemindResponse } },
    preHandler: reviewer,
  }, async (request) => remindCandidates(ctx, actorOf(request), request.body, requestMeta(request)));
};
