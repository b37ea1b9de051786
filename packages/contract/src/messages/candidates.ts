/**
 * Messages of the officers' candidates list: its validation, the reminder mail and the CSV export's header.
 * Mounted under `candidate_list` (the web's own `candidates` strings would hide it), e.g. 'candidate_list.attention_invalid'.
 */
export const candidatesEn = {
  attention_invalid:
    'Choose awaiting review, rejected, expiring, expired, follow-up due, references outstanding or compliant',
  sort_invalid: 'Sort by name, email, progress, next deadline or last activity',
  id_invalid: 'This is not a candidate id',
  ids_required: 'Choose at least one candidate',
  ids_too_many: 'Choose at most {{max}} candidates',
  not_candidates: 'These are not candidates: {{ids}}',
  mail: {
    reminder_subject: 'Your compliance pack: {{count}} items still to do',
    reminder_body:
      'Hello {{name}},\n\nTo be ready for work, please complete these items of your compliance pack:\n\n{{items}}\n\nYou can do it at {{url}}',
    reminder_item_rejected: '{{item}} (sent back to you: please submit it again)',
    reminder_item_expired: '{{item}} (expired: please bring an up-to-date one)',
  },
  csv: {
    name: 'Name',
    email: 'Email',
    progress_done: 'Required items done',
    progress_total: 'Required items',
    next_deadline: 'Next deadline',
    last_activity: 'Last activity',
    attention: 'Needs attention',
  },
  attention: {
    awaiting_review: 'Awaiting review',
    rejected: 'Rejected',
    expiring: 'Expiring within 30 days',
    expired: 'Expired',
    follow_up_due: 'Follow-up due',
    references_outstanding: 'References outstanding',
    compliant: 'Compliant',
  },
};

// Bengali is in a module of its own, so a client showing English does not load it (messages/catalogue-bn.ts).
export { candidatesBn } from './candidates-bn.js';
