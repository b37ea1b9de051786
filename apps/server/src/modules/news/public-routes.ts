import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPublicCategoryTree, ZPublicNewsItem, ZPublicNewsList, ZPublicNewsListQuery, ZSlug } from '@portal/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { json, publicAnswer, sendPublic } from '../content/public-cache.js';
import { listPublicNews, publicCategoryTree, publicNewsItem } from './public-service.js';

const ZSlugParams = z.object({ slug: z.string().max(200) });

/**
 * Published news for everyone, in the request's language. Answers come from the content cache with an
 * ETag (304 when the client has it) and a Cache-Control a CDN may follow.
 */
export const newsPublicRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const common = { tags: ['news'] };

  app.get('/news', {
    schema: { ...common, querystring: ZPublicNewsListQuery, response: { 200: ZPublicNewsList } },
  }, async (request, reply) => {
    const q = request.query;
    const key = `news:list:${request.lang}:${JSON.stringify([q.page, q.per_page, q.q ?? '', q.category ?? '', q.tag ?? '', q.division_id ?? '', q.district_id ?? '', q.upazila_id ?? ''])}`;
    return sendPublic(request, reply, await publicAnswer(ctx, key, async () => json(await listPublicNews(ctx, request.lang, q))));
  });

  app.get('/news/:slug', {
    schema: { ...common, params: ZSlugParams, response: { 200: ZPublicNewsItem } },
  }, async (request, reply) => {
    // A slug that could never have been saved names nothing: answered without a cache entry or a query.
    const slug = ZSlug.safeParse(request.params.slug);
    const answer = slug.success
      ? await publicAnswer(ctx, `news:item:${request.lang}:${slug.data}`, async () => {
        const item = await publicNewsItem(ctx, request.lang, slug.data);
        return item ? json(item) : null;
      })
      : null;
    return sendPublic(request, reply, answer);
  });

  app.get('/news-categories', {
    schema: { ...common, response: { 200: ZPublicCategoryTree } },
  }, async (request, reply) =>
    sendPublic(request, reply, await publicAnswer(ctx, `categories:${request.lang}`, async () => json(await publicCategoryTree(ctx, request.lang)))));
};
