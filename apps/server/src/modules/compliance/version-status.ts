import { decideRequirement, isFormKey, type IsoDate, type RulePolicy } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import { checkFacts, checksRepository } from './check-repository.js';
import { dueOf, shownUnderRules, type ShownState } from './checklist-rules.js';
import { profileForRules } from './profile-service.js';
import { effectiveStatus } from './status.js';
import type { SubmissionRow } from './submission-repository.js';

/**
 * The status and expiry of one version as the candidate's checklist and the review queue show them
 * (shownUnderRules): a current, required version past its deadline under the rules is expired from the day after,
 * not only once the daily expiry job has recorded it. The candidate's form, the officer's review screen and what
 * each may do read it from here. A version kept as history keeps the status it had.
 */
export async function versionState(db: Executor, row: SubmissionRow, today: IsoDate, policy: RulePolicy): Promise<ShownState> {
  const status = effectiveStatus(row, today);
  if (row.superseded_at !== null || !isFormKey(row.form_key) || (status !== 'submitted' && status !== 'approved')) {
    return { status, expires_at: row.expires_at };
  }
  const [profile, checks] = await Promise.all([profileForRules(db, row.user_id), checksRepository.ofSubmissions(db, [row.id])]);
  const dueAt = dueOf(row.form_key, { ...row, checks: (checks.get(row.id) ?? []).map(checkFacts) }, policy);
  return shownUnderRules(row, decideRequirement(profile, row.form_key), dueAt, today);
}
