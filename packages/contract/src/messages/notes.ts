/**
 * Messages of officers' notes and change requests: the API's validation and refusals, and the mail that tells
 * the candidate a change is asked for. Mounted under `notes`, e.g. 'notes.body_required'. The screens' own
 * words are in the web app (documents.notes, documents.change_request, compliance.change_request).
 */
export const notesEn = {
  body_required: 'Write the note',
  body_too_long: 'Write at most 4000 characters',
  form_key_required: 'Choose the item to be changed',
  form_not_in_checklist: "This item is not in the candidate's checklist",
  message_required: 'Write what the candidate should change',
  message_too_long: 'Write at most 2000 characters',
  request_open: 'A change to this item is already requested. Withdraw that request first, or wait for the candidate to answer it.',
  request_resolved: 'The candidate has already answered this request, so it cannot be withdrawn.',
  mail: {
    subject: 'Change requested: {{form}}',
    body: 'Your compliance officer asks you to change your {{form}}:\n\n"{{message}}"\n\nPlease make the change and submit the form again at {{url}}',
  },
} as const;

// Bengali is in a module of its own, so a client showing English does not load it (messages/catalogue-bn.ts).
export { notesBn } from './notes-bn.js';
