import {
  checklistProgress,
  decideRequirements,
  FORM_DEFINITIONS,
  planChecklist,
  type ComplianceProfile,
  type FormKey,
  type IsoDate,
  type RequirementDecision,
  type RulePolicy,
  type TSubmissionStatus,
} from '@portal/contract';
import { dueOf, shownUnderRules, type SubmittedFacts } from './checklist-rules.js';
import { isExpiringSoon, type StatusFacts } from './status.js';

/** What the rules read of a candidate: their profile, the current version of each form, and the latest submitted. */
export interface ChecklistFacts<Row extends StatusFacts = StatusFacts> {
  profile: ComplianceProfile;
  current: ReadonlyMap<string, Row>;
  submitted: ReadonlyMap<string, SubmittedFacts>;
}

export interface EvaluatedItem<Row extends StatusFacts = StatusFacts> {
  key: FormKey;
  definition: (typeof FORM_DEFINITIONS)[number];
  decision: RequirementDecision;
  row: Row | undefined;
  status: TSubmissionStatus | 'not_started';
  /** As shown (shownUnderRules): past its deadline, the day after it. */
  expires_at: IsoDate | null;
  due_at: IsoDate | null;
  expiring_soon: boolean;
}

/**
 * The forms the candidate's profile calls for, in registry order, each with its status under the rules on
 * `today`, and the progress of required items (a pair of forms being one item). The candidate's own checklist,
 * the officer's summary, the candidates list and the dashboard figures all read a candidate through this.
 */
export function evaluateChecklist<Row extends StatusFacts>(facts: ChecklistFacts<Row>, today: IsoDate, policy: RulePolicy) {
  const decisions = decideRequirements(facts.profile);
  const plan = planChecklist(facts.profile, { hasSubmission: (key) => facts.current.has(key) });
  const listed = new Set(
    [...plan.required.flatMap((group) => group.items), ...plan.optional, ...plan.not_applicable].flatMap((item) => item.subject.steps),
  );
  const items = FORM_DEFINITIONS.filter((definition) => listed.has(definition.key)).map((definition): EvaluatedItem<Row> => {
    const key = definition.key as FormKey;
    const row = facts.current.get(key);
    const decision = decisions[key];
    const due_at = dueOf(key, facts.submitted.get(key), policy);
    const shown = row ? shownUnderRules(row, decision, due_at, today) : null;
    return {
      key,
      definition,
      decision,
      row,
      status: shown?.status ?? 'not_started',
      expires_at: shown?.expires_at ?? null,
      due_at,
      expiring_soon: row !== undefined && shown?.status === 'approved' && isExpiringSoon(row, today),
    };
  });
  const statusOf = new Map(items.map((item) => [item.key, item.status]));
  const progress = checklistProgress(plan, (key) => statusOf.get(key) === 'approved');
  return { items, progress, plan };
}
