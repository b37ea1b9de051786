import { isOrganisationalEmail, REFEREE_QUESTIONS, type FormAnswers } from '@portal/contract';
import type { AppContext } from '../../context.js';
import { refereeStatus } from '../referees/presenter.js';
import { refereesRepository, type RefereeRequestRow } from '../referees/repository.js';
import { answerSections } from './answer-lines.js';
import { writeText } from './pdf-text.js';
import { heading, preparedOrNull, writeAnswerSections, writeSignedBlock, type Paragraph, type Writer } from './pdf-writer.js';
import type { PackForm } from './service.js';

/** Where the request stands: sent, opened, answered or withdrawn, when, and the reminders. */
function writeRequest(w: Writer, request: RefereeRequestRow, now: Date): void {
  const { doc, t } = w;
  writeText(doc, t('pack_audit.referee.who', { name: request.referee_name, email: request.referee_email }), { weight: 'bold' });
  writeText(doc, t('pack_audit.referee.status', { status: t(`pack_audit.referee.statuses.${refereeStatus(request, now)}`) }));
  writeText(doc, t('pack_audit.referee.sent', { date: w.dateTime(request.sent_at) }));
  if (request.opened_at) writeText(doc, t('pack_audit.referee.opened', { date: w.dateTime(request.opened_at) }));
  if (request.completed_at) writeText(doc, t('pack_audit.referee.completed', { date: w.dateTime(request.completed_at) }));
  if (request.revoked_at) writeText(doc, t('pack_audit.referee.revoked', { date: w.dateTime(request.revoked_at) }));
  if (request.status !== 'completed' && request.status !== 'revoked') writeText(doc, t('pack_audit.referee.link_expires', { date: w.dateTime(request.expires_at) }));
  if (request.reminders_sent > 0) writeText(doc, t('pack_audit.referee.reminders', { count: request.reminders_sent }));
  doc.moveDown(0.5);
}

/**
 * What the officer has to go on for the referee being who they say: the kind of address the single-use link went
 * to, where and when it was answered, and the officer's own review of the reference.
 */
function writeVerification(w: Writer, form: PackForm, request: RefereeRequestRow): void {
  const { doc, t } = w;
  const { row } = form;
  heading(w, t('pack_audit.referee.verification_title'), 11);
  writeText(doc, t(isOrganisationalEmail(request.referee_email) ? 'pack_audit.referee.organisational_email' : 'pack_audit.referee.free_mail'));
  if (request.status === 'completed') {
    writeText(doc, t('pack_audit.referee.link_only'));
    if (request.signature_ip) writeText(doc, t('pack_audit.referee.signed_from', { ip: request.signature_ip }));
  }
  if (row.reviewed_at) {
    const review = { status: t(`pack.status.${form.status}`), date: w.dateTime(row.reviewed_at), name: row.reviewer_name ?? '' };
    writeText(doc, t(row.reviewer_name ? 'pack_audit.referee.officer_review' : 'pack_audit.referee.officer_review_system', review));
  } else {
    writeText(doc, t('pack_audit.referee.officer_not_reviewed'));
  }
  doc.moveDown(0.5);
}

/** The referee's declaration with their drawn signature, typed name and signing time, kept together on one page. */
async function writeRefereeSignature(ctx: AppContext, w: Writer, request: RefereeRequestRow): Promise<void> {
  const { t } = w;
  if (!request.typed_name || !request.signed_at) return;
  const stored = await refereesRepository.signatureImage(ctx.db, request.submission_id);
  const image = stored ? ((await preparedOrNull(ctx, async () => Buffer.from(stored), { refereeRequestId: request.id })) ?? 'unreadable') : null;
  const signed: Paragraph[] = [{ text: t('pack_audit.referee.signed_by', { name: request.typed_name, date: w.dateTime(request.signed_at) }), style: { weight: 'bold' } }];
  if (request.signature_ip) signed.push({ text: t('pack_audit.referee.signed_from', { ip: request.signature_ip }) });
  if (request.signature_user_agent) signed.push({ text: t('pack_audit.referee.user_agent', { agent: request.signature_user_agent }), style: { size: 8 } });
  if (request.statement_sha256) signed.push({ text: t('pack_audit.referee.statement_sha256', { hash: request.statement_sha256 }), style: { size: 8 } });
  writeSignedBlock(w, {
    title: t('pack_audit.referee.declaration_title'),
    declaration: request.declaration_text ? [{ text: request.declaration_text, style: { gap: 0.3 } }] : [],
    image,
    signed,
  }, t('pack.signature_unreadable'));
}

/**
 * A reference's second half, as the officer sees it beside the reference: the request to the referee, the
 * verification record, and once answered the referee's own answers and signed declaration (in the third person).
 */
export async function writeReferee(ctx: AppContext, w: Writer, form: PackForm): Promise<void> {
  if (form.referee === undefined) return;
  const { doc, t } = w;
  heading(w, t('pack_audit.referee.title'), 14);
  const request = form.referee;
  if (!request) {
    writeText(doc, t('pack_audit.referee.not_sent'), { gap: 0.5 });
    return;
  }
  writeRequest(w, request, new Date());
  writeVerification(w, form, request);
  if (request.status !== 'completed' || !request.answers) {
    writeText(doc, t('pack_audit.referee.not_answered'), { gap: 0.5 });
    return;
  }
  heading(w, t('pack_audit.referee.answers_title'), 12);
  writeAnswerSections(w, answerSections(REFEREE_QUESTIONS, request.answers as FormAnswers, { lang: w.lang, t, fileNames: new Map() }));
  await writeRefereeSignature(ctx, w, request);
}
