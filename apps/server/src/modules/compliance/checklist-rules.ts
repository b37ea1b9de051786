/**
 * What the UK rules add to each checklist item (contract rules/*): the requirement and why, the next deadline,
 * the retention clock, and the item it belongs to. Shared by the candidate's checklist, the officer's summary
 * and the review queue, so every screen says the same.
 */
import {
  checklistSubjectOf,
  dueDate,
  retentionOf,
  type FormAnswers,
  type FormKey,
  type IsoDate,
  type RequirementDecision,
  type TChecklistItemRules,
  type TSubmissionStatus,
} from '@portal/contract';
import type { TFunction } from 'i18next';
import type { SubmissionRowStatus } from '../../db/schema/index.js';

/** A submitted version the clocks run from (submissionsRepository.latestSubmittedOfUser). */
export interface SubmittedFacts {
  answers: Record<string, unknown>;
  submitted_at: Date | null;
  reviewed_at: Date | null;
  status: SubmissionRowStatus;
}

/** The version's next statutory or policy deadline, or null when none applies. */
export function dueOf(key: FormKey, submitted: Pick<SubmittedFacts, 'answers' | 'submitted_at'> | undefined): IsoDate | null {
  if (!submitted?.submitted_at) return null;
  return dueDate(key, { answers: submitted.answers as FormAnswers, submitted_at: submitted.submitted_at })?.due_at ?? null;
}

/**
 * When the records are deleted. When the candidate last worked through the agency is not recorded yet, so
 * only the clocks that do not wait for it run (the DBS certificate copy, criminal-record details).
 */
function retainUntil(key: FormKey, submitted: SubmittedFacts | undefined): IsoDate | null {
  if (!submitted?.submitted_at) return null;
  const decided = submitted.status === 'approved' || submitted.status === 'expired' ? submitted.reviewed_at : null;
  return retentionOf(key, { submitted_at: submitted.submitted_at, checked_at: submitted.reviewed_at, decided_at: decided }).retain_until;
}

export function itemRules(
  key: FormKey,
  decision: RequirementDecision,
  submitted: SubmittedFacts | undefined,
  t: TFunction,
): TChecklistItemRules {
  const subject = checklistSubjectOf(key);
  return {
    requirement: decision.requirement,
    why: t(decision.reason),
    due_at: dueOf(key, submitted),
    retain_until: retainUntil(key, submitted),
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
