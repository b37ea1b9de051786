import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAddress, ZAddressList, ZCreateAddressRequest, ZPaginationQuery, ZUpdateAddressRequest } from '@portal/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requestMeta } from '../../lib/request-meta.js';
import { actorOf, requestOf } from '../../plugins/auth.js';
import * as addresses from './service.js';

const bearer = [{ bearer: [] }];
const ZUserParams = z.object({ id: z.string() });
const ZUserAddressParams = z.object({ id: z.string(), addressId: z.string() });
const ZAddressParams = z.object({ addressId: z.string() });

/**
 * The signed-in person's own addresses under /account, and someone else's under /admin/users/{id}; both
 * call the same services, which ask the access policy (modules/access/policy.ts): a person may touch their
 * own, an admin those of anyone who holds no permission the admin lacks.
 */
export const addressesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const self = (request: Parameters<typeof actorOf>[0]) => actorOf(request).user.id;

  app.get('/account/addresses', {
    schema: { tags: ['account'], security: bearer, querystring: ZPaginationQuery, response: { 200: ZAddressList } },
    preHandler: app.authenticate,
  }, async (request) => addresses.listAddresses(ctx, actorOf(request), self(request), request.query.page, request.query.per_page));

  app.post('/account/addresses', {
    schema: { tags: ['account'], security: bearer, body: ZCreateAddressRequest, response: { 201: ZAddress } },
    preHandler: app.authenticate,
  }, async (request, reply) => {
    const created = await addresses.createAddress(ctx, actorOf(request), self(request), request.body, requestMeta(request));
    return reply.status(201).send(created);
  });

  app.get('/account/addresses/:addressId', {
    schema: { tags: ['account'], security: bearer, params: ZAddressParams, response: { 200: ZAddress } },
    preHandler: app.authenticate,
  }, async (request) => addresses.getAddress(ctx, actorOf(request), self(request), request.params.addressId));

  app.patch('/account/addresses/:addressId', {
    schema: { tags: ['account'], security: bearer, params: ZAddressParams, body: ZUpdateAddressRequest, response: { 200: ZAddress } },
    preHandler: app.authenticate,
  }, async (request) =>
    addresses.updateAddress(ctx, requestOf(request), self(request), request.params.addressId, request.body));

  app.delete('/account/addresses/:addressId', {
    schema: { tags: ['account'], security: bearer, params: ZAddressParams },
    preHandler: app.authenticate,
  }, async (request, reply) => {
    await addresses.deleteAddress(ctx, actorOf(request), self(request), request.params.addressId, requestMeta(request));
    return reply.status(204).send();
  });

  app.get('/admin/users/:id/addresses', {
    schema: { tags: ['admin'], security: bearer, params: ZUserParams, querystring: ZPaginationQuery, response: { 200: ZAddressList } },
    preHandler: app.requirePermission('users.view'),
  }, async (request) => addresses.listAddresses(ctx, actorOf(request), request.params.id, request.query.page, request.query.per_page));

  app.post('/admin/users/:id/addresses', {
    schema: { tags: ['admin'], security: bearer, params: ZUserParams, body: ZCreateAddressRequest, response: { 201: ZAddress } },
    preHandler: app.requirePermission('users.update'),
  }, async (request, reply) => {
    const created = await addresses.createAddress(ctx, actorOf(request), request.params.id, request.body, requestMeta(request));
    return reply.status(201).send(created);
  });

  app.get('/admin/users/:id/addresses/:addressId', {
    schema: { tags: ['admin'], security: bearer, params: ZUserAddressParams, response: { 200: ZAddress } },
    preHandler: app.requirePermission('users.view'),
  }, async (request) => addresses.getAddress(ctx, actorOf(request), request.params.id, request.params.addressId));

  app.patch('/admin/users/:id/addresses/:addressId', {
    schema: { tags: ['admin'], security: bearer, params: ZUserAddressParams, body: ZUpdateAddressRequest, response: { 200: ZAddress } },
    preHandler: app.requirePermission('users.update'),
  }, async (request) =>
    addresses.updateAddress(ctx, requestOf(request), request.params.id, request.params.addressId, request.body));

  app.delete('/admin/users/:id/addresses/:addressId', {
    schema: { tags: ['admin'], security: bearer, params: ZUserAddressParams },
    preHandler: app.requirePermission('users.update'),
  }, async (request, reply) => {
    await addresses.deleteAddress(ctx, actorOf(request), request.params.id, request.params.addressId, requestMeta(request));
    return reply.status(204).send();
  });

  // The admin edit screens' routes carry only the address id; this finds the address and its owner.
  app.get('/admin/addresses/:addressId', {
    schema: { tags: ['admin'], security: bearer, params: ZAddressParams, response: { 200: ZAddress } },
    preHandler: app.requirePermission('users.view'),
  }, async (request) => addresses.getAddressById(ctx, actorOf(request), request.params.addressId));
};
