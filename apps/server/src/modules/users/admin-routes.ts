import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminBanRequest,
  ZAdminCreateUserRequest,
  ZAdminRoleOptions,
  ZAdminSetPasswordRequest,
  ZAdminUpdateUserRequest,
  ZAdminUserList,
  ZAdminUserListQuery,
  ZAdminUserResponse,
  ZAdminUserRolesRequest,
  ZAdminVerifyRequest,
  ZMessageResponse,
} from '@portal/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requestMeta } from '../../lib/request-meta.js';
import { actorOf } from '../../plugins/auth.js';
import { listUsers, roleOptions } from './admin-list-service.js';
import { banUser, deleteUser, sendResetCode, setPassword, unbanUser, verifyUser } from './admin-moderation-service.js';
import { createUser, getUser, setRoles, updateUser } from './admin-service.js';

/** Ids are checked by the service: anything that is not a live user's id is a 404, never a 422. */
const ZUserParams = z.object({ id: z.string() });
const secured = { tags: ['admin users'], security: [{ bearer: [] }] };

export const adminUserRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/admin/users', {
    schema: { ...secured, querystring: ZAdminUserListQuery, response: { 200: ZAdminUserList } },
    preHandler: app.requirePermission('users.view'),
  }, async (request) => listUsers(ctx, request.query));

  app.get('/admin/users/role-options', {
    schema: { ...secured, response: { 200: ZAdminRoleOptions } },
    preHandler: app.requirePermission('users.view'),
  }, async () => roleOptions(ctx));

  app.post('/admin/users', {
    schema: { ...secured, body: ZAdminCreateUserRequest, response: { 201: ZAdminUserResponse } },
    preHandler: app.requirePermission('users.create'),
  }, async (request, reply) => {
    const user = await createUser(ctx, actorOf(request), request.body, requestMeta(request), request.lang);
    return reply.status(201).send({ user });
  });

  app.get('/admin/users/:id', {
    schema: { ...secured, params: ZUserParams, response: { 200: ZAdminUserResponse } },
    preHandler: app.requirePermission('users.view'),
  }, async (request) => ({ user: await getUser(ctx, request.params.id) }));

  app.patch('/admin/users/:id', {
    schema: { ...secured, params: ZUserParams, body: ZAdminUpdateUserRequest, response: { 200: ZAdminUserResponse } },
    preHandler: app.requirePermission('users.update'),
  }, async (request) => ({ user: await updateUser(ctx, actorOf(request), request.params.id, request.body, requestMeta(request)) }));

  app.put('/admin/users/:id/roles', {
    schema: { ...secured, params: ZUserParams, body: ZAdminUserRolesRequest, response: { 200: ZAdminUserResponse } },
    preHandler: [app.requirePermission('users.update'), app.requireRecentAuth],
  }, async (request) => ({ user: await setRoles(ctx, actorOf(request), request.params.id, request.body.roles, requestMeta(request)) }));

  app.post('/admin/users/:id/ban', {
    schema: { ...secured, params: ZUserParams, body: ZAdminBanRequest, response: { 200: ZAdminUserResponse } },
    preHandler: app.requirePermission('users.ban'),
  }, async (request) => ({ user: await banUser(ctx, actorOf(request), request.params.id, request.body.reason, requestMeta(request)) }));

  app.delete('/admin/users/:id/ban', {
    schema: { ...secured, params: ZUserParams, response: { 200: ZAdminUserResponse } },
    preHandler: app.requirePermission('users.ban'),
  }, async (request) => ({ user: await unbanUser(ctx, actorOf(request), request.params.id, requestMeta(request)) }));

  app.post('/admin/users/:id/verify', {
    schema: { ...secured, params: ZUserParams, body: ZAdminVerifyRequest, response: { 200: ZAdminUserResponse } },
    preHandler: app.requirePermission('users.update'),
  }, async (request) => ({ user: await verifyUser(ctx, actorOf(request), request.params.id, request.body.channel, requestMeta(request)) }));

  app.put('/admin/users/:id/password', {
    schema: { ...secured, params: ZUserParams, body: ZAdminSetPasswordRequest, response: { 200: ZMessageResponse } },
    preHandler: [app.requirePermission('users.update'), app.requireRecentAuth],
  }, async (request) => {
    await setPassword(ctx, actorOf(request), request.params.id, request.body.password, requestMeta(request));
    return { message: request.t('success.user_password_set') };
  });

  app.post('/admin/users/:id/password-reset-code', {
    schema: { ...secured, params: ZUserParams, response: { 202: ZMessageResponse } },
    preHandler: app.requirePermission('users.update'),
  }, async (request, reply) => {
    await sendResetCode(ctx, actorOf(request), request.params.id, requestMeta(request), request.lang);
    return reply.status(202).send({ message: request.t('success.user_reset_code_sent') });
  });

  app.delete('/admin/users/:id', {
    schema: { ...secured, params: ZUserParams },
    preHandler: app.requirePermission('users.delete'),
  }, async (request, reply) => {
    await deleteUser(ctx, actorOf(request), request.params.id, requestMeta(request));
    return reply.status(204).send();
  });
};
