/**
 * Messages of the compliance pack an auditor reads (PDF and ZIP summary) beyond the basic ones under `pack`: the
 * cover's checklist table, the referee's reference and its verification record, officers' checks and the
 * retention tombstones, all in the third person. Mounted under `pack_audit`, e.g. 'pack_audit.cover.item'.
 */
export const packAuditEn = {
  cover: {
    table_title: 'Checklist',
    item: 'Item',
    requirement: 'Requirement',
    status: 'Status',
    expiry: 'Expiry',
    deadline: 'Next deadline',
    requirements: { required: 'Required', optional: 'Optional', not_applicable: 'Not applicable' },
    no_expiry: 'No expiry',
    no_deadline: 'No deadline',
    not_submitted: '—',
  },
  form: {
    expires_never: 'Expires: no expiry',
    deadline: 'Next deadline: {{date}}',
    candidate_declaration: "The candidate's declaration",
  },
  checks: {
    title: 'Checks recorded by officers',
    line: '{{kind}}: {{method}}. Result: {{result}}. Checked on {{date}} by {{checker}}.',
    detail: '{{label}}: {{value}}',
  },
  referee: {
    title: "The referee's reference",
    not_sent: 'No request has been sent to the referee.',
    who: 'Referee named by the candidate: {{name}} ({{email}})',
    status: 'Request: {{status}}',
    statuses: {
      sent: 'sent, not yet opened',
      opened: 'opened, not yet answered',
      completed: 'answered',
      revoked: 'withdrawn',
      expired: 'the link expired before the referee answered',
    },
    sent: 'Sent on {{date}}',
    opened: 'First opened on {{date}}',
    completed: 'Answered on {{date}}',
    revoked: 'Withdrawn on {{date}}',
    link_expires: 'Link valid until {{date}}',
    reminders: 'Reminders sent to the referee: {{count}}',
    not_answered: 'The referee has not answered, so there are no answers or signature from them.',
    answers_title: "The referee's answers",
    declaration_title: "The referee's declaration",
    signed_by: 'Signed by the referee as {{name}} on {{date}}',
    signed_from: 'Answered from the address {{ip}}',
    user_agent: 'Browser: {{agent}}',
    statement_sha256: 'SHA-256 of what the referee signed: {{hash}}',
    verification_title: 'Verification record',
    organisational_email: "The referee's email address is not at a free mail provider: it may belong to their organisation.",
    free_mail: "The referee's email address is at a free mail provider, so it says nothing about their organisation: their identity needs confirming another way.",
    link_only: 'The answers were given through a single-use link sent only to that address.',
    officer_review: 'Officer review of this reference: {{status}}, {{date}}, by {{name}}',
    officer_review_system: 'Officer review of this reference: {{status}}, {{date}}',
    officer_not_reviewed: 'No officer has reviewed this reference yet.',
  },
  tombstone: {
    title: 'Deleted under retention',
    intro: 'What the retention rules deleted, when, under which rule, and what was kept.',
    form_title: 'Deleted under retention on {{date}}',
    rule: 'Rule: {{rule}}. Kept until {{until}}.',
    deletes: 'What the rule deletes: {{what}}.',
    file_deleted: '(file deleted under retention)',
    files: 'Files deleted: {{names}}',
    answers: 'Answers deleted: {{names}}',
    signature: 'The drawn signature was deleted.',
    typed_name: 'The typed name was deleted.',
    kept: 'Kept: submitted on {{submitted}}, {{status}}, reviewed on {{reviewed}} by {{reviewer}}.',
    rules: {
      right_to_work: 'right-to-work records are kept unaltered while the candidate works through the agency and for 2 years after (Immigration, Asylum and Nationality Act 2006)',
      dbs_certificate: 'the copy of a DBS certificate is deleted 6 months after the check; the record of the check, its result and the decision are kept (KCSIE)',
      dbs_identity: "details of the documents used for the candidate's DBS check are kept for 2 years (DBS identity checking guidelines)",
      work_seeker_record: 'kept for at least 1 year after the agency last found the candidate work (Conduct Regulations 2003)',
      contract: 'kept for 6 years after the agency last found the candidate work (Limitation Act 1980)',
      working_time: 'kept for 2 years after the agency last found the candidate work (Working Time Regulations 1998)',
      criminal_record_details: "the details the candidate gave are deleted 6 months after the agency's decision; the decision is kept (UK GDPR Article 10)",
      unsuccessful: "agency policy: the records of a candidate the agency did not place are deleted {{months}} months after it closed the candidate's application",
    },
  },
};

// Bengali is in a module of its own, so a client showing English does not load it (messages/catalogue-bn.ts).
export { packAuditBn } from './pack-audit-bn.js';
