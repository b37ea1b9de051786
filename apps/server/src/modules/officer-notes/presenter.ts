import { getFormDefinitionByKey, type Language, type TCandidateNote, type TChangeRequest, type TOpenChangeRequest } from '@portal/contract';
import type { ChangeRequestRow, ChangeRequestWithAuthor, NoteRow } from './repository.js';

const staff = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

export function presentNote(row: NoteRow): TCandidateNote {
  return { id: row.id, body: row.body, author: staff(row.author_id, row.author_name), created_at: row.created_at.toISOString() };
}

export function presentChangeRequest(row: ChangeRequestWithAuthor, lang: Language): TChangeRequest {
  return {
    id: row.id,
    form_key: row.form_key,
    title: getFormDefinitionByKey(row.form_key)?.title[lang] ?? row.form_key,
    message: row.message,
    requested_by: staff(row.author_id, row.author_name),
    requested_at: row.created_at.toISOString(),
    resolved_at: row.resolved_at?.toISOString() ?? null,
    resolved_by_submission_id: row.resolved_by_submission_id,
  };
}

/** What the candidate (and the officer's checklist) sees of an open request: the officer's words and when. */
export function presentOpenRequest(row: ChangeRequestRow | undefined): TOpenChangeRequest | null {
  return row ? { id: row.id, message: row.message, requested_at: row.created_at.toISOString() } : null;
}
