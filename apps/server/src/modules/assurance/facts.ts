import { calendarDate, complianceToday, decideRequirement, isFormKey, type RulePolicy, type TScrRow } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { dueOf, statusUnderRules } from '../compliance/checklist-rules.js';
import { profileForRules } from '../compliance/profile-service.js';
import { effectiveStatus } from '../compliance/status.js';
import { assuranceRepository } from './repository.js';
import { scrRows, type ApprovedForm } from './scr-rows.js';

/**
 * Serialises issuing a candidate's pack with revoking their packs: a status change committed while a pack was
 * being built either comes first (the pack reads the new state) or revokes the pack once it exists.
 */
export async function lockCandidatePacks(tx: Executor, candidateId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`assurance/${candidateId}`}, 0))`);
}

/**
 * The single central record rows from the candidate's current approved versions and the checks on them: approved
 * as the candidate's checklist says it (a required version past its deadline under the rules no longer counts,
 * even before the daily expiry job has recorded it). What is approved follows UK law's calendar; the approval
 * dates printed follow the display time zone, like every date shown.
 */
export async function currentScrRows(db: Executor, candidateId: string, now: Date, { displayTimeZone, policy }: ScrOptions): Promise<TScrRow[]> {
  const today = complianceToday(now);
  // One after another: `db` may be a transaction, whose one connection takes one query at a time.
  const profile = await profileForRules(db, candidateId);
  const versions = await assuranceRepository.currentVersions(db, candidateId);
  const live = versions.filter((row) => effectiveStatus(row, today) === 'approved');
  const checks = await assuranceRepository.checksOf(db, live.map((row) => row.id));
  const checksOf = (id: string) => checks.filter((check) => check.submission_id === id);
  const approved = new Map<string, ApprovedForm>(
    live.flatMap((row) => {
      if (!isFormKey(row.form_key)) return [];
      const dueAt = dueOf(row.form_key, { answers: row.answers, submitted_at: row.submitted_at, checks: checksOf(row.id) }, policy);
      if (statusUnderRules('approved', decideRequirement(profile, row.form_key), dueAt, today) !== 'approved') return [];
      const approvedOn = row.reviewed_at ? calendarDate(row.reviewed_at, displayTimeZone) : null;
      return [[row.form_key, { answers: row.answers, approved_on: approvedOn, checks: checksOf(row.id) }]];
    }),
  );
  return scrRows({ profile, approved });
}

export interface ScrOptions {
  displayTimeZone: string;
  policy: RulePolicy;
}
