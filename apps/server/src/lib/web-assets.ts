import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names every file under assets/ by its content hash: a changed file is a new URL, so it can be kept for good. */
const HASHED_ASSETS = /[\\/]assets[\\/]/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built web app: brotli or gzip copies made at build time (apps/web/scripts/precompress.mjs) when the browser
 * accepts them, hashed assets cached for a year, everything else (index.html, favicon) checked on each visit so a
 * new release is picked up at once.
 */
export async function registerWebAssets(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', HASHED_ASSETS.test(filePath) ? IMMUTABLE : 'no-cache');
    },
  });
}
