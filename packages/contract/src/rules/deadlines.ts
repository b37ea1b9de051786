/**
 * Each form's next statutory or policy deadline (`due_at`): the last UK calendar day on which the follow-up
 * still keeps the agency covered. The item is past due from the day after. Reminders before it are the
 * server's (configurable days); the deadline itself never moves earlier ('30 days before' was wrong:
 * uk-rules.md §1.3 right-to-work (f)).
 *
 * The answer fields read here are named in each function's comment; the officer's checks (checks.ts) come
 * first where a check decides (right to work, DBS status).
 */
import { addMonths, calendarDate, isIsoDate, nextAnnualDate, type IsoDate } from '../forms/dates.js';
import type { FormKey } from '../forms/keys.js';
import type { FormAnswers } from '../forms/types.js';
import type { RulesMessages } from '../messages/rules.js';
import { DEFAULT_RULE_POLICY, KCSIE_EDITIONS, type KcsieEdition, type RulePolicy } from './policy.js';
import { latestCheck, type RightToWorkResult, type SubmissionCheckFacts } from './checks.js';
import type { RuleBasis } from './requirements.js';

export type DeadlineCode = keyof RulesMessages['deadlines'];

export interface Deadline {
  readonly due_at: IsoDate;
  readonly rule: DeadlineCode;
  /** Catalogue key of a sentence saying what the deadline is, e.g. 'rules.deadlines.right_to_work_pvn'. */
  readonly label: `rules.deadlines.${DeadlineCode}`;
  readonly params?: Readonly<Record<string, number>>;
  readonly basis: RuleBasis;
}

export interface DeadlineInput {
  readonly answers: FormAnswers;
  readonly submitted_at: Date;
  /** The officer's checks of this submission (checks.ts), in any order. */
  readonly checks?: readonly SubmissionCheckFacts[];
}

export interface DeadlineOptions {
  readonly policy?: RulePolicy;
  readonly kcsie_editions?: readonly KcsieEdition[];
}

const deadline = (due_at: IsoDate, rule: DeadlineCode, basis: RuleBasis, params?: Record<string, number>): Deadline => ({
  due_at,
  rule,
  label: `rules.deadlines.${rule}`,
  basis,
  ...(params ? { params } : {}),
});

const dateAnswer = (answers: Readonly<Record<string, unknown>>, name: string): IsoDate | null => {
  const value = answers[name];
  return isIsoDate(value) ? value : null;
};

/**
 * The excuse a right-to-work submission gives and its follow-up. The officer's latest check decides
 * (checks.ts): a time-limited permission is followed up on the day it ends (List B group 1), an ECS positive
 * verification notice 6 months after it (group 2) [S13][S14][S15]; no right to work is due at once. Before a
 * check is recorded the candidate's answers are read: a visa's `expiry_date` is its permission expiry, and an
 * 'eu-passport' whose `nationality` is not 'IE' gives no excuse (check again by share code [S9][S10]).
 */
export function rightToWorkFollowUp(
  answers: FormAnswers,
  submittedOn: IsoDate,
  checks?: readonly SubmissionCheckFacts[],
): { excuse: RightToWorkResult; deadline: Deadline | null } {
  const check = latestCheck(checks, 'right_to_work');
  if (check) {
    const pvn = dateAnswer(check.details, 'pvn_date');
    const permissionExpiry = dateAnswer(check.details, 'permission_expiry_date');
    if (check.result === 'pvn' && pvn) return { excuse: 'pvn', deadline: deadline(addMonths(pvn, 6), 'right_to_work_pvn', 'law') };
    if (check.result === 'time_limited' && permissionExpiry) {
      return { excuse: 'time_limited', deadline: deadline(permissionExpiry, 'right_to_work_permission_expiry', 'law') };
    }
    if (check.result === 'not_allowed') {
      return { excuse: 'not_allowed', deadline: deadline(check.checked_on, 'right_to_work_not_accepted', 'law') };
    }
    return { excuse: 'continuous', deadline: null };
  }
  const permissionExpiry = answers.document_type === 'visa' ? dateAnswer(answers, 'expiry_date') : null;
  if (permissionExpiry) {
    return { excuse: 'time_limited', deadline: deadline(permissionExpiry, 'right_to_work_permission_expiry', 'law') };
  }
  if (answers.document_type === 'eu-passport' && answers.nationality !== 'IE') {
    return { excuse: 'not_allowed', deadline: deadline(submittedOn, 'right_to_work_not_accepted', 'law') };
  }
  return { excuse: 'continuous', deadline: null };
}

/**
 * DBS re-check, agency POLICY (no law requires one [S88]): `dbs_recheck_months` after the last Update Service
 * status check recorded by an officer (the submission when on the Update Service and none is recorded yet),
 * otherwise after the certificate's `issue_date`.
 */
