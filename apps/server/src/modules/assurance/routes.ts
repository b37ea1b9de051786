import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAssurancePack,
  ZAssurancePackIssued,
  ZAssurancePackIssueRequest,
  ZAssurancePackList,
  ZAssurancePackRevokeRequest,
  ZAssuranceVerification,
} from '@portal/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requestMeta } from '../../lib/request-meta.js';
import { requestOf } from '../../plugins/auth.js';
import { issuePack, listPacks, packFile, revokePack, verifyPack } from './service.js';

/** Ids are checked by the service: anything that is not this candidate's pack is a 404. */
const ZIdParams = z.object({ id: z.string() });
const ZPackParams = z.object({ id: z.string(), packId: z.string() });
const CONTENT_TYPES = { pdf: 'application/pdf', csv: 'text/csv; charset=utf-8' } as const;

/** Assurance packs for schools: issued, listed and revoked by officers (documents.review); verified by anyone with the link. */
export const assuranceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const secured = { tags: ['assurance packs'], security: [{ bearer: [] }] };
  const reviewer = app.requirePermission('documents.review');

  app.post('/admin/candidates/:id/assurance-packs', {
    schema: {
      ...secured,
      params: ZIdParams,
      body: ZAssurancePackIssueRequest,
      response: { 201: ZAssurancePackIssued },
      description:
        "Issues a pack for one school from the candidate's current approved data: the PDF (stored) and CSV, their SHA-256, and " +
        'a verification link valid for ASSURANCE_LINK_DAYS, answered only here (only its hash is kept). Audit-logged.',
    },
    preHandler: reviewer,
  }, async (request, reply) => {
    const pack = await issuePack(ctx, requestOf(request), request.params.id, request.body);
    return reply.status(201).send(pack);
  });

  app.get('/admin/candidates/:id/assurance-packs', {
    schema: { ...secured, params: ZIdParams, response: { 200: ZAssurancePackList }, description: 'The candidate’s packs, newest first, with status and view count.' },
    preHandler: reviewer,
  }, async (request) => listPacks(ctx, request.params.id, request.lang));

  for (const format of ['pdf', 'csv'] as const) {
    app.get(`/admin/candidates/:id/assurance-packs/:packId/pack.${format}`, {
      schema: { ...secured, params: ZPackParams, description: `The ${format.toUpperCase()} as issued (its SHA-256 is checked against the recorded one). Audit-logged.` },
      preHandler: reviewer,
    }, async (request, reply) => {
      const file = await packFile(ctx, requestOf(request), request.params.id, { packId: request.params.packId, format });
      return reply
        .type(CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.data);
    });
  }

  app.post('/admin/candidates/:id/assurance-packs/:packId/revoke', {
    schema: {
      ...secured,
      params: ZPackParams,
      body: ZAssurancePackRevokeRequest,
      response: { 200: ZAssurancePack },
      description: 'Revokes the pack with a reason the school sees on the verification page. 409 when already revoked.',
    },
    preHandler: reviewer,
  }, async (request) => revokePack(ctx, requestOf(request), request.params.id, { packId: request.params.packId, reason: request.body.reason }));

  app.get('/assurance/:token', {
    schema: {
      tags: ['assurance packs'],
      params: z.object({ token: z.string() }),
      response: { 200: ZAssuranceVerification },
      description:
        'No account: the link in the pack is the credential. Whether the pack is current, revoked (and why) or expired, with the ' +
        'rows and hashes it showed. 404 for an unknown token. Every opening is logged; throttled per address.',
    },
  }, async (request, reply) => {
    const verification = await verifyPack(ctx, request.params.token, requestMeta(request), request.lang);
    return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').send(verification);
  });
};
