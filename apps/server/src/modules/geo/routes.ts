import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GEO_IMPORT_MAX_BYTES,
  HOME_COUNTRIES,
  ZCreateGeoAreaRequest,
  ZGeoAreaDetail,
  ZGeoAreaList,
  ZGeoAreaListQuery,
  ZGeoImportResult,
  ZRenameGeoAreaRequest,
  ZSetGeoAreaRequest,
  ZUserGeoArea,
} from '@portal/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requestMeta } from '../../lib/request-meta.js';
import { sha256 } from '../../lib/secrets.js';
import { actorOf } from '../../plugins/auth.js';
import * as geo from './service.js';

const ZIdParams = z.object({ id: z.string() });
const bearer = [{ bearer: [] }];

/**
 * The tree changes rarely and is the same for everyone: shared caches may keep it but must ask again
 * each time, which costs a 304 while nothing changed and shows an admin's edit at once.
 */
function cacheable<T>(request: FastifyRequest, reply: FastifyReply, body: T): T | FastifyReply {
  const etag = `"${sha256(JSON.stringify(body)).slice(0, 32)}"`;
  reply.header('cache-control', 'public, no-cache').header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return body;
}

export const geoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/geo-areas', {
    schema: { tags: ['geo'], querystring: ZGeoAreaListQuery, response: { 200: ZGeoAreaList } },
  }, async (request, reply) => cacheable(request, reply, { data: await geo.listAreas(ctx, request.query) }));

  app.get('/geo-areas/:id', {
    schema: { tags: ['geo'], params: ZIdParams, response: { 200: ZGeoAreaDetail } },
  }, async (request, reply) => cacheable(request, reply, await geo.areaDetail(ctx, request.params.id)));

  app.post('/admin/geo-areas', {
    schema: { tags: ['geo'], security: bearer, body: ZCreateGeoAreaRequest, response: { 201: ZGeoAreaDetail } },
    preHandler: app.requirePermission('geo.manage'),
  }, async (request, reply) => {
    const created = await geo.createArea(ctx, actorOf(request), request.body, requestMeta(request));
    return reply.status(201).send(created);
  });

  app.patch('/admin/geo-areas/:id', {
    schema: { tags: ['geo'], security: bearer, params: ZIdParams, body: ZRenameGeoAreaRequest, response: { 200: ZGeoAreaDetail } },
    preHandler: app.requirePermission('geo.manage'),
  }, async (request) => geo.renameArea(ctx, actorOf(request), request.params.id, request.body, requestMeta(request)));

  app.delete('/admin/geo-areas/:id', {
    schema: { tags: ['geo'], security: bearer, params: ZIdParams },
    preHandler: app.requirePermission('geo.manage'),
  }, async (request, reply) => {
    await geo.deleteArea(ctx, actorOf(request), request.params.id, requestMeta(request));
    return reply.status(204).send();
  });

  app.post('/admin/geo-areas/sets/:country', {
    schema: {
      tags: ['geo'],
      security: bearer,
      description: "Imports a set of areas the portal ships: GB (the UK's nations, regions, counties and unitary authorities, ONS codes) or BD (Bangladesh's divisions and districts).",
      params: z.object({ country: z.enum(HOME_COUNTRIES, { error: 'validation.geo_country_invalid' }) }),
      response: { 200: ZGeoImportResult },
    },
    preHandler: app.requirePermission('geo.manage'),
  }, async (request) => geo.importSet(ctx, actorOf(request), request.params.country, requestMeta(request)));

  // The file is the whole body (CSV or JSON, told apart by its content), so the browser can report upload progress.
  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', { parseAs: 'string', bodyLimit: GEO_IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));
    upload.post('/admin/geo-areas/import', {
      schema: {
        tags: ['geo'],
        security: bearer,
        description: 'Body: a CSV file with the header code,parent_code,level,name_en,name_bn, or a JSON list of such rows.',
        response: { 200: ZGeoImportResult },
      },
      bodyLimit: GEO_IMPORT_MAX_BYTES,
      preHandler: upload.requirePermission('geo.manage'),
    }, async (request) => geo.importAreas(ctx, actorOf(request), typeof request.body === 'string' ? request.body : '', requestMeta(request)));
  });

  app.get('/account/geo-area', {
    schema: { tags: ['account'], security: bearer, response: { 200: ZUserGeoArea } },
    preHandler: app.authenticate,
  }, async (request) => geo.userGeoArea(ctx, actorOf(request), actorOf(request).user.id));

  app.put('/account/geo-area', {
    schema: { tags: ['account'], security: bearer, body: ZSetGeoAreaRequest, response: { 200: ZUserGeoArea } },
    preHandler: app.authenticate,
  }, async (request) => {
    const actor = actorOf(request);
    return geo.setUserGeoArea(ctx, actor, actor.user.id, request.body.geo_area_id, requestMeta(request));
  });

  app.get('/admin/users/:id/geo-area', {
    schema: { tags: ['admin'], security: bearer, params: ZIdParams, response: { 200: ZUserGeoArea } },
    preHandler: app.requirePermission('users.view'),
  }, async (request) => geo.userGeoArea(ctx, actorOf(request), request.params.id));

  app.put('/admin/users/:id/geo-area', {
    schema: { tags: ['admin'], security: bearer, params: ZIdParams, body: ZSetGeoAreaRequest, response: { 200: ZUserGeoArea } },
    preHandler: app.requirePermission('users.update'),
  }, async (request) => geo.setUserGeoArea(ctx, actorOf(request), request.params.id, request.body.geo_area_id, requestMeta(request)));
};
