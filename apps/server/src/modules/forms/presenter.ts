import type { FormAnswers, IsoDate, TSubmission } from '@portal/contract';
import type { ShownState } from '../compliance/checklist-rules.js';
import { isExpiringSoon } from '../compliance/status.js';
import type { SubmissionFileRow, SubmissionRow } from '../compliance/submission-repository.js';
import { presentUpload } from '../uploads/presenter.js';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * A version of a form as its candidate sees it, with its status and expiry as shown (versionState); the signature image and
 * request details stay on the server.
 */
export function presentSubmission(row: SubmissionRow, files: readonly SubmissionFileRow[], shown: ShownState, today: IsoDate): TSubmission {
  return {
    id: row.id,
    key: row.form_key,
    version: row.version,
    definition_version: row.definition_version,
    status: shown.status,
    answers: row.answers as FormAnswers,
    files: files.map(presentUpload),
    declaration_text: row.declaration_text,
    signature: row.typed_name && row.signed_at ? { full_name: row.typed_name, signed_at: row.signed_at.toISOString() } : null,
    submitted_at: iso(row.submitted_at),
    reviewed_at: iso(row.reviewed_at),
    expires_at: shown.expires_at,
    reason: row.reason,
    expiring_soon: shown.status === 'approved' && isExpiringSoon(row, today),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
