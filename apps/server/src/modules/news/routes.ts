import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminNewsList,
  ZAdminNewsListQuery,
  ZContentRevisionList,
  ZNewsItem,
  ZNewsPatch,
  ZNewsRequest,
  ZRevisionParams,
} from '@portal/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requestMeta } from '../../lib/request-meta.js';
import { actorOf } from '../../plugins/auth.js';
import * as news from './service.js';

/** Any text: a non-uuid id names nothing and is answered 404 by the service, like a missing row. */
const ZIdParams = z.object({ id: z.string() });

/** Admin news items: news.view reads, news.manage writes (and restores revisions). */
export const newsAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const common = { tags: ['admin', 'news'], security: [{ bearer: [] }] };
  const canView = app.requirePermission('news.view');
  const canManage = app.requirePermission('news.manage');

  app.get('/admin/news', {
    schema: { ...common, querystring: ZAdminNewsListQuery, response: { 200: ZAdminNewsList } },
    preHandler: canView,
  }, async (request) => news.listNews(ctx, request.query));

  app.post('/admin/news', {
    schema: { ...common, body: ZNewsRequest, response: { 201: ZNewsItem } },
    preHandler: canManage,
  }, async (request, reply) => reply.status(201).send(await news.createNews(ctx, actorOf(request), request.body, requestMeta(request))));

  app.get('/admin/news/:id', {
    schema: { ...common, params: ZIdParams, response: { 200: ZNewsItem } },
    preHandler: canView,
  }, async (request) => news.getNews(ctx, request.params.id));

  app.patch('/admin/news/:id', {
    schema: { ...common, params: ZIdParams, body: ZNewsPatch, response: { 200: ZNewsItem } },
    preHandler: canManage,
  }, async (request) => news.updateNews(ctx, actorOf(request), request.params.id, request.body, requestMeta(request)));

  app.delete('/admin/news/:id', {
    schema: { ...common, params: ZIdParams },
    preHandler: canManage,
  }, async (request, reply) => {
    await news.deleteNews(ctx, actorOf(request), request.params.id, requestMeta(request));
    return reply.status(204).send();
  });

  app.get('/admin/news/:id/revisions', {
    schema: { ...common, params: ZIdParams, response: { 200: ZContentRevisionList } },
    preHandler: canView,
  }, async (request) => news.newsRevisions(ctx, request.params.id));

  app.post('/admin/news/:id/revisions/:revision/restore', {
    schema: { ...common, params: ZRevisionParams.extend({ id: z.string() }), response: { 200: ZNewsItem } },
    preHandler: canManage,
  }, async (request) => news.restoreNews(ctx, actorOf(request), request.params.id, request.params.revision, requestMeta(request)));
};
