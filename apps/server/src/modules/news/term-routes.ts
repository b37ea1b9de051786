import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZNewsCategory,
  ZNewsCategoryList,
  ZNewsCategoryListQuery,
  ZNewsCategoryPatch,
  ZNewsCategoryRequest,
  ZNewsTag,
  ZNewsTagList,
  ZNewsTagListQuery,
  ZNewsTagPatch,
  ZNewsTagRequest,
} from '@portal/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requestMeta } from '../../lib/request-meta.js';
import { actorOf } from '../../plugins/auth.js';
import * as categories from './category-service.js';
import * as tags from './tag-service.js';

const ZIdParams = z.object({ id: z.string() });

/**
 * News categories and tags. Reading them needs news.view, because the news editor picks from them;
 * changing them needs news.categories.manage or news.tags.manage.
 */
export const newsTermRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const common = { tags: ['admin', 'news'], security: [{ bearer: [] }] };
  const canView = app.requirePermission('news.view');
  const canManageCategories = app.requirePermission('news.categories.manage');
  const canManageTags = app.requirePermission('news.tags.manage');

  app.get('/admin/news/categories', {
    schema: { ...common, querystring: ZNewsCategoryListQuery, response: { 200: ZNewsCategoryList } },
    preHandler: canView,
  }, async (request) => categories.listCategories(ctx, request.query));

  app.post('/admin/news/categories', {
    schema: { ...common, body: ZNewsCategoryRequest, response: { 201: ZNewsCategory } },
    preHandler: canManageCategories,
  }, async (request, reply) =>
    reply.status(201).send(await categories.createCategory(ctx, actorOf(request), request.body, requestMeta(request))));

  app.get('/admin/news/categories/:id', {
    schema: { ...common, params: ZIdParams, response: { 200: ZNewsCategory } },
    preHandler: canView,
  }, async (request) => categories.getCategory(ctx, request.params.id));

  app.patch('/admin/news/categories/:id', {
    schema: { ...common, params: ZIdParams, body: ZNewsCategoryPatch, response: { 200: ZNewsCategory } },
    preHandler: canManageCategories,
  }, async (request) => categories.updateCategory(ctx, actorOf(request), request.params.id, request.body, requestMeta(request)));

  app.delete('/admin/news/categories/:id', {
    schema: { ...common, params: ZIdParams },
    preHandler: canManageCategories,
  }, async (request, reply) => {
    await categories.deleteCategory(ctx, actorOf(request), request.params.id, requestMeta(request));
    return reply.status(204).send();
  });

  app.get('/admin/news/tags', {
    schema: { ...common, querystring: ZNewsTagListQuery, response: { 200: ZNewsTagList } },
    preHandler: canView,
  }, async (request) => tags.listTags(ctx, request.query));

  app.post('/admin/news/tags', {
    schema: { ...common, body: ZNewsTagRequest, response: { 201: ZNewsTag } },
    preHandler: canManageTags,
  }, async (request, reply) => reply.status(201).send(await tags.createTag(ctx, actorOf(request), request.body, requestMeta(request))));

  app.get('/admin/news/tags/:id', {
    schema: { ...common, params: ZIdParams, response: { 200: ZNewsTag } },
    preHandler: canView,
  }, async (request) => tags.getTag(ctx, request.params.id));

  app.patch('/admin/news/tags/:id', {
    schema: { ...common, params: ZIdParams, body: ZNewsTagPatch, response: { 200: ZNewsTag } },
    preHandler: canManageTags,
  }, async (request) => tags.updateTag(ctx, actorOf(request), request.params.id, request.body, requestMeta(request)));

  app.delete('/admin/news/tags/:id', {
    schema: { ...common, params: ZIdParams },
    preHandler: canManageTags,
  }, async (request, reply) => {
    await tags.deleteTag(ctx, actorOf(request), request.params.id, requestMeta(request));
    return reply.status(204).send();
  });
};
