import type { TSubmission } from '@portal/contract';

/** A candidate's version of form `key` as GET /forms/{key} answers it, with these status and answers. */
export function submissionOf(key: string, status: TSubmission['status'], answers: TSubmission['answers']): TSubmission {
  return {
    id: 's1',
    key,
    version: 1,
    definition_version: 1,
    status,
    answers,
    files: [],
    declaration_text: null,
    signature: null,
    submitted_at: null,
    reviewed_at: null,
    expires_at: null,
    reason: null,
    expiring_soon: false,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
  };
}
