import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZRole, ZRoleDeleteQuery, ZRoleList, ZRoleListQuery, ZRolePermissions, ZRolePermissionsRequest, ZRoleRequest } from '@portal/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requestMeta } from '../../lib/request-meta.js';
import { actorOf } from '../../plugins/auth.js';
import * as roles from './service.js';

const ZIdParams = z.object({ id: z.string() });

export const rolesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const common = { tags: ['admin'], security: [{ bearer: [] }] };
  const canView = app.requirePermission('roles.view');
  // Changing what roles grant is re-authenticated: a stolen session alone cannot hand out permissions.
  const canManage = [app.requirePermission('roles.manage'), app.requireRecentAuth];

  app.get('/admin/roles', {
    schema: { ...common, querystring: ZRoleListQuery, response: { 200: ZRoleList } },
    preHandler: canView,
  }, async (request) => roles.listRoles(ctx, request.query));

  app.post('/admin/roles', {
    schema: { ...common, body: ZRoleRequest, response: { 201: ZRole } },
    preHandler: canManage,
  }, async (request, reply) => {
    const role = await roles.createRole(ctx, actorOf(request), request.body, requestMeta(request));
    return reply.status(201).send(role);
  });

  app.get('/admin/roles/:id', {
    schema: { ...common, params: ZIdParams, response: { 200: ZRole } },
    preHandler: canView,
  }, async (request) => roles.getRole(ctx, request.params.id));

  app.patch('/admin/roles/:id', {
    schema: { ...common, params: ZIdParams, body: ZRoleRequest.partial(), response: { 200: ZRole } },
    preHandler: canManage,
  }, async (request) => roles.updateRole(ctx, actorOf(request), request.params.id, request.body, requestMeta(request)));

  app.delete('/admin/roles/:id', {
    schema: { ...common, params: ZIdParams, querystring: ZRoleDeleteQuery },
    preHandler: canManage,
  }, async (request, reply) => {
    await roles.deleteRole(ctx, actorOf(request), request.params.id, request.query.move_to || undefined, requestMeta(request));
    return reply.status(204).send();
  });

  app.get('/admin/roles/:id/permissions', {
    schema: { ...common, params: ZIdParams, response: { 200: ZRolePermissions } },
    preHandler: canView,
  }, async (request) => roles.rolePermissions(ctx, request.params.id));

  app.put('/admin/roles/:id/permissions', {
    schema: { ...common, params: ZIdParams, body: ZRolePermissionsRequest, response: { 200: ZRolePermissions } },
    preHandler: canManage,
  }, async (request) =>
    roles.setRolePermissions(ctx, actorOf(request), request.params.id, request.body.permissions, requestMeta(request)),
  );
};
