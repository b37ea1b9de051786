import { CRM_CONNECTION_PATH, EXPIRING_SOON_DAYS, getFormDefinitionByKey, type Language } from '@portal/contract';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { translatorFor } from '../../plugins/i18n.js';
import type { DeadlineNoticeRow } from './deadline-reminders.js';
import { expiryRepository, type ExpiryNoticeRow } from './expiry-repository.js';

/**
 * Queues the officers' daily digest of what the expiry run changed: forms that expired today and forms that
 * reached a reminder threshold, and required items whose deadline reached one (deadline-reminders.ts). Each run lists only rows it acted on, so officers hear of an item once per step.
 * Each officer reads it in the language they last signed in in.
 */
export interface OfficersDigest {
  expired: readonly ExpiryNoticeRow[];
  expiring: readonly ExpiryNoticeRow[];
  due?: readonly DeadlineNoticeRow[];
  /** The CRM connection needs an admin to connect again: said every day until someone does. */
  crmReconnectNeeded?: boolean;
}

export async function notifyOfficers(
  ctx: AppContext,
  db: Executor,
  { expired, expiring, due = [], crmReconnectNeeded = false }: OfficersDigest,
): Promise<void> {
  if (expired.length + expiring.length + due.length === 0 && !crmReconnectNeeded) return;
  const reviewers = await expiryRepository.reviewers(db);
  for (const language of new Set(reviewers.map((reviewer) => reviewer.language))) {
    const { subject, text } = digestMail(ctx, language, { expired, expiring, due, crmReconnectNeeded });
    for (const reviewer of reviewers) if (reviewer.language === language) await ctx.mailer.queue(db, { to: reviewer.email, subject, text });
  }
}

function digestMail(ctx: AppContext, language: Language, { expired, expiring, due = [], crmReconnectNeeded = false }: OfficersDigest): { subject: string; text: string } {
  const t = translatorFor(language);
  const line = (row: ExpiryNoticeRow) =>
    t('mail.compliance_digest_line', {
      candidate: row.name,
      email: row.email ?? '—',
      form: getFormDefinitionByKey(row.form_key)?.title[language] ?? row.form_key,
      date: row.expires_at,
    });
  const block = (key: string, rows: readonly ExpiryNoticeRow[], query: string) =>
    rows.length === 0
      ? []
      : [t(key, { count: rows.length }), ...rows.map(line), t('mail.compliance_digest_link', { url: `${ctx.config.appUrl}/admin/documents?${query}` }), ''];
  const text = [
    t('mail.compliance_digest_intro'),
    '',
    ...(crmReconnectNeeded ? [t('crm.digest_reconnect', { url: `${ctx.config.appUrl}${CRM_CONNECTION_PATH}` }), ''] : []),
    ...block('mail.compliance_digest_expired', expired, 'status=expired'),
    ...block('mail.compliance_digest_expiring', expiring, `expiring_within=${EXPIRING_SOON_DAYS}`),
    // Deadlines (the next statutory or policy check), grouped by the threshold they reached, nearest first.
    ...[...new Set(due.map((row) => row.threshold_days))].sort((a, b) => a - b).flatMap((days) => {
      const rows = due.filter((row) => row.threshold_days === days);
      return [t('retention.mail.digest_due', { days, count: rows.length }), ...rows.map(line), ''];
    }),
  ].join('\n').trimEnd();
  const subject = t('mail.compliance_digest_subject', { expired: expired.length, expiring: expiring.length + due.length });
  return { subject, text };
}
