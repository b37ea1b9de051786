/**
 * How the checklist presents the forms: grouped by what the candidate is doing, required items first,
 * optional ones apart, not-applicable ones folded with their reason. Where the spec keeps two routes for one
 * subject (DBS certificate / DBS check, proof of identity, right to work, overseas, driving) the checklist
 * shows one item whose steps are the two forms; both routes keep working on their own.
 */
import { z } from 'zod';
import type { FormKey } from '../forms/keys.js';
import type { RulesMessages } from '../messages/rules.js';
import type { ComplianceProfile } from './profile.js';
import { decideRequirements, LEGACY_FORM_KEYS, REQUIREMENTS, type Requirement, type RequirementDecision } from './requirements.js';

export const CHECKLIST_SECTIONS = [
  'identity_and_right_to_work',
  'criminal_record',
  'references',
  'role_checks',
  'declarations',
] as const satisfies readonly (keyof RulesMessages['sections'])[];
export type ChecklistSection = (typeof CHECKLIST_SECTIONS)[number];

export type PairedSubject = keyof RulesMessages['subjects'];

export interface ChecklistSubject {
  /** A pair's name ('dbs'), or the form key of a single form. */
  readonly id: PairedSubject | FormKey;
  readonly section: ChecklistSection;
  /** The forms, in the order the candidate does them: what they tell us, then the document. */
  readonly steps: readonly FormKey[];
  /** 'rules.subjects.<id>' for a pair; null for a single form, which is shown with its own title. */
  readonly title: `rules.subjects.${PairedSubject}` | null;
}

const pair = (id: PairedSubject, section: ChecklistSection, steps: [FormKey, FormKey]): ChecklistSubject => ({
  id,
  section,
  steps,
  title: `rules.subjects.${id}`,
});
const single = (key: FormKey, section: ChecklistSection): ChecklistSubject => ({ id: key, section, steps: [key], title: null });

/** Every form once, in checklist order. */
export const CHECKLIST_SUBJECTS: readonly ChecklistSubject[] = [
  pair('right_to_work', 'identity_and_right_to_work', ['tempest-forms/right-to-work', 'compliance-docs/right-to-work']),
  pair('identity', 'identity_and_right_to_work', ['tempest-forms/proof-of-id', 'compliance-docs/proof-of-id']),
  single('tempest-forms/proof-of-address-check', 'identity_and_right_to_work'),
  single('compliance-docs/proof-of-address-check-1', 'identity_and_right_to_work'),
  single('compliance-docs/proof-of-address-check-2', 'identity_and_right_to_work'),
  single('compliance-docs/national-insurance', 'identity_and_right_to_work'),
  single('tempest-forms/name-change', 'identity_and_right_to_work'),
  pair('dbs', 'criminal_record', ['tempest-forms/dbs-check', 'compliance-docs/dbs-check']),
  single('tempest-forms/online-check-consent-form', 'criminal_record'),
  single('tempest-forms/criminal-conviction-declaration', 'criminal_record'),
  single('tempest-forms/disqualification-check', 'criminal_record'),
  single('tempest-forms/disqualification-by-association-declaration', 'criminal_record'),
  pair('overseas_checks', 'criminal_record', ['tempest-forms/oversieas-police-check', 'compliance-docs/oversieas-police-check']),
  single('tempest-forms/employment-history', 'references'),
  single('references/professional-reference', 'references'),
  single('references/character-reference', 'references'),
  single('references/academic-reference', 'references'),
  single('tempest-forms/qualification-check', 'role_checks'),
  single('tempest-forms/dfe-details', 'role_checks'),
  single('tempest-forms/DFE-details-old', 'role_checks'),
  single('tempest-forms/professional-registration', 'role_checks'),
  pair('driving', 'role_checks', ['tempest-forms/driving-documentation', 'compliance-docs/driving-documentation']),
  single('tempest-forms/fitness-to-teach', 'role_checks'),
  single('tempest-forms/candidate-and-REC-declaration', 'declarations'),
  single('tempest-forms/terms-of-engagement', 'declarations'),
  single('tempest-forms/candidate-declaration', 'declarations'),
  single('tempest-forms/code-of-conduct', 'declarations'),
  single('tempest-forms/keeping-children-safe-in-education', 'declarations'),
  single('tempest-forms/disciplinary-declaration', 'declarations'),
  single('tempest-forms/48-hour-opt-out-agreement', 'declarations'),
  single('tempest-forms/equal-opportunities', 'declarations'),
];

