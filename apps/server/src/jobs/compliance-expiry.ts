import { complianceToday, EXPIRING_SOON_DAYS } from '@portal/contract';
import type { AppContext } from '../context.js';
import { expirePastDeadlines } from '../modules/compliance/deadline-expiry.js';
import { expiryRepository, type ExpiryNoticeRow } from '../modules/compliance/expiry-repository.js';
import { claimDeadlineReminders, notifyDeadline } from '../modules/compliance/deadline-reminders.js';
import { notifyOfficers } from '../modules/compliance/expiry-digest.js';
import { notifyCandidate, type CandidateNoticeKind } from '../modules/compliance/notifications.js';
import { revokeLivePacks } from '../modules/assurance/revocation.js';
import { crmRepository } from '../modules/crm/repository.js';
import { PROVIDER } from '../modules/crm/settings.js';
import { crmSyncRepository } from '../modules/crm/sync-repository.js';

/** Days before expiry at which the candidate is reminded, once each. */
export const EXPIRY_REMINDER_DAYS = [EXPIRING_SOON_DAYS, 7] as const;

async function notifyAll(ctx: AppContext, db: AppContext['db'], kind: CandidateNoticeKind, rows: readonly ExpiryNoticeRow[]) {
  for (const row of rows) {
    if (!row.email) continue;
    await notifyCandidate(ctx, db, { kind, to: row.email, language: row.language, formKey: row.form_key, date: row.expires_at });
  }
}

/**
 * The daily expiry run: versions whose expiry date has come, and required items past their deadline under the
 * UK rules (deadline-expiry.ts), become expired (history event, mail), and
 * candidates whose approved items expire within 30 (then 7) days are reminded once per item and threshold, and
 * so are those whose required items' deadline (submissions.due_at) falls within DEADLINE_REMINDER_DAYS;
 * officers get one digest of all of it. `reminded` counts both kinds of reminder. Idempotent and safe on several instances: each step is one statement whose
 * effect is also its record, and the mails are queued in the same transaction.
 */
export async function runComplianceExpiry(ctx: AppContext, now: Date = new Date()): Promise<{ expired: number; reminded: number }> {
  const today = complianceToday(now);
  const { expired, reminded } = await ctx.db.transaction(async (tx) => {
    const expiredRows = [...(await expiryRepository.expireDue(tx, today)), ...(await expirePastDeadlines(tx, today, ctx.config.rulePolicy))];
    await notifyAll(ctx, tx, 'expired', expiredRows);
    await crmSyncRepository.queueLinked(tx, expiredRows.map((row) => row.user_id));
    for (const row of expiredRows) await revokeLivePacks(tx, row.user_id, 'expired', row.form_key, now);
    const reminderRows = await expiryRepository.claimReminders(tx, today, EXPIRY_REMINDER_DAYS);
    await notifyAll(ctx, tx, 'expiring', reminderRows);
    const deadlineRows = await claimDeadlineReminders(tx, today, ctx.config.deadlineReminderDays);
    for (const row of deadlineRows) await notifyDeadline(ctx, tx, row);
    const crm = ctx.config.crm ? await crmRepository.findConnection(tx, PROVIDER) : undefined;
    await notifyOfficers(ctx, tx, {
      expired: expiredRows,
      expiring: reminderRows,
      due: deadlineRows,
      crmReconnectNeeded: Boolean(crm?.refresh_token_encrypted && crm.reconnect_needed_at),
    });
    return { expired: expiredRows.length, reminded: reminderRows.length + deadlineRows.length };
  });
  if (expired + reminded > 0) ctx.mailer.flush();
  if (expired > 0) ctx.crmSync.kick();
  return { expired, reminded };
}
