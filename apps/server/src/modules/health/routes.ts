import type { FastifyPluginAsync } from 'fastify';
import { readiness, type ReadinessProbe } from './service.js';

/** /healthz: the process answers. /readyz: it can also reach its database. */
export const healthRoutes: FastifyPluginAsync<{ database: ReadinessProbe }> = async (app, { database }) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    const probe = await readiness(database);
    if (probe.ready) return { status: 'ready', database: database.kind };
    request.log.warn({ err: probe.err }, 'readiness check failed');
    return reply.status(503).send({ status: 'unavailable', database: database.kind });
  });
};
