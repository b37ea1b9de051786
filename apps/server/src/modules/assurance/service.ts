import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Language, TAssurancePack, TAssurancePackIssued, TAssurancePackList, TAssuranceVerification } from '@portal/contract';
import type { AppContext, RequestContext, RequestMeta } from '../../context.js';
import type { PackSnapshot } from '../../db/schema/index.js';
import { datedFileName, displayDate } from '../../lib/display-date.js';
import { AppError, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/like.js';
import { newAccessToken, sha256 } from '../../lib/secrets.js';
import { translatorFor } from '../../plugins/i18n.js';
import { userTarget } from '../access/policy.js';
import { auditRepository } from '../audit/repository.js';
import { usersRepository } from '../users/repository.js';
import { packCsv } from './csv.js';
import { currentScrRows, lockCandidatePacks } from './facts.js';
import { packPdf } from './pdf.js';
import { presentPack, presentVerification } from './presenter.js';
import { assuranceRepository, type AssurancePackRow } from './repository.js';

export const ASSURANCE_STORAGE_PREFIX = 'assurance';
/** The pack is a document for an English school's records: written in English whoever issues it. */
const DOCUMENT_LANGUAGE: Language = 'en';
const USER_AGENT_MAX = 500;
/** Longer than any token the portal issues: refused before it is hashed and looked up. */
const TOKEN_MAX = 100;
const DAY_MS = 24 * 3600 * 1000;

export interface IssueInput {
  school_name: string;
  school_urn?: string | undefined;
  placement_start?: string | undefined;
}

const digest = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
export const verificationUrl = (ctx: AppContext, token: string) => `${ctx.config.appUrl}/assurance/${token}`;

async function candidateOr404(ctx: AppContext, candidateId: string) {
  const candidate = isUuid(candidateId) ? await usersRepository.findCandidate(ctx.db, candidateId) : undefined;
  if (!candidate) throw notFound();
  return candidate;
}

async function packOr404(ctx: AppContext, candidateId: string, packId: string): Promise<AssurancePackRow> {
  await candidateOr404(ctx, candidateId);
  const pack = isUuid(packId) ? await assuranceRepository.findOf(ctx.db, candidateId, packId) : undefined;
  if (!pack) throw notFound();
  return pack;
}

/**
 * Issues a pack: the single central record rows from the candidate's current approved data, the PDF (kept in
 * file storage) and the CSV (kept in the snapshot), their SHA-256, and a verification link of which only the
 * hash is stored. The link is answered once, here.
 */
export async function issuePack(ctx: AppContext, { actor, meta, lang }: RequestContext, candidateId: string, input: IssueInput): Promise<TAssurancePackIssued> {
  const candidate = await candidateOr404(ctx, candidateId);
  const t = translatorFor(DOCUMENT_LANGUAGE);
  const token = newAccessToken();
  const now = new Date();
  const linkExpiresAt = new Date(now.getTime() + ctx.config.assuranceLinkDays * DAY_MS);
  let storedKey: string | undefined;
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await userTarget(tx, actor, 'user.compliance', candidate.id);
      await lockCandidatePacks(tx, candidate.id);
      const rows = await currentScrRows(tx, candidate.id, now, { displayTimeZone: ctx.config.displayTimeZone, policy: ctx.config.rulePolicy });
      const document = {
        candidateName: candidate.name,
        schoolName: input.school_name,
        schoolUrn: input.school_urn ?? null,
        placementStart: input.placement_start ?? null,
        issuedAt: now,
        issuerName: actor.user.name,
        linkExpiresAt,
        verificationUrl: verificationUrl(ctx, token),
        rows,
      };
      const pdf = await packPdf(document, t, ctx.config.displayTimeZone);
      const pdfSha256 = digest(pdf);
      const csv = packCsv(document, pdfSha256, t);
      const stored = await ctx.storage.put(Readable.from([pdf]), ASSURANCE_STORAGE_PREFIX);
      storedKey = stored.key;
      const snapshot: PackSnapshot = { candidate_name: candidate.name, issuer_name: actor.user.name, rows, csv };
      const inserted = await assuranceRepository.insert(tx, {
        candidate_id: candidate.id,
        school_name: input.school_name,
        school_urn: input.school_urn ?? null,
        placement_start: input.placement_start ?? null,
        issued_by: actor.user.id,
        issued_at: now,
        link_expires_at: linkExpiresAt,
        token_hash: sha256(token),
        storage_key: stored.key,
        pdf_sha256: stored.sha256,
        csv_sha256: digest(csv),
        snapshot,
      });
      await auditRepository.record(tx, {
        actorId: actor.user.id,
        action: 'assurance.issued',
        targetType: 'user',
        targetId: candidate.id,
        ip: meta.ip,
        data: { pack_id: inserted.id, school_name: input.school_name, school_urn: input.school_urn ?? null, pdf_sha256: stored.sha256 },
      });
      return inserted;
    });
    const presented = presentPack(row, actor.user.name, 0, { t: translatorFor(lang), lang, now });
    return { ...presented, verification_url: verificationUrl(ctx, token) };
  } catch (error) {
    if (storedKey) await ctx.storage.remove(storedKey).catch(() => undefined);
    throw error;
  }
}

