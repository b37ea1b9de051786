/**
 * How long each submission is kept (uk-rules.md, 'Retention clocks to implement'). When `retain_until` has
 * passed, the server's job deletes what `deletes` names and keeps a tombstone (what was checked, when, by
 * whom, with what result), unless a legal hold stops it. `retain_until` null means the clock has not started:
 * the candidate still works through the agency, and the record is kept.
 */
import { addMonths, calendarDate, type IsoDate } from '../forms/dates.js';
import type { FormKey } from '../forms/keys.js';
import { DEFAULT_RULE_POLICY, type RulePolicy } from './policy.js';
import type { RuleBasis } from './requirements.js';

export const RETENTION_CLASSES = [
  'right_to_work',
  'dbs_certificate',
  'dbs_identity',
  'work_seeker_record',
  'contract',
  'working_time',
  'criminal_record_details',
] as const;
export type RetentionClass = (typeof RETENTION_CLASSES)[number];

export interface RetentionRule {
  readonly basis: RuleBasis;
  readonly sources: readonly string[];
  /** What goes when the clock runs out: the files only, the free-text details, or the whole submission. */
  readonly deletes: 'files' | 'details' | 'all';
}

export const RETENTION_RULES: Readonly<Record<RetentionClass, RetentionRule>> = {
  // Employment + 2 years, copies unalterable [S5][S6][S3].
  right_to_work: { basis: 'law', sources: ['S5', 'S6', 'S3'], deletes: 'all' },
  // Certificate copy at most 6 months; the record of check, result and decision may stay [S51][S33].
  dbs_certificate: { basis: 'guidance', sources: ['S51', 'S33'], deletes: 'files' },
  // Details of the ID documents used for a DBS application: 2 years (Nov 2025 guidelines) [S27][S28].
  dbs_identity: { basis: 'guidance', sources: ['S27', 'S28'], deletes: 'all' },
  // Work-seeker records and references: at least 1 year after the last service (Conduct Regs) [S67].
  work_seeker_record: { basis: 'law', sources: ['S67'], deletes: 'all' },
  // Terms of engagement and contracts: 6 years (Limitation Act) [S67].
  contract: { basis: 'law', sources: ['S67'], deletes: 'all' },
  // Working-time and opt-out records: 2 years [S67][S72].
  working_time: { basis: 'law', sources: ['S67', 'S72'], deletes: 'all' },
  // Article 10 data: delete the details after the decision, keep the outcome [S76]; period by analogy with [S51].
  criminal_record_details: { basis: 'policy', sources: ['S76', 'S51'], deletes: 'details' },
};

/**
 * The class of each form. Identity documents serve the DBS application, so they follow its 2-year rule;
 * the household and disqualification answers are criminal-offence data like the conviction declaration.
 */
export const FORM_RETENTION: Readonly<Record<FormKey, RetentionClass>> = {
  'compliance-docs/dbs-check': 'dbs_certificate',
  'compliance-docs/driving-documentation': 'work_seeker_record',
  'compliance-docs/national-insurance': 'dbs_identity',
  'compliance-docs/oversieas-police-check': 'work_seeker_record',
  'compliance-docs/proof-of-address-check-1': 'dbs_identity',
  'compliance-docs/proof-of-address-check-2': 'dbs_identity',
  'compliance-docs/proof-of-id': 'dbs_identity',
  'compliance-docs/right-to-work': 'right_to_work',
  'references/academic-reference': 'work_seeker_record',
  'references/character-reference': 'work_seeker_record',
  'references/professional-reference': 'work_seeker_record',
  'tempest-forms/48-hour-opt-out-agreement': 'working_time',
  'tempest-forms/candidate-and-REC-declaration': 'contract',
  'tempest-forms/candidate-declaration': 'work_seeker_record',
  'tempest-forms/code-of-conduct': 'work_seeker_record',
  'tempest-forms/criminal-conviction-declaration': 'criminal_record_details',
  'tempest-forms/dbs-check': 'dbs_identity',
  'tempest-forms/dfe-details': 'work_seeker_record',
  'tempest-forms/DFE-details-old': 'work_seeker_record',
  'tempest-forms/disciplinary-declaration': 'work_seeker_record',
  'tempest-forms/disqualification-by-association-declaration': 'criminal_record_details',
  'tempest-forms/disqualification-check': 'criminal_record_details',
  'tempest-forms/driving-documentation': 'work_seeker_record',
  'tempest-forms/employment-history': 'work_seeker_record',
  'tempest-forms/equal-opportunities': 'work_seeker_record',
  'tempest-forms/fitness-to-teach': 'work_seeker_record',
  'tempest-forms/keeping-children-safe-in-education': 'work_seeker_record',
  'tempest-forms/name-change': 'dbs_identity',
  'tempest-forms/online-check-consent-form': 'work_seeker_record',
  'tempest-forms/oversieas-police-check': 'work_seeker_record',
  'tempest-forms/professional-registration': 'work_seeker_record',
  'tempest-forms/proof-of-address-check': 'dbs_identity',
  'tempest-forms/proof-of-id': 'dbs_identity',
  'tempest-forms/qualification-check': 'work_seeker_record',
  'tempest-forms/right-to-work': 'right_to_work',
  'tempest-forms/terms-of-engagement': 'contract',
};

