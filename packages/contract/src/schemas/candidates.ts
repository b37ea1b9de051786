/**
 * The officers' candidates list (GET /admin/candidates) and the dashboard figures that open it filtered.
 * Each `CandidateAttention` is one question an officer asks of the whole pool; a dashboard figure counts the
 * candidates for which it holds, and opens the list with `?attention=<value>`.
 */
export const CANDIDATE_ATTENTION = [
  /** At least one current submission is waiting for review. */
  'awaiting_review',
  /** At least one required item was rejected and the candidate has not submitted it again. */
  'rejected',
  /** At least one approved item expires within 30 days (and is not yet expired). */
  'expiring',
  /** At least one required item has expired. */
  'expired',
  /** At least one item's statutory or policy follow-up date (due_at) has passed or is today. */
  'follow_up_due',
  /** At least one reference request is sent or opened and not yet answered (nor expired or revoked). */
  'references_outstanding',
  /** Every required item is approved and in date. */
  'compliant',
] as const;
export type CandidateAttention = (typeof CANDIDATE_ATTENTION)[number];

/** Days ahead that count as 'expiring' for the dashboard figure and the list filter. */
export const CANDIDATE_EXPIRING_DAYS = 30;
