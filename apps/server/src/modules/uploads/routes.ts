import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_FIELD, UPLOAD_MAX_FILES, UPLOAD_MAX_MEGAPIXELS, ZUploadResponse } from '@portal/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../plugins/auth.js';
import { asUserFileDownload } from '../../lib/download-headers.js';
import { closeConnectionsWithUnreadBodies, MULTIPART_OVERHEAD_BYTES, refuseBodiesOver } from '../../lib/request-body.js';
import { attachmentDisposition } from './file-names.js';
import { receiveUploads, tooLarge } from './intake.js';
import { openFile, recordUploads } from './service.js';

/** Compliance evidence: uploading files, and reading them back. */
export const uploadsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Another module may already have registered the parser on a parent; limits are set per request anyway.
  if (!app.hasDecorator('multipartErrors')) {
    await app.register(multipart, { limits: { fileSize: ctx.config.uploadMaxBytes, files: UPLOAD_MAX_FILES } });
  }
  closeConnectionsWithUnreadBodies(app);
  const common = { tags: ['compliance'], security: [{ bearer: [] }] };
  const largestRequest = UPLOAD_MAX_FILES * ctx.config.uploadMaxBytes + MULTIPART_OVERHEAD_BYTES;

  app.post('/uploads', {
    schema: {
      ...common,
      description:
        `multipart/form-data with 1 to ${UPLOAD_MAX_FILES} files in the field "${UPLOAD_FIELD}": JPEG, PNG or PDF judged by content (415), ` +
        `each at most UPLOAD_MAX_MB (413, at once and the connection closed). Images are decoded within ${UPLOAD_MAX_MEGAPIXELS} ` +
        'megapixels and kept re-encoded; PDFs with scripts, actions or attached files are refused (422). If any file is refused, none is kept.',
      consumes: ['multipart/form-data'],
      response: { 201: ZUploadResponse },
    },
    preHandler: [app.authenticate, refuseBodiesOver(largestRequest, () => tooLarge(ctx.config.uploadMaxMb))],
  }, async (request, reply) => {
    const actor = actorOf(request);
    await ctx.throttle.hit('upload_account', actor.user.id);
    const stored = await receiveUploads(request, ctx.storage, ctx.config.uploadMaxBytes);
    return reply.status(201).send({ data: await recordUploads(ctx, actor, stored) });
  });

  app.get('/files/:id', {
    schema: {
      ...common,
      params: z.object({ id: z.string() }),
      description: 'The file as a download (sandboxed, nosniff), to its owner or to a holder of documents.review; 404 to anyone else.',
    },
    preHandler: app.authenticate,
  }, async (request, reply) => {
    const file = await openFile(ctx, actorOf(request), request.params.id);
    return asUserFileDownload(reply, attachmentDisposition(file.name, file.type))
      .type(file.type)
      .header('content-length', file.size)
      .send(file.stream);
  });
};
