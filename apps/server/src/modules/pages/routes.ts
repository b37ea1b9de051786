import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminPageList, ZAdminPageListQuery, ZContentRevisionList, ZPage, ZPagePatch, ZPageRequest, ZRevisionParams } from '@portal/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requestMeta } from '../../lib/request-meta.js';
import { actorOf } from '../../plugins/auth.js';
import * as pages from './service.js';

const ZIdParams = z.object({ id: z.string() });

/** Admin pages: everything needs pages.manage (the catalogue has no separate read permission for pages). */
export const pagesAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const common = { tags: ['admin', 'pages'], security: [{ bearer: [] }] };
  const canManage = app.requirePermission('pages.manage');

  app.get('/admin/pages', {
    schema: { ...common, querystring: ZAdminPageListQuery, response: { 200: ZAdminPageList } },
    preHandler: canManage,
  }, async (request) => pages.listPages(ctx, request.query));

  app.post('/admin/pages', {
    schema: { ...common, body: ZPageRequest, response: { 201: ZPage } },
    preHandler: canManage,
  }, async (request, reply) => reply.status(201).send(await pages.createPage(ctx, actorOf(request), request.body, requestMeta(request))));

  app.get('/admin/pages/:id', {
    schema: { ...common, params: ZIdParams, response: { 200: ZPage } },
    preHandler: canManage,
  }, async (request) => pages.getPage(ctx, request.params.id));

  app.patch('/admin/pages/:id', {
    schema: { ...common, params: ZIdParams, body: ZPagePatch, response: { 200: ZPage } },
    preHandler: canManage,
  }, async (request) => pages.updatePage(ctx, actorOf(request), request.params.id, request.body, requestMeta(request)));

  app.delete('/admin/pages/:id', {
    schema: { ...common, params: ZIdParams },
    preHandler: canManage,
  }, async (request, reply) => {
    await pages.deletePage(ctx, actorOf(request), request.params.id, requestMeta(request));
    return reply.status(204).send();
  });

  app.get('/admin/pages/:id/revisions', {
    schema: { ...common, params: ZIdParams, response: { 200: ZContentRevisionList } },
    preHandler: canManage,
  }, async (request) => pages.pageRevisions(ctx, request.params.id));

  app.post('/admin/pages/:id/revisions/:revision/restore', {
    schema: { ...common, params: ZRevisionParams.extend({ id: z.string() }), response: { 200: ZPage } },
    preHandler: canManage,
  }, async (request) => pages.restorePage(ctx, actorOf(request), request.params.id, request.params.revision, requestMeta(request)));
};