const SUBJECT_OF: ReadonlyMap<FormKey, ChecklistSubject> = new Map(
  CHECKLIST_SUBJECTS.flatMap((subject) => subject.steps.map((key) => [key, subject] as const)),
);

/** The checklist item a form belongs to. */
export function checklistSubjectOf(key: FormKey): ChecklistSubject {
  const subject = SUBJECT_OF.get(key);
  if (!subject) throw new Error(`No checklist subject for ${key}`);
  return subject;
}

export interface ChecklistPlanItem {
  readonly subject: ChecklistSubject;
  readonly requirement: Requirement;
  /** The decision of the item's rule (a pair's steps share one). */
  readonly decision: RequirementDecision;
}

export interface ChecklistPlan {
  /** Required items, by section in {@link CHECKLIST_SECTIONS} order; empty sections left out. */
  readonly required: readonly { readonly section: ChecklistSection; readonly items: readonly ChecklistPlanItem[] }[];
  readonly optional: readonly ChecklistPlanItem[];
  /** Folded in the checklist, each with its reason. */
  readonly not_applicable: readonly ChecklistPlanItem[];
}

export interface ChecklistPlanOptions {
  /** Whether the candidate has a submission of a form: legacy forms are listed only then. */
  readonly hasSubmission?: (key: FormKey) => boolean;
}

/** The checklist's shape for a profile; the server adds each step's status, dates and title. */
export function planChecklist(profile: ComplianceProfile, options: ChecklistPlanOptions = {}): ChecklistPlan {
  const decisions = decideRequirements(profile);
  const has = options.hasSubmission ?? (() => false);
  const items: ChecklistPlanItem[] = [];
  for (const subject of CHECKLIST_SUBJECTS) {
    const steps = subject.steps.filter((key) => !LEGACY_FORM_KEYS.includes(key) || has(key));
    const first = steps[0];
    if (first === undefined) continue;
    const decision = decisions[first];
    items.push({ subject: { ...subject, steps }, requirement: decision.requirement, decision });
  }
  const by = (requirement: Requirement) => items.filter((item) => item.requirement === requirement);
  const required = CHECKLIST_SECTIONS.map((section) => ({
    section,
    items: by('required').filter((item) => item.subject.section === section),
  })).filter((group) => group.items.length > 0);
  return { required, optional: by('optional'), not_applicable: by('not_applicable') };
}

/**
 * Progress counts required items only; an item is done when every one of its steps is (for the server:
 * approved and not expired).
 */
export function checklistProgress(plan: ChecklistPlan, isDone: (key: FormKey) => boolean): { done: number; total: number } {
  const items = plan.required.flatMap((group) => group.items);
  return { done: items.filter((item) => item.subject.steps.every(isDone)).length, total: items.length };
}

/**
 * What each item of GET /api/v1/compliance gains (api-contract.md 'Compliance profile'): the server extends
 * ZChecklistItem with these when it adopts the rules.
 */
export const ZChecklistItemRules = z.object({
  requirement: z.enum(REQUIREMENTS),
  /** The decision's reason, in the request's language. */
  why: z.string(),
  /** 'YYYY-MM-DD': the next statutory or policy deadline (rules/deadlines.ts), or null when none. */
  due_at: z.string().nullable(),
  /** 'YYYY-MM-DD': when the retention clock runs out (rules/retention.ts), or null while it has not started. */
  retain_until: z.string().nullable(),
  /** The checklist item the form belongs to: a pair's name, or the form's own key. */
  subject: z.string(),
  section: z.enum(CHECKLIST_SECTIONS),
});
export type TChecklistItemRules = z.infer<typeof ZChecklistItemRules>;
