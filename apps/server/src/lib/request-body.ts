import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppError } from './errors.js';

/** Room for a multipart body's boundaries, part headers and small fields, beyond its files. */
export const MULTIPART_OVERHEAD_BYTES = 256 * 1024;

/**
 * A preHandler that refuses with `error()` a request whose declared Content-Length is already more than the
 * largest valid request, before a byte of its body is read.
 */
export function refuseBodiesOver(maxBytes: number, error: () => AppError) {
  return async (request: FastifyRequest) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) throw error();
  };
}

/**
 * Answers that leave part of the request body unread (a refusal half-way through an upload, or before it) close
 * the connection. Otherwise Node, to keep the connection for the next request, would first read and discard the
 * rest of the body, however large. With `Connection: close` the socket is destroyed once the answer is written.
 * For the routes of the plugin it is called in.
 */
export function closeConnectionsWithUnreadBodies(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.raw.complete === false) reply.header('connection', 'close');
  });
}

/** Errors the multipart parser raises when the body ends (or the client goes) before the form does. */
export function isTruncatedBody(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === 'FST_MP_PREMATURE_CLOSE' || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE') return true;
  return typeof message === 'string' && /unexpected end of (form|multipart data)|terminated early|aborted/i.test(message);
}
