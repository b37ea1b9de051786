/**
 * Messages of records and retention: the staff endpoints' validation, the retention job's tombstones, the
 * deadline reminders, the pack's tombstone lines and the officer's 'Records and retention' card. Mounted under
 * `retention`, e.g. 'retention.date_future'.
 */
export const retentionEn = {
  date_invalid: 'Enter a date as YYYY-MM-DD',
  date_future: 'This date cannot be in the future',
  reason_required: 'Write why the records must be kept',
  reason_too_long: 'Write at most 500 characters',
  no_hold: 'There is no legal hold to lift',
  deletes: {
    files: 'the evidence files and the signature image',
    details: 'the written details and the files; the answers that give the outcome stay',
    all: 'the answers, the files, the signature and the typed name',
  },
  /** One line of the pack's summary PDF per purged submission. */
  pack_line: 'Deleted under retention on {{date}}: {{form}} (submitted {{submitted}}, {{status}}) — {{deleted}}',
  pack_check: 'Check kept: {{method}}, {{result}} on {{date}} by {{checker}}',
  pack_file_hash: 'Deleted file {{name}}, SHA-256 as recorded: {{hash}}',
  audit: {
    facts_updated: 'Retention facts of {{name}} changed',
    hold_placed: 'Legal hold placed on the records of {{name}}: {{reason}}',
    hold_lifted: 'Legal hold on the records of {{name}} lifted',
    purged: 'Retention: {{form}} of {{name}} deleted ({{deletes}}). Rule: {{rule}}',
  },
  mail: {
    due_subject: '{{form}}: the next check is due by {{date, date}}',
    due_body:
      'Your {{form}} is covered until {{date, date}}. To stay ready for work, please bring an up-to-date one before then at {{url}}',
    digest_due: 'Deadline within {{days}} days ({{count}}):',
  },
  card: {
    title: 'Records and retention',
    intro: 'The dates that start the retention clocks, and a legal hold that stops every deletion.',
    last_service_on: 'Last day of work through the agency',
    last_service_on_help: 'Leave empty while the candidate still works through the agency.',
    closed_unplaced_on: 'Application closed without a placement on',
    closed_unplaced_on_help: 'Only for a candidate the agency never placed.',
    save: 'Save dates',
    saved: 'Retention dates saved',
    hold_title: 'Legal hold',
    hold_none: 'No legal hold: records are deleted when their retention ends.',
    hold_active: 'On hold since {{at}} by {{name}}: {{reason}}',
    hold_reason: 'Reason for the hold',
    hold_place: 'Place legal hold',
    hold_lift: 'Lift legal hold',
    hold_placed: 'Legal hold placed',
    hold_lifted: 'Legal hold lifted',
    table_form: 'Form',
    table_class: 'Retention',
    table_until: 'Keep until',
    table_state: 'State',
    until_open: 'While the candidate works here',
    kept: 'Kept',
    due: 'Due for deletion',
    purged: 'Deleted on {{date}}',
    tombstone: 'Deleted: {{deleted}}. Kept: submitted {{submitted}}, {{status}}, reviewed by {{reviewer}}.',
    empty: 'No submitted forms yet.',
    load_failed: 'The retention records could not be loaded',
  },
  classes: {
    right_to_work: 'Right to work',
    dbs_certificate: 'DBS certificate copy',
    dbs_identity: 'DBS identity details',
    work_seeker_record: 'Work-seeker record',
    contract: 'Contract',
    working_time: 'Working time',
    criminal_record_details: 'Criminal record details',
  },
} as const;

// Bengali is in a module of its own, so a client showing English does not load it (messages/catalogue-bn.ts).
export { retentionBn } from './retention-bn.js';
