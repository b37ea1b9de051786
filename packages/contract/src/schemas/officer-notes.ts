/**
 * Officers' work on one candidate (permission documents.review): internal notes, never shown to the candidate
 * nor put in the auditor's pack, and requests that the candidate change one item of their checklist.
 */
import { z } from 'zod';

export const NOTE_BODY_MAX = 4000;
export const CHANGE_REQUEST_MESSAGE_MAX = 2000;
/** Longer than any `<group>/<slug>` of the registry, so a runaway value is refused before it is looked up. */
const FORM_KEY_MAX = 200;

/** POST /api/v1/admin/candidates/{id}/notes */
export const ZCreateNoteRequest = z.object({
  body: z
    .string({ error: 'notes.body_required' })
    .trim()
    .min(1, { error: 'notes.body_required', abort: true })
    .max(NOTE_BODY_MAX, { error: 'notes.body_too_long' }),
});
export type TCreateNoteRequest = z.input<typeof ZCreateNoteRequest>;

/** Who wrote a note or asked for a change; null once their account is gone. */
const ZStaffName = z.object({ id: z.string(), name: z.string() }).nullable();

export const ZCandidateNote = z.object({
  id: z.string(),
  body: z.string(),
  author: ZStaffName,
  created_at: z.string(),
});
export type TCandidateNote = z.infer<typeof ZCandidateNote>;

/** Newest first. */
export const ZCandidateNotes = z.object({ data: z.array(ZCandidateNote) });
export type TCandidateNotes = z.infer<typeof ZCandidateNotes>;

/**
 * POST /api/v1/admin/candidates/{id}/change-requests. `form_key` must be an item of the candidate's checklist;
 * a second request for an item with one still open is refused (409): the officer withdraws the first, so the
 * candidate never receives two mails with different wishes for one form.
 */
export const ZCreateChangeRequest = z.object({
  form_key: z
    .string({ error: 'notes.form_key_required' })
    .trim()
    .min(1, { error: 'notes.form_key_required', abort: true })
    .max(FORM_KEY_MAX, { error: 'notes.form_not_in_checklist' }),
  message: z
    .string({ error: 'notes.message_required' })
    .trim()
    .min(1, { error: 'notes.message_required', abort: true })
    .max(CHANGE_REQUEST_MESSAGE_MAX, { error: 'notes.message_too_long' }),
});
export type TCreateChangeRequest = z.input<typeof ZCreateChangeRequest>;

export const ZChangeRequest = z.object({
  id: z.string(),
  /** `<group>/<slug>` */
  form_key: z.string(),
  /** The form's title in the request's language. */
  title: z.string(),
  message: z.string(),
  requested_by: ZStaffName,
  requested_at: z.string(),
  /** Set when the candidate submitted the form again. */
  resolved_at: z.string().nullable(),
  resolved_by_submission_id: z.string().nullable(),
});
export type TChangeRequest = z.infer<typeof ZChangeRequest>;

/** Newest first, open and resolved (withdrawn ones are gone; the audit log keeps them). */
export const ZChangeRequests = z.object({ data: z.array(ZChangeRequest) });
export type TChangeRequests = z.infer<typeof ZChangeRequests>;