export async function listPacks(ctx: AppContext, candidateId: string, lang: Language): Promise<TAssurancePackList> {
  await candidateOr404(ctx, candidateId);
  const rows = await assuranceRepository.listOf(ctx.db, candidateId);
  const reader = { t: translatorFor(lang), lang, now: new Date() };
  return { data: rows.map((row) => presentPack(row.pack, row.issuer_name, Number(row.views ?? 0), reader)) };
}

/** The PDF or CSV as issued; refused (500, logged) if its bytes no longer match the recorded SHA-256. */
export async function packFile(ctx: AppContext, { actor, meta }: RequestContext, candidateId: string, { packId, format }: { packId: string; format: 'pdf' | 'csv' }) {
  const pack = await packOr404(ctx, candidateId, packId);
  const data = format === 'pdf' ? await buffer(ctx.storage.read(pack.storage_key)) : Buffer.from(pack.snapshot.csv, 'utf8');
  const recorded = format === 'pdf' ? pack.pdf_sha256 : pack.csv_sha256;
  if (digest(data) !== recorded) {
    ctx.log.error({ packId, format }, 'an assurance pack file does not match its recorded SHA-256');
    throw new Error('assurance pack file does not match its recorded hash');
  }
  await auditRepository.record(ctx.db, {
    actorId: actor.user.id,
    action: 'assurance.downloaded',
    targetType: 'assurance_pack',
    targetId: pack.id,
    ip: meta.ip,
    data: { format, candidate_id: candidateId },
  });
  const issuedOn = displayDate(ctx.config, pack.issued_at);
  return { data, fileName: datedFileName('assurance-pack', pack.school_name, 'school', issuedOn, format) };
}

export async function revokePack(ctx: AppContext, { actor, meta, lang }: RequestContext, candidateId: string, { packId, reason }: { packId: string; reason: string }): Promise<TAssurancePack> {
  const pack = await packOr404(ctx, candidateId, packId);
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    await userTarget(tx, actor, 'user.compliance', pack.candidate_id);
    if (!(await assuranceRepository.revoke(tx, pack.id, reason, now))) throw new AppError('conflict', 'assurance.already_revoked');
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: 'assurance.revoked',
      targetType: 'assurance_pack',
      targetId: pack.id,
      ip: meta.ip,
      data: { candidate_id: candidateId, reason },
    });
  });
  const rows = await assuranceRepository.listOf(ctx.db, candidateId);
  const row = rows.find((item) => item.pack.id === pack.id);
  if (!row) throw notFound();
  return presentPack(row.pack, row.issuer_name, Number(row.views ?? 0), { t: translatorFor(lang), lang, now });
}

/** The school's check, without an account: 404 for anything but a known token; every opening is logged. */
export async function verifyPack(ctx: AppContext, token: string, meta: RequestMeta, lang: Language): Promise<TAssuranceVerification> {
  await ctx.throttle.hit('assurance_ip', meta.ip);
  const found = token.length <= TOKEN_MAX ? await assuranceRepository.findByTokenHash(ctx.db, sha256(token)) : undefined;
  if (!found) throw notFound();
  const now = new Date();
  const verification = presentVerification(found.pack, { t: translatorFor(lang), lang, now });
  await assuranceRepository.recordView(ctx.db, {
    pack_id: found.pack.id,
    viewed_at: now,
    outcome: verification.status,
    ip: meta.ip,
    user_agent: meta.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
  });
  return verification;
}
