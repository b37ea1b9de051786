/**
 * What someone reviewing a candidate may see of a submission's answers.
 */
import type { Permission } from '../permissions.js';
import { conditionMatches } from './fields.js';
import type { FormAnswers, FormDefinition } from './types.js';

export const REVIEW_PERMISSION: Permission = 'documents.review';
export const HEALTH_PERMISSION: Permission = 'documents.health';

export type HealthOutcome = 'fit' | 'needs_referral';

export type ReviewerView =
  | { readonly access: 'full'; readonly answers: FormAnswers }
  /** Health forms without the health permission: only the outcome. */
  | { readonly access: 'outcome'; readonly outcome: HealthOutcome }
  | { readonly access: 'none' };

/** For a health form: 'needs_referral' when any referral condition holds; null for other forms. */
export function healthOutcome(definition: FormDefinition, answers: FormAnswers): HealthOutcome | null {
  const sensitive = definition.sensitive;
  if (sensitive?.kind !== 'health') return null;
  return sensitive.referral_when.some((c) => conditionMatches(c, answers[c.field])) ? 'needs_referral' : 'fit';
}

/**
 * The answers a reviewer with these permissions may see. Forms without a
 * sensitivity flag are shown in full (the route decides who reviews at all):
 * - criminal record: only with the review permission;
 * - equal opportunities: never (anonymous statistics only);
 * - health: in full with the health permission, otherwise fit / needs referral.
 */
export function answersForReviewer(
  definition: FormDefinition,
  answers: FormAnswers,
  permissions: readonly string[],
): ReviewerView {
  const sensitive = definition.sensitive;
  switch (sensitive?.kind) {
    case undefined:
      return { access: 'full', answers };
    case 'criminal_record':
      return permissions.includes(REVIEW_PERMISSION) ? { access: 'full', answers } : { access: 'none' };
    case 'equal_opportunities':
      return { access: 'none' };
    case 'health':
      return permissions.includes(HEALTH_PERMISSION)
        ? { access: 'full', answers }
        : { access: 'outcome', outcome: healthOutcome(definition, answers) ?? 'fit' };
  }
}
