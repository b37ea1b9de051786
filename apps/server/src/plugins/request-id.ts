import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';

/** What an incoming X-Request-Id must look like to be kept: a short token that is safe in logs and headers. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/**
 * Fastify options for the correlation id: a caller's (or proxy's) X-Request-Id is kept when it is a safe
 * short token, otherwise the request gets a new UUID. It is `reqId` (Fastify's label) in every log line of the request.
 */
export const requestIdOptions = {
  requestIdHeader: false,
  genReqId(req) {
    const incoming = req.headers['x-request-id'];
    return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  },
} satisfies Pick<FastifyServerOptions, 'requestIdHeader' | 'genReqId'>;

/** Every response carries the request's id in X-Request-Id (error bodies also as `request_id`). */
export const requestIdPlugin = fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
});
