import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPackQuery, type TPackFormat } from '@portal/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requestOf } from '../../plugins/auth.js';
import { packPdf } from './pack-pdf.js';
import { packZip } from './pack-zip.js';
import { preparePack } from './service.js';

/** Ids are checked by the service: anything that is not a candidate's id is a 404. */
const ZIdParams = z.object({ id: z.string() });

const CONTENT_TYPES: Record<TPackFormat, string> = { zip: 'application/zip', pdf: 'application/pdf' };

/** A candidate's whole compliance pack for an auditor, as one ZIP or one PDF (documents.review). */
export const packsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const common = { tags: ['compliance review'], security: [{ bearer: [] }], params: ZIdParams, querystring: ZPackQuery };
  const reviewer = app.requirePermission('documents.review');

  const descriptions: Record<TPackFormat, string> = {
    zip: 'summary.pdf (the PDF without image evidence), SHA256SUMS, then per form (folder <group>/<slug>) its evidence files, signature.png and, for an answered reference, referee-signature.png. Audit-logged.',
    pdf: "A cover (candidate, generated at/by, a table of every checklist item's requirement, status, expiry and next deadline, retention deletions), then per form: status, review, answers (third person), image evidence, the signed declaration, officers' checks, what retention deleted, and for references the referee's request, verification record, answers and signed declaration. Audit-logged.",
  };
  for (const format of ['zip', 'pdf'] as const) {
    app.get(`/admin/candidates/:id/pack.${format}`, {
      schema: { ...common, description: descriptions[format] },
      preHandler: reviewer,
    }, async (request, reply) => {
      // The pack is written in the language asked for, the request's own unless named.
      const pack = await preparePack(ctx, { ...requestOf(request), lang: request.query.lang ?? request.lang }, request.params.id, format);
      return reply
        .type(CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${pack.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(format === 'zip' ? packZip(ctx, pack) : packPdf(ctx, pack, { embedEvidence: true }));
    });
  }
};
