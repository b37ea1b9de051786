import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { UPLOAD_MAX_MEGAPIXELS, type FormAnswers, type Language, type TTombstone } from '@portal/contract';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../context.js';
import { translatorFor } from '../../plugins/i18n.js';
import { answerSections } from './answer-lines.js';
import { registerPackFonts, writeText } from './pdf-text.js';
import { IMAGE_MAX_PIXELS } from '../../lib/image-decoding.js';
import type { LeftOutReason, PackFile } from './file-check.js';
import { packsRepository } from './repository.js';
import type { Pack, PackForm } from './service.js';

type Doc = InstanceType<typeof PDFDocument>;

export interface PackPdfOptions {
  /** Draw image evidence into the PDF (pack.pdf); the ZIP's summary leaves it to the files beside it. */
  embedEvidence: boolean;
}

/** Largest side, in pixels, an image is reduced to before it goes into the PDF: sharp enough to read a document. */
const IMAGE_MAX_PX = 1600;
const MARGIN = 50;

interface Writer {
  doc: Doc;
  t: TFunction;
  lang: Language;
  dateTime(value: Date | null): string;
  date(value: string | null): string;
}

function writerFor(doc: Doc, lang: Language, timeZone: string): Writer {
  const locale = lang === 'bn' ? 'bn-BD' : 'en-GB';
  const dateTime = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  // Expiry dates are calendar dates, not instants: formatted as they are, whatever the time zone.
  const date = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'medium' });
  return {
    doc,
    t: translatorFor(lang),
    lang,
    dateTime: (value) => (value ? dateTime.format(value) : '—'),
    date: (value) => (value ? date.format(new Date(`${value}T00:00:00Z`)) : '—'),
  };
}

