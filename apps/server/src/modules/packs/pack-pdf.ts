import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { FormAnswers, Language } from '@portal/contract';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../context.js';
import { translatorFor } from '../../plugins/i18n.js';
import { answerSections } from './answer-lines.js';
import { registerPackFonts, writeText } from './pdf-text.js';
import { packsRepository, type PackFileRow } from './repository.js';
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

/** An image scaled to the page's width (and at most `maxHeight`), always flattened onto white. */
async function drawImage(doc: Doc, source: Buffer, maxHeight: number): Promise<void> {
  const { data, info } = await sharp(source)
    .rotate()
    .resize({ width: IMAGE_MAX_PX, height: IMAGE_MAX_PX, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer({ resolveWithObject: true });
  const maxWidth = doc.page.width - MARGIN * 2;
  const scale = Math.min(maxWidth / info.width, maxHeight / info.height, 1);
  const [width, height] = [info.width * scale, info.height * scale];
  ensureRoom(doc, height);
  const top = doc.y;
  doc.image(data, MARGIN, top, { width, height });
  doc.y = top + height + 8;
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
}

function writeAnswers(w: Writer, form: PackForm): void {
  const { doc, t } = w;
  writeText(doc, t('pack.answers_title'), { size: 13, weight: 'bold', gap: 0.3 });
  if (form.view.access === 'none') return writeText(doc, t('pack.answers_hidden'), { gap: 0.5 });
  if (form.view.access === 'outcome') {
    return writeText(doc, t('pack.health_outcome', { outcome: t(`pack.outcome_${form.view.outcome}`) }), { gap: 0.5 });
  }
  const fileNames = new Map(form.files.map((file) => [file.id, file.name]));
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

async function writeEvidence(ctx: AppContext, w: Writer, files: readonly PackFileRow[], options: PackPdfOptions): Promise<void> {
  const { doc, t } = w;
  writeText(doc, t('pack.evidence_title'), { size: 13, weight: 'bold', gap: 0.3 });
  if (files.length === 0) writeText(doc, t('pack.evidence_none'), { gap: 0.5 });
  for (const file of files) {
    if (!options.embedEvidence || file.mime_type === 'application/pdf') {
      writeText(doc, t('pack.evidence_in_zip', { name: file.name }));
      continue;
    }
    await readerCaughtUp(doc);
    ensureRoom(doc, 120);
    writeText(doc, t('pack.evidence_image', { name: file.name }), { weight: 'bold' });
    // One file in memory at a time, and no larger than an upload may be.
    await drawImage(doc, await readAll(ctx.storage.read(file.storage_key)), 480);
  }
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
  const image = await packsRepository.signatureImage(ctx.db, row.id);
  if (image) await drawImage(doc, Buffer.from(image), 80);
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
  await writeEvidence(ctx, w, form.files, options);
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
