import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { TApiError } from '@portal/contract';
import { AppError, isDatabaseUnavailable, type LocalisedMessage } from '../lib/errors.js';
import { hasMessage } from './i18n.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the answer refuses access (401, 403, or a 404 that hides a record): what the audit records. */
    refusal: { status: number; reason: string; userId?: string } | null;
  }
}

/** RFC 6750: a 401 names the scheme; `invalid_token` when a bearer token came along but was not accepted. */
function wwwAuthenticate(request: FastifyRequest): string {
  const sentToken = /^bearer\s+\S/i.test(request.headers.authorization ?? '');
  return sentToken ? 'Bearer realm="portal", error="invalid_token"' : 'Bearer realm="portal"';
}

/** The answer's message, the messages under its fields and a machine-readable reason (AppError's). */
interface ErrorContent {
  message: LocalisedMessage;
  fields?: Record<string, LocalisedMessage[]>;
  code?: string;
}

function send(reply: FastifyReply, request: FastifyRequest, statusCode: number, { message, fields, code }: ErrorContent) {
  const body: TApiError = {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message: request.t(message.key, message.params),
    ...(code ? { code } : {}),
  };
  if (fields && Object.keys(fields).length > 0) {
    body.errors = Object.fromEntries(
      Object.entries(fields).map(([field, list]) => [field, list.map((m) => request.t(m.key, m.params))]),
    );
  }
  // The same id is the log lines' reqId, so a user's report of an error finds its log.
  body.request_id = request.id;
  reply.header('x-request-id', request.id);
  if (statusCode === 401) reply.header('www-authenticate', wwwAuthenticate(request));
  return reply.status(statusCode).type('application/json; charset=utf-8').send(body);
}

/** A zod issue's message is a catalogue key when the schema set one; anything else is a type mismatch. */
function issueMessage(message: string | undefined, params: Record<string, unknown>): LocalisedMessage {
  if (message && hasMessage(message)) {
    const max = params.maximum;
    return { key: message, params: typeof max === 'number' || typeof max === 'bigint' ? { max: Number(max) } : {} };
  }
  return { key: 'validation.invalid_type' };
}

function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || (context ?? 'body');
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('refusal', null);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode === 401 || error.statusCode === 403 || error.refusal) {
        request.refusal = { status: error.statusCode, reason: error.refusal ?? error.messageKey, userId: error.refusedUserId };
      }
      reply.headers(error.headers);
      return send(reply, request, error.statusCode, { message: { key: error.messageKey, params: error.params }, fields: error.fieldErrors, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, LocalisedMessage[]> = {};
      const wrongType = new Set<string>();
      for (const issue of error.validation) {
        if (issue.keyword === 'unrecognized_keys') {
          // A strict body names each key it does not know, so a client learns what was refused.
          const keys = Array.isArray(issue.params.keys) ? (issue.params.keys as unknown[]).map(String) : [];
          for (const key of keys) fields[fieldName(`${issue.instancePath.replace(/\/$/, '')}/${key}`, undefined)] = [{ key: 'validation.unknown_field' }];
          continue;
        }
        const name = fieldName(issue.instancePath, error.validationContext);
        // zod still runs length checks on an array sent for a string; after a type mismatch they only add noise.
        if (wrongType.has(name)) continue;
        const message = issueMessage(issue.message, issue.params);
        if (issue.keyword === 'invalid_type') {
          wrongType.add(name);
          fields[name] = [message];
          continue;
        }
        const list = (fields[name] ??= []);
        if (!list.some((m) => m.key === message.key)) list.push(message);
      }
      return send(reply, request, 422, { message: { key: 'errors.validation' }, fields });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return send(reply, request, 500, { message: { key: 'errors.something_wrong' } });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return send(reply, request, 503, { message: { key: 'errors.service_unavailable' } });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return send(reply, request, 413, { message: { key: 'errors.payload_too_large' } });
    if (status === 429) return send(reply, request, 429, { message: { key: 'errors.too_many_requests', params: { seconds: 60 } } });
    if (status >= 400 && status < 500) return send(reply, request, status, { message: { key: 'errors.bad_request' } });
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, request, 500, { message: { key: 'errors.something_wrong' } });
  });
});
