import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from '../context.js';

export function requestMeta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}
