import { sql } from 'drizzle-orm';
import {
  decideRequirement,
  EMPTY_COMPLIANCE_PROFILE,
  getFormDefinitionByKey,
  isFormKey,
  pickLanguage,
  type IsoDate,
} from '@portal/contract';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { translatorFor } from '../../plugins/i18n.js';
import type { ExpiryNoticeRow } from './expiry-repository.js';
import { complianceProfileRepository } from './profile-repository.js';

/**
 * A deadline reminder is recorded in submission_reminders with the threshold negated (-30, -7), so it never
 * collides with the expiry reminder of the same submission and number of days (positive thresholds), and no
 * migration is needed.
 */
const deadlineMark = (days: number) => -days;

/** A version whose deadline reached a threshold, with its candidate (`expires_at` holds the due date). */
export type DeadlineNoticeRow = ExpiryNoticeRow & { threshold_days: number };

type CandidateRow = {
  id: string;
  user_id: string;
  form_key: string;
  due_at: string;
  threshold_days: number;
};

/**
 * Reminds once per submission and threshold of every required, live, current version whose stored deadline
 * (`submissions.due_at`, the last day it still covers) falls within the largest of `thresholds` days, at the
 * smallest threshold reached. The claim is one INSERT … ON CONFLICT DO NOTHING RETURNING on the reminders'
 * primary key: a second instance, or a second run the same day, gets nothing back and sends nothing.
 */
export async function claimDeadlineReminders(db: Executor, today: IsoDate, thresholds: readonly number[]): Promise<DeadlineNoticeRow[]> {
  if (thresholds.length === 0) return [];
  const ascending = [...thresholds].sort((a, b) => a - b);
  const widest = ascending[ascending.length - 1]!;
  const steps = ascending.slice(0, -1).map((days) => sql`when s.due_at <= ${today}::date + ${days}::int then ${days}::int`);
  const threshold = steps.length > 0 ? sql`case ${sql.join(steps, sql` `)} else ${widest}::int end` : sql`${widest}::int`;
  const found = await db.execute<CandidateRow>(sql`
    select s.id, s.user_id, s.form_key, s.due_at::text as due_at, ${threshold} as threshold_days
    from submissions s join users u on u.id = s.user_id
    where s.superseded_at is null and s.status in ('approved', 'submitted') and u.deleted_at is null
      and s.due_at >= ${today}::date and s.due_at <= ${today}::date + ${widest}::int`);
  if (found.rows.length === 0) return [];
  // Only required items matter, as for the deadline expiry: nothing is owed by a date otherwise.
  const profiles = await complianceProfileRepository.findMany(db, found.rows.map((row) => row.user_id));
  const required = found.rows.filter(
    (row) => isFormKey(row.form_key) && decideRequirement(profiles.get(row.user_id) ?? EMPTY_COMPLIANCE_PROFILE, row.form_key).requirement === 'required',
  );
  if (required.length === 0) return [];
  const list = sql.join(required.map((row) => sql`(${row.id}::uuid, ${deadlineMark(row.threshold_days)}::int)`), sql`, `);
  const result = await db.execute<DeadlineNoticeRow>(sql`
    with claimed as (
      insert into submission_reminders (submission_id, threshold_days)
      select id, mark from (values ${list}) as due (id, mark)
      on conflict do nothing
      returning submission_id, threshold_days
    )
    select s.id, s.user_id, s.form_key, s.language, s.due_at::text as expires_at, -c.threshold_days as threshold_days,
           case when u.deleted_at is null then u.email end as email, u.name
    from claimed c join submissions s on s.id = c.submission_id join users u on u.id = s.user_id`);
  return result.rows;
}

/** Queues the candidate's reminder in the language they used for the form, in the caller's transaction. */
export async function notifyDeadline(ctx: AppContext, db: Executor, row: DeadlineNoticeRow): Promise<void> {
  if (!row.email) return;
  const lang = pickLanguage(row.language);
  const t = translatorFor(lang);
  const values = {
    form: getFormDefinitionByKey(row.form_key)?.title[lang] ?? row.form_key,
    url: `${ctx.config.appUrl}/${row.form_key}`,
    date: row.expires_at,
  };
  await ctx.mailer.queue(db, { to: row.email, subject: t('retention.mail.due_subject', values), text: t('retention.mail.due_body', values) });
}
