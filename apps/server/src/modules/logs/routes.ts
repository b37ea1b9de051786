import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buildListMeta,
  LOG_LEVELS,
  ZAppLogList,
  ZAppLogQuery,
  ZAuditActions,
  ZAuditLogList,
  ZAuditLogQuery,
} from '@portal/contract';
import type { AppContext } from '../../context.js';
import { actionLabel, personIdOf } from './audit-sentence.js';
import { presentAppLog, presentAuditEntry } from './presenter.js';
import { logsRepository } from './repository.js';

const date = (value: string | undefined) => (value ? new Date(value) : undefined);

/** The admin log viewer: the application log (warnings and notable events) and the audit log. */
export const logsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const common = { tags: ['admin'], security: [{ bearer: [] }] };
  const preHandler = app.requirePermission('logs.view');

  app.get('/admin/logs/app', {
    schema: { ...common, querystring: ZAppLogQuery, response: { 200: ZAppLogList } },
    preHandler,
  }, async (request) => {
    const q = request.query;
    const { rows, total } = await logsRepository.listAppLogs(ctx.db, {
      page: q.page,
      perPage: q.per_page,
      minLevel: q.level ? LOG_LEVELS[q.level] : undefined,
      msg: q.msg || undefined,
      from: date(q.from),
      to: date(q.to),
    });
    return { data: rows.map(presentAppLog), meta: buildListMeta(q.page, q.per_page, total) };
  });

  app.get('/admin/logs/audit', {
    schema: { ...common, querystring: ZAuditLogQuery, response: { 200: ZAuditLogList } },
    preHandler,
  }, async (request) => {
    const q = request.query;
    const { rows, total } = await logsRepository.listAudit(ctx.db, {
      page: q.page,
      perPage: q.per_page,
      action: q.action || undefined,
      actor: q.actor || undefined,
      target: q.target || undefined,
      from: date(q.from),
      to: date(q.to),
    });
    const names = await logsRepository.namesFor(ctx.db, {
      userIds: rows.map((row) => personIdOf(row.entry.data as Record<string, unknown> | null)).filter((id): id is string => !!id),
      roleIds: rows.filter((row) => row.entry.target_type === 'role' && row.entry.target_id).map((row) => row.entry.target_id!),
    });
    return {
      data: rows.map((row) => presentAuditEntry(row, names, request.t, request.lang)),
      meta: buildListMeta(q.page, q.per_page, total),
    };
  });

  app.get('/admin/logs/audit/actions', {
    schema: { ...common, response: { 200: ZAuditActions } },
    preHandler,
  }, async (request) => ({
    data: (await logsRepository.auditActions(ctx.db)).map((action) => ({ value: action, label: actionLabel(action, request.t) })),
  }));
};
