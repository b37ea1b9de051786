import { isOrganisationalEmail, type TRefereeRequest, type TRefereeRequestStatus, type TRefereeReview } from '@portal/contract';
import type { RefereeRequestRow } from './repository.js';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The status people see: an open request whose link has run out of time is expired, without a job recording it. */
export function refereeStatus(row: Pick<RefereeRequestRow, 'status' | 'expires_at'>, now: Date): TRefereeRequestStatus {
  const open = row.status === 'sent' || row.status === 'opened';
  return open && row.expires_at.getTime() <= now.getTime() ? 'expired' : row.status;
}

export function presentRequest(row: RefereeRequestRow, now: Date): TRefereeRequest {
  return {
    status: refereeStatus(row, now),
    referee_name: row.referee_name,
    referee_email: row.referee_email,
    sent_at: row.sent_at.toISOString(),
    opened_at: iso(row.opened_at),
    completed_at: iso(row.completed_at),
    revoked_at: iso(row.revoked_at),
    expires_at: row.expires_at.toISOString(),
    reminders_sent: row.reminders_sent,
  };
}

/** The request as an officer sees it beside the reference: the referee's answers and signature once completed. */
export function presentRefereeReview(row: RefereeRequestRow, now: Date): TRefereeReview {
  const completed = row.status === 'completed';
  return {
    ...presentRequest(row, now),
    organisational_email: isOrganisationalEmail(row.referee_email),
    answers: completed ? (row.answers ?? {}) : null,
    signature:
      completed && row.typed_name && row.signed_at
        ? {
            full_name: row.typed_name,
            signed_at: row.signed_at.toISOString(),
            ip: row.signature_ip,
            user_agent: row.signature_user_agent,
            declaration_text: row.declaration_text,
            statement_sha256: row.statement_sha256,
            image_url: `/api/v1/admin/submissions/${row.submission_id}/referee-signature`,
          }
        : null,
  };
}
