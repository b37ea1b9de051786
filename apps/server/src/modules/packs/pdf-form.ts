import { buffer } from 'node:stream/consumers';
import { checkReferenceLabel, UPLOAD_MAX_MEGAPIXELS, type FormAnswers } from '@portal/contract';
import type { AppContext } from '../../context.js';
import type { CheckRow } from '../compliance/check-repository.js';
import { answerSections } from './answer-lines.js';
import type { LeftOutReason, PackFile } from './file-check.js';
import { writeText } from './pdf-text.js';
import { writeReferee } from './pdf-referee.js';
import { writeFormTombstone } from './pdf-tombstones.js';
import {
  ensureRoom,
  heading,
  placeImage,
  preparedOrNull,
  readerCaughtUp,
  writeAnswerSections,
  writeSignedBlock,
  type Paragraph,
  type Writer,
} from './pdf-writer.js';
import { packsRepository } from './repository.js';
import type { PackPdfOptions } from './pack-pdf.js';
import type { PackForm } from './service.js';

interface FormOptions extends PackPdfOptions {
  /** The never-placed retention policy's months, for tombstones deleted under it. */
  unplacedMonths: number;
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

function writeAnswers(w: Writer, form: PackForm): void {
  const { doc, t } = w;
  heading(w, t('pack.answers_title'));
  if (form.view.access === 'none') return writeText(doc, t('pack.answers_hidden'), { gap: 0.5 });
  if (form.view.access === 'outcome') {
    return writeText(doc, t('pack.health_outcome', { outcome: t(`pack.outcome_${form.view.outcome}`) }), { gap: 0.5 });
  }
  const fileNames = new Map([...form.files, ...form.leftOut].map((file) => [file.id, file.name]));
  const missingFile = form.row.tombstone ? t('pack_audit.tombstone.file_deleted') : undefined;
  writeAnswerSections(w, answerSections(form.definition, form.view.answers as FormAnswers, { lang: w.lang, t, fileNames, missingFile }));
}

async function writeEvidence(ctx: AppContext, w: Writer, form: PackForm, options: FormOptions): Promise<void> {
  const { doc, t } = w;
  heading(w, t('pack.evidence_title'));
  if (form.files.length === 0 && form.leftOut.length === 0) writeText(doc, t('pack.evidence_none'), { gap: 0.5 });
  for (const file of form.files) {
    if (!options.embedEvidence || file.mime_type === 'application/pdf') {
      writeText(doc, t('pack.evidence_in_zip', { name: file.name }));
      writeFileHash(w, file);
      continue;
    }
    await readerCaughtUp(doc);
    // One file in memory at a time, and no larger than an upload may be; prepared before anything is drawn.
    const image = await preparedOrNull(ctx, () => buffer(ctx.storage.read(file.storage_key)), { uploadId: file.id });
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

/** The candidate's declaration, kept on one page with their drawn signature, typed name and signing time. */
async function writeDeclaration(ctx: AppContext, w: Writer, form: PackForm): Promise<void> {
  const { t } = w;
  const { row } = form;
  if (!row.declaration_text && !row.typed_name) return;
  const declaration: Paragraph[] = [];
  if (row.declaration_text) declaration.push({ text: row.declaration_text, style: { gap: 0.3 } });
  if (row.language !== 'en' && row.declaration_text_en) {
    declaration.push({ text: t('pack.declaration_english'), style: { weight: 'bold' } }, { text: row.declaration_text_en, style: { gap: 0.3 } });
  }
  const signed: Paragraph[] = [];
  if (row.typed_name) signed.push({ text: t('pack.signed_by', { name: row.typed_name, date: w.dateTime(row.signed_at) }), style: { weight: 'bold' } });
  if (row.signature_ip) signed.push({ text: t('pack.signed_from', { ip: row.signature_ip }) });
  // Like the review screen: a hash of answers the officer may not see could give them away.
  if (form.view.access === 'full' && row.statement_sha256) signed.push({ text: t('pack.statement_sha256', { hash: row.statement_sha256 }), style: { size: 8 } });
  const stored = row.has_signature ? await packsRepository.signatureImage(ctx.db, row.id) : null;
  const image = stored ? ((await preparedOrNull(ctx, async () => Buffer.from(stored), { submissionId: row.id })) ?? 'unreadable') : null;
  const title = form.referee === undefined ? t('pack.declaration_title') : t('pack_audit.form.candidate_declaration');
  writeSignedBlock(w, { title, declaration, image, signed }, t('pack.signature_unreadable'));
}

/** A check's kind-specific facts that were given (dates, route, documents seen, reference), each with its label. */
function checkDetails(w: Writer, check: CheckRow): string[] {
  const { t } = w;
  const details = check.details;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
  const lines: Array<[string, string | null]> = [
    ['rules.checks.permission_expiry_label', text(details.permission_expiry_date) && w.date(text(details.permission_expiry_date))],
    ['rules.checks.pvn_date_label', text(details.pvn_date) && w.date(text(details.pvn_date))],
    ['rules.checks.route_label', text(details.route) && t(`rules.checks.routes.${text(details.route)}`)],
    ['rules.checks.documents_seen_label', text(details.documents_seen)],
    ['rules.checks.notes_label', text(details.notes)],
    ['rules.checks.evidence_considered_label', text(details.evidence_considered)],
    ['rules.checks.safeguards_label', text(details.safeguards)],
    [checkReferenceLabel(check.kind), text(details.reference)],
  ];
  return lines.flatMap(([label, value]) => (value ? [t('pack_audit.checks.detail', { label: t(label), value })] : []));
}

/** The officers' verification of this version: every check recorded, with what it found. */
function writeChecks(w: Writer, form: PackForm): void {
  if (form.checks.length === 0) return;
  const { doc, t } = w;
  heading(w, t('pack_audit.checks.title'));
  for (const check of form.checks) {
    writeText(doc, t('pack_audit.checks.line', {
      kind: t(`rules.checks.kind.${check.kind}`),
      method: t(`rules.checks.methods.${check.method}`, { defaultValue: check.method }),
      result: t(`rules.checks.results.${check.result}`, { defaultValue: check.result }),
      date: w.date(check.checked_on),
      checker: check.checker_name,
    }));
    for (const line of checkDetails(w, check)) writeText(doc, line, { indent: 14 });
  }
  doc.moveDown(0.5);
}

/** The first lines of a form's part: its status, review, expiry ('no expiry' rather than nothing) and next deadline. */
function writeHeader(w: Writer, form: PackForm): void {
  const { doc, t } = w;
  const { row } = form;
  writeText(doc, t('pack.form_heading', { form: form.definition.title[w.lang], version: row.version }), { size: 16, weight: 'bold', gap: 0.3 });
  writeText(doc, t('pack.status_line', { status: t(`pack.status.${form.expiringSoon ? 'expiring_soon' : form.status}`) }));
  writeText(doc, t('pack.submitted', { date: w.dateTime(row.submitted_at) }));
  if (row.reviewed_at) {
    const reviewed = { date: w.dateTime(row.reviewed_at), name: row.reviewer_name ?? '' };
    writeText(doc, row.reviewer_name ? t('pack.reviewed', reviewed) : t('pack.reviewed_system', reviewed));
  }
  writeText(doc, form.expiresAt ? t('pack.expires', { date: w.date(form.expiresAt) }) : t('pack_audit.form.expires_never'));
  if (row.due_at) writeText(doc, t('pack_audit.form.deadline', { date: w.date(row.due_at) }));
  if (row.reason) writeText(doc, t('pack.reason', { reason: row.reason }));
  doc.moveDown(1);
}

/** One form's part of the pack, from a new page. */
export async function writeForm(ctx: AppContext, w: Writer, form: PackForm, options: FormOptions): Promise<void> {
  w.doc.addPage();
  writeHeader(w, form);
  writeFormTombstone(w, form, options.unplacedMonths);
  writeAnswers(w, form);
  await writeEvidence(ctx, w, form, options);
  await writeDeclaration(ctx, w, form);
  writeChecks(w, form);
  await writeReferee(ctx, w, form);
}
