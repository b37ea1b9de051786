import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPermission, ZPermissionList, ZPermissionListQuery, ZPermissionRequest } from '@portal/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requestMeta } from '../../lib/request-meta.js';
import { actorOf } from '../../plugins/auth.js';
import * as permissions from './service.js';

const ZIdParams = z.object({ id: z.string() });

export const permissionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const common = { tags: ['admin'], security: [{ bearer: [] }] };
  const canView = app.requirePermission('permissions.view');
  // Re-authenticated like role changes: a stolen session alone cannot reshape permissions.
  const canManage = [app.requirePermission('permissions.manage'), app.requireRecentAuth];

  app.get('/admin/permissions', {
    schema: { ...common, querystring: ZPermissionListQuery, response: { 200: ZPermissionList } },
    preHandler: canView,
  }, async (request) => permissions.listPermissions(ctx, request.query));

  app.post('/admin/permissions', {
    schema: { ...common, body: ZPermissionRequest, response: { 201: ZPermission } },
    preHandler: canManage,
  }, async (request, reply) => {
    const created = await permissions.createPermission(ctx, actorOf(request), request.body, requestMeta(request));
    return reply.status(201).send(created);
  });

  app.get('/admin/permissions/:id', {
    schema: { ...common, params: ZIdParams, response: { 200: ZPermission } },
    preHandler: canView,
  }, async (request) => permissions.getPermission(ctx, request.params.id));

  app.patch('/admin/permissions/:id', {
    schema: { ...common, params: ZIdParams, body: ZPermissionRequest.partial(), response: { 200: ZPermission } },
    preHandler: canManage,
  }, async (request) =>
    permissions.updatePermission(ctx, actorOf(request), request.params.id, request.body, requestMeta(request)),
  );

  app.delete('/admin/permissions/:id', {
    schema: { ...common, params: ZIdParams },
    preHandler: canManage,
  }, async (request, reply) => {
    await permissions.deletePermission(ctx, actorOf(request), request.params.id, requestMeta(request));
    return reply.status(204).send();
  });
};
