/**
 * What the UK rules add to each checklist item (contract rules/*): the requirement and why, the next deadline,
 * the retention clock, and the item it belongs to. Shared by the candidate's checklist, the officer's summary
 * and the review queue, so every screen says the same.
 */
import {
  addDays,
  checklistSubjectOf,
  dueDate,
  FORM_RETENTION,
  lawfulBasisCode,
  lawfulBasisOf,
  retentionOf,
  type Deadline,
  type SubmissionCheckFacts,
  type FormAnswers,
  type FormKey,
  type IsoDate,
  type RequirementDecision,
  type RulePolicy,
  type TChecklistItemRules,
  type TSubmissionStatus,
} from '@portal/contract';
import type { TFunction } from 'i18next';
import type { SubmissionRowStatus } from '../../db/schema/index.js';
import { effectiveStatus, type StatusFacts } from './status.js';

/** A submitted version the clocks run from (submissionsRepository.latestSubmittedOfUser), with its officers' checks. */
export interface SubmittedFacts {
  answers: Record<string, unknown>;
  submitted_at: Date | null;
  reviewed_at: Date | null;
  status: SubmissionRowStatus;
  checks?: readonly SubmissionCheckFacts[];
}

type DeadlineFacts = Pick<SubmittedFacts, 'answers' | 'submitted_at' | 'checks'>;

/** The version's next statutory or policy deadline (the officer's latest check first), or null when none applies. */
export function deadlineOf(key: FormKey, submitted: DeadlineFacts | undefined, policy: RulePolicy): Deadline | null {
  if (!submitted?.submitted_at) return null;
  const input = { answers: submitted.answers as FormAnswers, submitted_at: submitted.submitted_at, checks: submitted.checks };
  return dueDate(key, input, { policy });
}

export function dueOf(key: FormKey, submitted: DeadlineFacts | undefined, policy: RulePolicy): IsoDate | null {
  return deadlineOf(key, submitted, policy)?.due_at ?? null;
}

/**
 * When the records are deleted. When the candidate last worked through the agency is not recorded yet, so
 * only the clocks that do not wait for it run (the DBS certificate copy, criminal-record details).
 */
function retainUntil(key: FormKey, submitted: SubmittedFacts | undefined, policy: RulePolicy): IsoDate | null {
  if (!submitted?.submitted_at) return null;
  const decided = submitted.status === 'approved' || submitted.status === 'expired' ? submitted.reviewed_at : null;
  const clock = { submitted_at: submitted.submitted_at, checked_at: submitted.reviewed_at, decided_at: decided };
  return retentionOf(key, clock, policy).retain_until;
}

export function itemRules(
  key: FormKey,
  decision: RequirementDecision,
  submitted: SubmittedFacts | undefined,
  t: TFunction,
  policy: RulePolicy,
): TChecklistItemRules {
  const subject = checklistSubjectOf(key);
  return {
    requirement: decision.requirement,
    why: t(decision.reason),
    due_at: dueOf(key, submitted, policy),
    retain_until: retainUntil(key, submitted, policy),
    subject: subject.id,
    section: subject.section,
  };
}

/**
 * The status once the rules have spoken: a required item past its deadline no longer counts ('expired'), as
 * the daily expiry job will record. The deadline is the last day that still covers, so it is past from the
 * day after. Optional and not-applicable items keep their status: nothing is owed by a date.
 */
export function statusUnderRules(status: TSubmissionStatus, decision: RequirementDecision, dueAt: IsoDate | null, today: IsoDate): TSubmissionStatus {
  const live = status === 'approved' || status === 'submitted';
  return live && decision.requirement === 'required' && dueAt !== null && dueAt < today ? 'expired' : status;
}

/** A version's status and expiry date as people see them. */
export interface ShownState {
  status: TSubmissionStatus;
  expires_at: IsoDate | null;
}

/**
 * The status (statusUnderRules) and expiry date people see: a version that stopped counting at its deadline
 * expired the day after it, as the daily expiry job records, whatever later date the form's own expiry gives.
 */
export function shownUnderRules(row: StatusFacts, decision: RequirementDecision, dueAt: IsoDate | null, today: IsoDate): ShownState {
  const stored = effectiveStatus(row, today);
  const status = statusUnderRules(stored, decision, dueAt, today);
  return { status, expires_at: status !== stored && dueAt !== null ? addDays(dueAt, 1) : row.expires_at };
}

/**
 * What the rules fix when a version is submitted (uk-rules.md 'Changes to forms.md' 17): its lawful basis and
 * retention class as they stand that day, and its first deadline (an officer's check may move it).
 */
export function recordsAtSubmission(key: FormKey, answers: FormAnswers, submittedAt: Date, policy: RulePolicy) {
  return {
    due_at: dueOf(key, { answers, submitted_at: submittedAt }, policy),
    lawful_basis: lawfulBasisCode(lawfulBasisOf(key)),
    retention_class: FORM_RETENTION[key],
  };
}
