import {
  CHECKLIST_SECTIONS,
  CHECKLIST_SUBJECTS,
  type ChecklistSection,
  type Requirement,
  type TChecklistItem,
  type TSubmissionStatus,
} from '@portal/contract';

/**
 * One line of the checklist: a single form, or a pair of forms about one subject (DBS, identity, right to
 * work, overseas checks, driving) shown as one item whose steps are the two forms.
 */
export interface ChecklistEntry {
  /** The pair's name ('dbs'), or the single form's key. */
  subject: string;
  /** Two forms about one subject: titled rules.subjects.<subject>, each form a step. */
  paired: boolean;
  section: ChecklistSection;
  requirement: Requirement;
  /** Why the rules decided so, in the request's language. */
  why: string;
  /** The earliest deadline of its steps ('YYYY-MM-DD'), or null. */
  due_at: string | null;
  steps: TChecklistItem[];
}

export interface ChecklistGroups {
  /** Required items by section, in CHECKLIST_SECTIONS order; empty sections left out. */
  required: { section: ChecklistSection; entries: ChecklistEntry[] }[];
  optional: ChecklistEntry[];
  notApplicable: ChecklistEntry[];
}

const SUBJECT_ORDER = new Map(CHECKLIST_SUBJECTS.map((subject, index) => [subject.id as string, index]));
const STEP_ORDER = new Map(CHECKLIST_SUBJECTS.flatMap((subject) => subject.steps.map((key, index) => [key as string, index])));
const STRENGTH: Requirement[] = ['required', 'optional', 'not_applicable'];
const orderOf = (map: Map<string, number>, key: string) => map.get(key) ?? Number.MAX_SAFE_INTEGER;

/** Every subject once, in the contract's checklist order (the API lists forms in registry order). */
export function checklistEntries(items: readonly TChecklistItem[]): ChecklistEntry[] {
  const bySubject = new Map<string, TChecklistItem[]>();
  for (const item of items) bySubject.set(item.subject, [...(bySubject.get(item.subject) ?? []), item]);
  return [...bySubject]
    .sort(([a], [b]) => orderOf(SUBJECT_ORDER, a) - orderOf(SUBJECT_ORDER, b))
    .map(([subject, list]) => {
      const steps = [...list].sort((a, b) => orderOf(STEP_ORDER, a.key) - orderOf(STEP_ORDER, b.key));
      const first = steps[0]!;
      // A pair's steps share one decision; should they ever differ, the item is as strict as its strictest step.
      const requirement = STRENGTH.find((level) => steps.some((step) => step.requirement === level)) ?? first.requirement;
      const due = steps.map((step) => step.due_at).filter((date): date is string => date !== null).sort();
      return {
        subject,
        paired: subject !== first.key,
        section: first.section,
        requirement,
        why: (steps.find((step) => step.requirement === requirement) ?? first).why,
        due_at: due[0] ?? null,
        steps,
      };
    });
}

/** Required items grouped by section, then the optional ones, then those the candidate's work does not need. */
export function groupChecklist(items: readonly TChecklistItem[]): ChecklistGroups {
  const entries = checklistEntries(items);
  const required = entries.filter((entry) => entry.requirement === 'required');
  return {
    required: CHECKLIST_SECTIONS.map((section) => ({ section, entries: required.filter((entry) => entry.section === section) })).filter(
      (group) => group.entries.length > 0,
    ),
    optional: entries.filter((entry) => entry.requirement === 'optional'),
    notApplicable: entries.filter((entry) => entry.requirement === 'not_applicable'),
  };
}

/** Most urgent first: what was refused or ran out, then what was begun, then what was never opened. */
const URGENCY: readonly TSubmissionStatus[] = ['rejected', 'expired', 'draft', 'not_started'];

/** The next form to do among the required items, in the order they are shown. */
export function nextStep(groups: ChecklistGroups): TChecklistItem | undefined {
  const steps = groups.required.flatMap((group) => group.entries.flatMap((entry) => entry.steps));
  for (const status of URGENCY) {
    const step = steps.find((candidate) => candidate.status === status);
    if (step) return step;
  }
  return undefined;
}

/** A calendar date ('YYYY-MM-DD') in words, e.g. '31 March 2027' or '৩১ মার্চ, ২০২৭'. */
export function formatDay(date: string, language: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}
