import { DEADLINE_FORM_KEYS, decideRequirement, EMPTY_COMPLIANCE_PROFILE, isFormKey, type IsoDate } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import { dueOf } from './checklist-rules.js';
import { expiryRepository, type ExpiryNoticeRow } from './expiry-repository.js';
import { complianceProfileRepository } from './profile-repository.js';
import { addDaysTo } from './status.js';

/**
 * Expires the required items whose statutory or policy deadline (contract dueDate) has passed, as the
 * checklist already shows them: a right-to-work check past the permission's expiry, a DBS past the agency's
 * re-check, and so on. Optional and not-applicable items are left alone: nothing is owed by a date. Each is
 * recorded as no longer counting from the day after its deadline.
 */
export async function expirePastDeadlines(db: Executor, today: IsoDate): Promise<ExpiryNoticeRow[]> {
  const live = await expiryRepository.liveVersionsOf(db, DEADLINE_FORM_KEYS);
  const pastDue = live.flatMap((row) => {
    if (!isFormKey(row.form_key)) return [];
    const due = dueOf(row.form_key, row);
    return due !== null && due < today ? [{ row, key: row.form_key, due }] : [];
  });
  if (pastDue.length === 0) return [];
  const profiles = await complianceProfileRepository.findMany(db, pastDue.map(({ row }) => row.user_id));
  const required = pastDue.filter(
    ({ row, key }) => decideRequirement(profiles.get(row.user_id) ?? EMPTY_COMPLIANCE_PROFILE, key).requirement === 'required',
  );
  return expiryRepository.expireVersions(db, required.map(({ row, due }) => ({ id: row.id, expires_at: addDaysTo(due, 1) })));
}
