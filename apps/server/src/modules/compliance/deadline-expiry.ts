import { addDays, DEADLINE_FORM_KEYS, decideRequirement, EMPTY_COMPLIANCE_PROFILE, isFormKey, type IsoDate, type RulePolicy } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import { checkFacts, checksRepository } from './check-repository.js';
import { dueOf } from './checklist-rules.js';
import { expiryRepository, type ExpiryNoticeRow } from './expiry-repository.js';
import { complianceProfileRepository } from './profile-repository.js';

/**
 * Expires the required items whose statutory or policy deadline (contract dueDate) has passed, as the
 * checklist already shows them: a right-to-work check past the permission's expiry, a DBS past the agency's
 * re-check, and so on. Optional and not-applicable items are left alone: nothing is owed by a date. Each is
 * recorded as no longer counting from the day after its deadline. On the way, each live version's stored
 * `due_at` is brought in line with the rules.
 */
export async function expirePastDeadlines(db: Executor, today: IsoDate, policy: RulePolicy): Promise<ExpiryNoticeRow[]> {
  const live = await expiryRepository.liveVersionsOf(db, DEADLINE_FORM_KEYS);
  const checks = await checksRepository.ofSubmissions(db, live.map((row) => row.id));
  const dated = live.flatMap((row) => {
    if (!isFormKey(row.form_key)) return [];
    return [{ row, key: row.form_key, due: dueOf(row.form_key, { ...row, checks: (checks.get(row.id) ?? []).map(checkFacts) }, policy) }];
  });
  // The stored deadline follows the rules (a changed policy, rows from before it was stored): reminders read it.
  await expiryRepository.storeDueDates(db, dated.filter(({ row, due }) => row.due_at !== due).map(({ row, due }) => ({ id: row.id, due_at: due })));
  const pastDue = dated.flatMap(({ row, key, due }) => (due !== null && due < today ? [{ row, key, due }] : []));
  if (pastDue.length === 0) return [];
  const profiles = await complianceProfileRepository.findMany(db, pastDue.map(({ row }) => row.user_id));
  const required = pastDue.filter(
    ({ row, key }) => decideRequirement(profiles.get(row.user_id) ?? EMPTY_COMPLIANCE_PROFILE, key).requirement === 'required',
  );
  return expiryRepository.expireVersions(db, required.map(({ row, due }) => ({ id: row.id, expires_at: addDays(due, 1) })));
}
