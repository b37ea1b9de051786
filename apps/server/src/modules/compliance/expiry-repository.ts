import { sql } from 'drizzle-orm';
import { REVIEW_PERMISSION, type IsoDate, type Language } from '@portal/contract';
import type { Executor } from '../../db/client.js';

/** A version the expiry job acted on, with where to tell its candidate (null for a deleted account). */
export type ExpiryNoticeRow = {
  id: string;
  user_id: string;
  form_key: string;
  language: string;
  expires_at: string;
  email: string | null;
  /** The candidate's name, for the officers' digest. */
  name: string;
};

/** A live version whose deadline the job works out (contract dueDate). */
export type LiveVersionRow = {
  id: string;
  user_id: string;
  form_key: string;
  answers: Record<string, unknown>;
  submitted_at: Date;
  due_at: IsoDate | null;
};

export const expiryRepository = {
  /** Where the officers' digest goes: live, unbanned holders of the review permission. */
  /** Everyone who reviews documents, with the language they last signed in in (English when never). */
  async reviewers(db: Executor): Promise<Array<{ email: string; language: Language }>> {
    const result = await db.execute<{ email: string; language: string | null }>(sql`
      select distinct u.email, u.language from users u
      join user_roles ur on ur.user_id = u.id
      join role_permissions rp on rp.role_id = ur.role_id
      join permissions p on p.id = rp.permission_id
      where p.name = ${REVIEW_PERMISSION} and u.deleted_at is null and u.banned_at is null
      order by u.email`);
    return result.rows.map((row) => ({ email: row.email, language: row.language === 'bn' ? 'bn' : 'en' }));
  },

  /**
   * Marks every current submitted or approved version whose expiry date has come as expired, with an
   * 'expired' history event, in one statement: a second instance running at the same time waits for the row
   * locks and then finds nothing left to do.
   */
  async expireDue(db: Executor, today: IsoDate): Promise<ExpiryNoticeRow[]> {
    const result = await db.execute<ExpiryNoticeRow>(sql`
      with expired as (
        update submissions s set status = 'expired', updated_at = now()
        where s.superseded_at is null and s.status in ('approved', 'submitted') and s.expires_at <= ${today}::date
        returning s.id, s.user_id, s.form_key, s.language, s.expires_at
      ), events as (
        insert into submission_events (submission_id, action) select id, 'expired' from expired
      )
      select e.id, e.user_id, e.form_key, e.language, e.expires_at::text as expires_at,
             case when u.deleted_at is null then u.email end as email, u.name
      from expired e join users u on u.id = e.user_id`);
    return result.rows;
  },

  /** Current submitted or approved versions of the given forms, with what their deadline is computed from. */
  async liveVersionsOf(db: Executor, formKeys: readonly string[]): Promise<LiveVersionRow[]> {
    if (formKeys.length === 0) return [];
    const result = await db.execute<LiveVersionRow>(sql`
      select s.id, s.user_id, s.form_key, s.answers, s.submitted_at, s.due_at::text as due_at
      from submissions s
      where s.superseded_at is null and s.status in ('approved', 'submitted') and s.submitted_at is not null
        and s.form_key in (${sql.join(formKeys.map((key) => sql`${key}`), sql`, `)})`);
    return result.rows.map((row) => ({ ...row, submitted_at: new Date(row.submitted_at) }));
  },

  /** Writes each version's deadline as the rules now compute it, in one statement. */
  async storeDueDates(db: Executor, versions: ReadonlyArray<{ id: string; due_at: IsoDate | null }>): Promise<void> {
    if (versions.length === 0) return;
    const list = sql.join(versions.map((v) => sql`(${v.id}::uuid, ${v.due_at}::date)`), sql`, `);
    await db.execute(sql`
      update submissions s set due_at = d.due_at
      from (values ${list}) as d (id, due_at)
      where s.id = d.id`);
  },

  /**
   * Marks the given versions expired, each with the day it stopped counting, if they are still current and
   * live (so a second instance, or a review in between, leaves nothing to do twice), with an 'expired'
   * history event; one statement, like expireDue.
   */
  async expireVersions(db: Executor, versions: ReadonlyArray<{ id: string; expires_at: IsoDate }>): Promise<ExpiryNoticeRow[]> {
    if (versions.length === 0) return [];
    const list = sql.join(versions.map((v) => sql`(${v.id}::uuid, ${v.expires_at}::date)`), sql`, `);
    const result = await db.execute<ExpiryNoticeRow>(sql`
      with due (id, expires_at) as (values ${list}),
      expired as (
        update submissions s set status = 'expired', updated_at = now()
        from due d
        where s.id = d.id and s.superseded_at is null and s.status in ('approved', 'submitted')
        returning s.id, s.user_id, s.form_key, s.language, d.expires_at
      ), events as (
        insert into submission_events (submission_id, action) select id, 'expired' from expired
      )
      select e.id, e.user_id, e.form_key, e.language, e.expires_at::text as expires_at,
             case when u.deleted_at is null then u.email end as email, u.name
      from expired e join users u on u.id = e.user_id`);
    return result.rows;
  },

  /**
   * Records a reminder for every approved version expiring within the largest threshold, at the smallest
   * threshold it has reached, unless that reminder was sent before; returns the ones recorded now.
   */
  async claimReminders(db: Executor, today: IsoDate, thresholds: readonly number[]): Promise<ExpiryNoticeRow[]> {
    const ascending = [...thresholds].sort((a, b) => a - b);
    const widest = ascending[ascending.length - 1] ?? 0;
    const steps = ascending.slice(0, -1).map((days) => sql`when s.expires_at <= ${today}::date + ${days}::int then ${days}::int`);
    const threshold = steps.length > 0 ? sql`case ${sql.join(steps, sql` `)} else ${widest}::int end` : sql`${widest}::int`;
    const result = await db.execute<ExpiryNoticeRow>(sql`
      with claimed as (
        insert into submission_reminders (submission_id, threshold_days)
        select s.id, ${threshold}
        from submissions s
        where s.superseded_at is null and s.status = 'approved'
          and s.expires_at > ${today}::date and s.expires_at <= ${today}::date + ${widest}::int
        on conflict do nothing
        returning submission_id
      )
      select s.id, s.user_id, s.form_key, s.language, s.expires_at::text as expires_at,
             case when u.deleted_at is null then u.email end as email, u.name
      from claimed c join submissions s on s.id = c.submission_id join users u on u.id = s.user_id`);
    return result.rows;
  },
};
