import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPaginationQuery, ZPublicPage, ZPublicPageList, ZSlug } from '@portal/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { json, publicAnswer, sendPublic } from '../content/public-cache.js';
import { publicPage, publicPageList } from './public-service.js';

const ZSlugParams = z.object({ slug: z.string().max(200) });

/** Published pages for everyone, cached with an ETag like the public news. */
export const pagesPublicRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const common = { tags: ['pages'] };

  app.get('/pages', {
    schema: { ...common, querystring: ZPaginationQuery, response: { 200: ZPublicPageList } },
  }, async (request, reply) => {
    const { page, per_page } = request.query;
    const key = `pages:list:${request.lang}:${page}:${per_page}`;
    return sendPublic(request, reply, await publicAnswer(ctx, key, async () => json(await publicPageList(ctx, request.lang, request.query))));
  });

  app.get('/pages/:slug', {
    schema: { ...common, params: ZSlugParams, response: { 200: ZPublicPage } },
  }, async (request, reply) => {
    const slug = ZSlug.safeParse(request.params.slug);
    const answer = slug.success
      ? await publicAnswer(ctx, `pages:item:${request.lang}:${slug.data}`, async () => {
        const page = await publicPage(ctx, request.lang, slug.data);
        return page ? json(page) : null;
      })
      : null;
    return sendPublic(request, reply, answer);
  });
};