/** Room for `height` points below the cursor, or a new page. */
function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** An image reduced for the page and flattened onto white; throws for one that cannot be decoded within the limit. */
async function prepareImage(source: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(source, { limitInputPixels: IMAGE_MAX_PIXELS })
    .rotate()
    .resize({ width: IMAGE_MAX_PX, height: IMAGE_MAX_PX, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A prepared image scaled to the page's width (and at most `maxHeight`). */
function placeImage(doc: Doc, image: { data: Buffer; width: number; height: number }, maxHeight: number): void {
  const maxWidth = doc.page.width - MARGIN * 2;
  const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
  const [width, height] = [image.width * scale, image.height * scale];
  ensureRoom(doc, height);
  const top = doc.y;
  doc.image(image.data, MARGIN, top, { width, height });
  doc.y = top + height + 8;
}

/** The image ready to draw, or null (and logged) when it cannot be: the pack goes on without it. */
async function preparedOrNull(ctx: AppContext, source: () => Promise<Buffer>, what: Record<string, string>) {
  try {
    return await prepareImage(await source());
  } catch (error) {
    ctx.log.warn({ err: error, ...what }, 'a compliance pack left out an image it could not draw');
    return null;
  }
}

/** The file's SHA-256, said to be computed for the pack when none was recorded at upload. */
function writeFileHash(w: Writer, file: PackFile): void {
  const key = file.sha256_recorded ? 'pack.evidence_sha256' : 'pack.evidence_sha256_computed';
  writeText(w.doc, w.t(key, { hash: file.sha256 }), { size: 8, indent: 14 });
}

function writeLeftOut(w: Writer, file: { name: string; reason: LeftOutReason }): void {
  const reason = w.t(`pack.left_out_reasons.${file.reason}`, { max: UPLOAD_MAX_MEGAPIXELS });
  writeText(w.doc, w.t('pack.left_out', { name: file.name, reason }));
}

/**
 * pdfkit pushes pages into its stream whatever the reader's pace; waiting for the reader to take what is
 * already written before each image keeps at most about one file's worth of PDF in memory.
 */
const BACKLOG_BYTES = 1024 * 1024;
async function readerCaughtUp(doc: Doc): Promise<void> {
  while (doc.readableLength > BACKLOG_BYTES && !doc.destroyed) await new Promise((resolve) => setTimeout(resolve, 20));
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function writeCover(w: Writer, pack: Pack): void {
  const { doc, t } = w;
  const { candidate, summary, data } = pack.compliance;
  writeText(doc, t('pack.title'), { size: 22, weight: 'bold', gap: 0.5 });
  writeText(doc, t('pack.candidate', { name: candidate.name, email: candidate.email }), { size: 13, weight: 'bold' });
  writeText(doc, t('pack.generated', { date: w.dateTime(pack.generatedAt), name: pack.officerName }), { gap: 1 });
  writeText(doc, t('pack.summary_title'), { size: 14, weight: 'bold', gap: 0.3 });
  writeText(doc, t('pack.summary', {
    approved: summary.approved,
    awaiting: summary.awaiting_review,
    missing: summary.missing,
    expiring: summary.expiring,
    total: summary.total,
  }), { gap: 1 });
  writeText(doc, t('pack.checklist_title'), { size: 14, weight: 'bold', gap: 0.3 });
  for (const item of data) {
    const status = t(`pack.status.${item.expiring_soon ? 'expiring_soon' : item.status}`);
    const expiry = item.expires_at ? ` (${t('pack.expires', { date: w.date(item.expires_at) })})` : '';
    writeText(doc, `${item.title}: ${status}${expiry}`, { size: 9 });
  }
  if (pack.forms.length === 0) writeText(doc, t('pack.no_submissions'), { gap: 1 });
  writeTombstones(w, pack);
  if (pack.forms.some((form) => form.files.length > 0)) writeText(doc, t('pack.hashes_note'), { size: 9, gap: 1 });
  const leftOut = pack.forms.reduce((n, form) => n + form.leftOut.length, 0);
  if (leftOut > 0) writeText(doc, t('pack.left_out_count', { count: leftOut }), { weight: 'bold', gap: 1 });
}

/**
 * One line per version the retention job purged: what was there and what was kept ('Deleted under retention on …'),
 * with the recorded SHA-256 of each deleted file when the officer may see the files.
 */
function writeTombstones(w: Writer, pack: Pack): void {
  const { doc, t } = w;
  const purged = pack.forms.flatMap((form) => (form.row.tombstone ? [{ form, tombstone: form.row.tombstone as unknown as TTombstone }] : []));
  for (const { form, tombstone } of purged) {
    const line = t('retention.pack_line', {
      date: w.date(tombstone.deleted_at.slice(0, 10)),
      form: form.definition.title[w.lang],
      submitted: w.date(tombstone.submitted_at?.slice(0, 10) ?? null),
      status: t(`pack.status.${form.status}`),
      deleted: t(`retention.deletes.${tombstone.deletes}`),
    });
    writeText(doc, line, { size: 9 });
    const check = tombstone.check;
    if (check) {
      writeText(doc, t('retention.pack_check', { method: check.method, result: check.result, date: w.date(check.checked_on), checker: check.checker_name }), { size: 9, indent: 14 });
    }
    const hashes = form.view.access === 'full' ? (tombstone.deleted.file_hashes ?? []) : [];
    for (const file of hashes) {
      if (file.sha256) writeText(doc, t('retention.pack_file_hash', { name: file.name, hash: file.sha256 }), { size: 8, indent: 14 });
    }
  }
  if (purged.length > 0) doc.moveDown(0.5);
}

function writeAnswers(w: Writer, form: PackForm): void {
  const { doc, t } = w;
  writeText(doc, t('pack.answers_title'), { size: 13, weight: 'bold', gap: 0.3 });
  if (form.view.access === 'none') return writeText(doc, t('pack.answers_hidden'), { gap: 0.5 });
  if (form.view.access === 'outcome') {
    return writeText(doc, t('pack.health_outcome', { outcome: t(`pack.outcome_${form.view.outcome}`) }), { gap: 0.5 });
  }
  const fileNames = new Map([...form.files, ...form.leftOut].map((file) => [file.id, file.name]));
  for (const section of answerSections(form.definition, form.view.answers as FormAnswers, w.lang, t, fileNames)) {
    ensureRoom(doc, 40);
    writeText(doc, section.title, { size: 11, weight: 'bold', gap: 0.2 });
    for (const line of section.lines) {
      const indent = line.depth * 14;
      if (line.value === null) writeText(doc, line.label, { weight: 'bold', indent });
      else writeText(doc, `${line.label}: ${line.value}`, { indent });
    }
    doc.moveDown(0.5);
  }
}

async function writeEvidence(ctx: AppContext, w: Writer, form: PackForm, options: PackPdfOptions): Promise<void> {
  const { doc, t } = w;
  writeText(doc, t('pack.evidence_title'), { size: 13, weight: 'bold', gap: 0.3 });
  if (form.files.length === 0 && form.leftOut.length === 0) writeText(doc, t('pack.evidence_none'), { gap: 0.5 });
  for (const file of form.files) {
    if (!options.embedEvidence || file.mime_type === 'application/pdf') {
      writeText(doc, t('pack.evidence_in_zip', { name: file.name }));
      writeFileHash(w, file);
      continue;
    }
    await readerCaughtUp(doc);
    // One file in memory at a time, and no larger than an upload may be; prepared before anything is drawn.
    const image = await preparedOrNull(ctx, () => readAll(ctx.storage.read(file.storage_key)), { uploadId: file.id });
    if (!image) {
      writeLeftOut(w, { name: file.name, reason: 'image_unreadable' });
      continue;
    }
    ensureRoom(doc, 120);
    writeText(doc, t('pack.evidence_image', { name: file.name }), { weight: 'bold' });
    writeFileHash(w, file);
    placeImage(doc, image, 480);
  }
  for (const file of form.leftOut) writeLeftOut(w, file);
  doc.moveDown(0.5);
}

async function writeDeclaration(ctx: AppContext, w: Writer, form: PackForm): Promise<void> {
  const { doc, t } = w;
  const { row } = form;
  if (!row.declaration_text && !row.typed_name) return;
  ensureRoom(doc, 80);
  writeText(doc, t('pack.declaration_title'), { size: 13, weight: 'bold', gap: 0.3 });
  if (row.declaration_text) writeText(doc, row.declaration_text, { gap: 0.3 });
  if (row.language !== 'en' && row.declaration_text_en) {
    writeText(doc, t('pack.declaration_english'), { weight: 'bold' });
    writeText(doc, row.declaration_text_en, { gap: 0.3 });
  }
  if (row.typed_name) writeText(doc, t('pack.signed_by', { name: row.typed_name, date: w.dateTime(row.signed_at) }));
  if (row.signature_ip) writeText(doc, t('pack.signed_from', { ip: row.signature_ip }));
  // Like the review screen: a hash of answers the officer may not see could give them away.
  if (form.view.access === 'full' && row.statement_sha256) writeText(doc, t('pack.statement_sha256', { hash: row.statement_sha256 }), { size: 8 });
  const stored = await packsRepository.signatureImage(ctx.db, row.id);
  if (!stored) return;
  const image = await preparedOrNull(ctx, async () => Buffer.from(stored), { submissionId: row.id });
  if (image) placeImage(doc, image, 80);
  else writeText(doc, t('pack.signature_unreadable'));
}

async function writeForm(ctx: AppContext, w: Writer, form: PackForm, options: PackPdfOptions): Promise<void> {
  const { doc, t } = w;
  const { row } = form;
  doc.addPage();
  writeText(doc, t('pack.form_heading', { form: form.definition.title[w.lang], version: row.version }), { size: 16, weight: 'bold', gap: 0.3 });
  writeText(doc, t('pack.status_line', { status: t(`pack.status.${form.expiringSoon ? 'expiring_soon' : form.status}`) }));
  writeText(doc, t('pack.submitted', { date: w.dateTime(row.submitted_at) }));
  if (row.reviewed_at) {
    const reviewed = { date: w.dateTime(row.reviewed_at), name: row.reviewer_name ?? '' };
    writeText(doc, row.reviewer_name ? t('pack.reviewed', reviewed) : t('pack.reviewed_system', reviewed));
  }
  if (row.expires_at) writeText(doc, t('pack.expires', { date: w.date(row.expires_at) }));
  if (row.reason) writeText(doc, t('pack.reason', { reason: row.reason }));
  doc.moveDown(1);
  writeAnswers(w, form);
  await writeEvidence(ctx, w, form, options);
  await writeDeclaration(ctx, w, form);
}

/**
 * The pack as one PDF, streamed as it is written: a cover with the candidate and the checklist, then one part
 * per submitted form. A failure half-way destroys the stream, so the download fails rather than arriving cut short.
 */
export function packPdf(ctx: AppContext, pack: Pack, options: PackPdfOptions): Readable {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: false, info: { Title: `${translatorFor(pack.lang)('pack.title')}: ${pack.compliance.candidate.name}`, Author: 'Compliance Portal' } });
  registerPackFonts(doc);
  const w = writerFor(doc, pack.lang, ctx.config.displayTimeZone);
  void (async () => {
    writeCover(w, pack);
    for (const form of pack.forms) await writeForm(ctx, w, form, options);
    doc.end();
  })().catch((error: unknown) => {
    ctx.log.error({ err: error }, 'writing a compliance pack PDF failed');
    doc.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return doc;
}
