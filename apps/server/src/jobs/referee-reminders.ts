import { REFEREE_REMINDERS_MAX } from '@portal/contract';
import type { AppContext } from '../context.js';
import { newAccessToken, sha256 } from '../lib/secrets.js';
import { mailReferee } from '../modules/referees/mail.js';
import { refereesRepository } from '../modules/referees/repository.js';
import { usersRepository } from '../modules/users/repository.js';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Reminds referees who have not answered REFEREE_REMINDER_DAYS after the last mail, at most
 * REFEREE_REMINDERS_MAX times and never once the request has expired. Only a token's hash is stored, so each
 * reminder carries a new link; the earlier ones keep working. Safe on several instances: a reminder is claimed
 * with a conditional update on the count read, so only one instance sends it.
 */
export async function runRefereeReminders(ctx: AppContext, now: Date = new Date()): Promise<{ reminded: number }> {
  const due = new Date(now.getTime() - ctx.config.refereeReminderDays * DAY_MS);
  const candidates = await refereesRepository.dueForReminder(ctx.db, now, due, REFEREE_REMINDERS_MAX);
  let reminded = 0;
  for (const row of candidates) {
    const sent = await ctx.db.transaction(async (tx) => {
      const token = newAccessToken();
      const claimed = await refereesRepository.claimReminder(tx, row, sha256(token), now);
      if (!claimed) return false;
      const candidate = await usersRepository.findById(tx, claimed.user_id);
      await mailReferee(ctx, tx, {
        kind: 'reminder',
        to: claimed.referee_email,
        refereeName: claimed.referee_name,
        candidateName: candidate?.name ?? '',
        language: claimed.language,
        formKey: claimed.form_key,
        token,
        expiresAt: claimed.expires_at,
      });
      return true;
    });
    if (sent) reminded += 1;
  }
  if (reminded > 0) ctx.mailer.flush();
  return { reminded };
}