function dbsRecheck(input: DeadlineInput, submittedOn: IsoDate, policy: RulePolicy): Deadline {
  const { answers } = input;
  const base =
    latestCheck(input.checks, 'dbs_status')?.checked_on ??
    (answers.on_update_service === true ? submittedOn : dateAnswer(answers, 'issue_date') ?? submittedOn);
  return deadline(addMonths(base, policy.dbs_recheck_months), 'dbs_recheck', 'policy', { months: policy.dbs_recheck_months });
}

/**
 * Social Work England registration runs 1 December to 30 November and is renewed each year [S83]: the next
 * 30 November (or an earlier `expiry_date`, which version 1 of the form asked). HCPC renews every two years in windows per profession [S84]: the
 * registration's own `expiry_date`.
 */
function registrationRecheck(answers: FormAnswers, submittedOn: IsoDate): Deadline | null {
  const expiry = dateAnswer(answers, 'expiry_date');
  if (answers.registration_type === 'swe-registration') {
    const renewal = nextAnnualDate(submittedOn, 11, 30);
    return deadline(expiry && expiry < renewal ? expiry : renewal, 'registration_swe', 'law');
  }
  if (answers.registration_type === 'hcpc-registration' && expiry) return deadline(expiry, 'registration_hcpc', 'law');
  return null;
}

/**
 * KCSIE: sign again when the next confirmed edition after the one signed (`edition_year`, else the one in
 * force at submission) comes into force [S39][S41]. None known yet: no deadline.
 */
function kcsieResign(answers: FormAnswers, submittedOn: IsoDate, editions: readonly KcsieEdition[]): Deadline | null {
  const confirmed = editions.filter((e) => e.confirmed).sort((a, b) => a.year - b.year);
  const inForce = confirmed.filter((e) => e.in_force <= submittedOn).at(-1);
  // The edition is chosen from a list (a string); older versions of the form stored a number.
  const chosen = Number(answers.edition_year);
  const signed = Number.isInteger(chosen) && chosen > 0 ? chosen : inForce?.year;
  const next = confirmed.find((e) => signed === undefined || e.year > signed);
  return next ? deadline(next.in_force, 'kcsie_edition', 'guidance') : null;
}

/** The earliest of the licence's and the business insurance's expiry (agency POLICY checks, [S81]). */
function drivingExpiry(answers: FormAnswers): Deadline | null {
  const dates = [dateAnswer(answers, 'licence_expiry_date'), dateAnswer(answers, 'insurance_expiry_date')].filter(
    (d): d is IsoDate => d !== null,
  );
  if (dates.length === 0) return null;
  return deadline(dates.reduce((a, b) => (a < b ? a : b)), 'driving', 'policy');
}

/** A 48-hour opt-out agreed for a set period ends on its `end_date` [S70]. */
function optOutEnd(answers: FormAnswers): Deadline | null {
  const end = dateAnswer(answers, 'end_date');
  return end ? deadline(end, 'opt_out_end', 'law') : null;
}

/**
 * The forms {@link dueDate} can give a deadline to (every other form has none), so a job looking for items past
 * their deadline reads only these. Keep in step with the switch below.
 */
export const DEADLINE_FORM_KEYS: readonly FormKey[] = [
  'compliance-docs/right-to-work',
  'tempest-forms/right-to-work',
  'compliance-docs/dbs-check',
  'tempest-forms/professional-registration',
  'tempest-forms/keeping-children-safe-in-education',
  'compliance-docs/driving-documentation',
  'tempest-forms/48-hour-opt-out-agreement',
];

/** The next deadline of a submission, or null when none applies (most declarations, references...). */
export function dueDate(key: FormKey, input: DeadlineInput, options: DeadlineOptions = {}): Deadline | null {
  const submittedOn = calendarDate(input.submitted_at);
  const { answers } = input;
  switch (key) {
    case 'compliance-docs/right-to-work':
    case 'tempest-forms/right-to-work':
      return rightToWorkFollowUp(answers, submittedOn, input.checks).deadline;
    case 'compliance-docs/dbs-check':
      return dbsRecheck(input, submittedOn, options.policy ?? DEFAULT_RULE_POLICY);
    case 'tempest-forms/professional-registration':
      return registrationRecheck(answers, submittedOn);
    case 'tempest-forms/keeping-children-safe-in-education':
      return kcsieResign(answers, submittedOn, options.kcsie_editions ?? KCSIE_EDITIONS);
    case 'compliance-docs/driving-documentation':
      return drivingExpiry(answers);
    case 'tempest-forms/48-hour-opt-out-agreement':
      return optOutEnd(answers);
    default:
      return null;
  }
}

/** Whether a deadline has passed at `now` (UK date): the item is then 'expired'. */
export function isPastDue(dueAt: IsoDate | null, now: Date): boolean {
  return dueAt !== null && calendarDate(now) > dueAt;
}
