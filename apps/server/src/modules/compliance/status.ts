import { addDays, EXPIRING_SOON_DAYS, type IsoDate, type TSubmissionStatus } from '@portal/contract';
import type { SubmissionRowStatus } from '../../db/schema/index.js';

export interface StatusFacts {
  status: SubmissionRowStatus;
  expires_at: string | null;
}

/**
 * The status people see. A submitted or approved version whose expiry date has come is expired even before
 * the daily expiry job has recorded it, so every screen agrees on the day itself.
 */
export function effectiveStatus(row: StatusFacts, today: IsoDate): TSubmissionStatus {
  const live = row.status === 'approved' || row.status === 'submitted';
  return live && row.expires_at !== null && row.expires_at <= today ? 'expired' : row.status;
}

/** Approved, not yet expired, and expiring within EXPIRING_SOON_DAYS. */
export function isExpiringSoon(row: StatusFacts, today: IsoDate): boolean {
  return (
    effectiveStatus(row, today) === 'approved' && row.expires_at !== null && row.expires_at <= addDays(today, EXPIRING_SOON_DAYS)
  );
}

/**
 * What the candidate may do with their current version of a form, given its status as shown (versionState):
 * - edit: it is a draft, so it is changed in place;
 * - new_version: it was rejected or has expired (or is approved but expiring soon, to renew it in time),
 *   so a new version is started and this one kept as history;
 * - locked: it waits for review or is approved; only an officer can reopen it.
 */
export function candidateAccess(row: StatusFacts, status: TSubmissionStatus, today: IsoDate): 'edit' | 'new_version' | 'locked' {
  if (row.status === 'draft') return 'edit';
  if (status === 'rejected' || status === 'expired' || isExpiringSoon(row, today)) return 'new_version';
  return 'locked';
}
