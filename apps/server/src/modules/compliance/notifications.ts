import { getFormDefinitionByKey, pickLanguage } from '@portal/contract';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { translatorFor } from '../../plugins/i18n.js';

export type CandidateNoticeKind = 'approved' | 'rejected' | 'reopened' | 'expiring' | 'expired';

export interface CandidateNotice {
  kind: CandidateNoticeKind;
  to: string;
  /** The language the candidate used for this form (kept on the submission). */
  language: string;
  formKey: string;
  reason?: string | null;
  /** The expiry date, for expiring and expired notices. */
  date?: string | null;
}

/**
 * Queues a mail to the candidate about one of their forms, in their language, with a link to the form.
 * Queued in the caller's transaction: it goes out only if the change it reports is committed.
 */
export async function notifyCandidate(ctx: AppContext, db: Executor, notice: CandidateNotice): Promise<void> {
  const lang = pickLanguage(notice.language);
  const t = translatorFor(lang);
  const values = {
    form: getFormDefinitionByKey(notice.formKey)?.title[lang] ?? notice.formKey,
    url: `${ctx.config.appUrl}/${notice.formKey}`,
    date: notice.date ?? '',
  };
  const body = t(`mail.compliance_${notice.kind}_body`, values);
  await ctx.mailer.queue(db, {
    to: notice.to,
    subject: t(`mail.compliance_${notice.kind}_subject`, values),
    text: notice.reason ? `${body}\n\n${t('mail.compliance_reason', { reason: notice.reason })}` : body,
  });
}