export interface RetentionInput {
  readonly submitted_at: Date;
  /** When the officer checked it (the DBS certificate's clock); the submission when not yet checked. */
  readonly checked_at?: Date | null;
  /** When the officer decided (approved or rejected); the criminal-record details' clock. */
  readonly decided_at?: Date | null;
  /** The last day the agency found the candidate work (for RTW: the end of employment); null while ongoing. */
  readonly last_service_on?: IsoDate | null;
  /** The day the agency closed the application of a candidate it never placed (agency POLICY [S79]). */
  readonly closed_unplaced_on?: IsoDate | null;
}

export interface Retention {
  readonly class: RetentionClass;
  readonly retain_until: IsoDate | null;
  /**
   * Catalogue key of the sentence saying how long and why, e.g. 'rules.retention.right_to_work', or
   * 'rules.retention.unsuccessful' (with `params.months`) when the never-placed policy set the date.
   */
  readonly label: `rules.retention.${RetentionClass | 'unsuccessful'}`;
  readonly params?: Readonly<Record<string, number>>;
  readonly deletes: RetentionRule['deletes'];
}

const afterService = (input: RetentionInput, months: number) =>
  input.last_service_on ? addMonths(input.last_service_on, months) : null;

function clock(cls: RetentionClass, input: RetentionInput, policy: RulePolicy): IsoDate | null {
  switch (cls) {
    case 'right_to_work':
      return afterService(input, 24);
    case 'dbs_certificate':
      // Absolute: however long the candidate works through the agency, the copy goes at 6 months [S51].
      return addMonths(calendarDate(input.checked_at ?? input.submitted_at), 6);
    case 'dbs_identity':
    case 'work_seeker_record':
      return afterService(input, 12);
    case 'contract':
      return afterService(input, 72);
    case 'working_time':
      return afterService(input, 24);
    case 'criminal_record_details':
      return input.decided_at ? addMonths(calendarDate(input.decided_at), policy.criminal_record_details_months) : null;
  }
}

/** The retention of one submission. */
export function retentionOf(key: FormKey, input: RetentionInput, policy: RulePolicy = DEFAULT_RULE_POLICY): Retention {
  const cls = FORM_RETENTION[key];
  const deletes = RETENTION_RULES[cls].deletes;
  let until = clock(cls, input, policy);
  let unsuccessful = false;
  // A candidate never placed: the agency's shorter period ends every clock that had not started (POLICY).
  if (until === null && input.closed_unplaced_on) {
    until = addMonths(input.closed_unplaced_on, policy.unsuccessful_candidate_months);
    unsuccessful = true;
  }
  // Whatever else applies, DBS identity details are kept 2 years from the application [S27][S28].
  if (until !== null && cls === 'dbs_identity') {
    const floor = addMonths(calendarDate(input.submitted_at), 24);
    if (floor > until) [until, unsuccessful] = [floor, false];
  }
  if (unsuccessful) {
    const months = policy.unsuccessful_candidate_months;
    return { class: cls, retain_until: until, label: 'rules.retention.unsuccessful', params: { months }, deletes };
  }
  return { class: cls, retain_until: until, label: `rules.retention.${cls}`, deletes };
}
