import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isCacheArea, ZCacheAreas } from '@portal/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { requestMeta } from '../../lib/request-meta.js';
import { actorOf } from '../../plugins/auth.js';
import { clearAreas, listAreas } from './service.js';

export const cacheRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const common = { tags: ['admin'], security: [{ bearer: [] }], response: { 200: ZCacheAreas } };
  const preHandler = app.requirePermission('cache.clear');

  app.get('/admin/cache', { schema: common, preHandler }, async () => listAreas(ctx));

  app.delete('/admin/cache', { schema: common, preHandler }, async (request) =>
    clearAreas(ctx, actorOf(request), undefined, requestMeta(request)),
  );

  app.delete('/admin/cache/:area', {
    schema: { ...common, params: z.object({ area: z.string() }) },
    preHandler,
  }, async (request) => {
    const { area } = request.params;
    if (!isCacheArea(area)) throw notFound();
    return clearAreas(ctx, actorOf(request), area, requestMeta(request));
  });
};
