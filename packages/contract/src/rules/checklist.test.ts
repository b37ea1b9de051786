import { describe, expect, it } from 'vitest';
import type { FormKey } from '../forms/keys.js';
import { FORM_KEYS } from '../forms/registry.js';
import { CHECKLIST_SECTIONS, CHECKLIST_SUBJECTS, checklistProgress, checklistSubjectOf, planChecklist } from './checklist.js';
import { EMPTY_COMPLIANCE_PROFILE, type ComplianceProfile } from './profile.js';

const teacher: ComplianceProfile = { ...EMPTY_COMPLIANCE_PROFILE, roles: ['teacher'], settings: ['school'] };
const keysOf = (items: readonly { subject: { steps: readonly FormKey[] } }[]) => items.flatMap((item) => item.subject.steps);

describe('checklist subjects', () => {
  it('hold every form of the registry exactly once', () => {
    const keys = CHECKLIST_SUBJECTS.flatMap((subject) => subject.steps);
    expect([...keys].sort()).toEqual([...FORM_KEYS].sort());
  });

  it('present each near-duplicate pair as one item with two steps', () => {
    const pairs = Object.fromEntries(CHECKLIST_SUBJECTS.filter((s) => s.steps.length > 1).map((s) => [s.id, s.steps]));
    expect(pairs).toEqual({
      right_to_work: ['tempest-forms/right-to-work', 'compliance-docs/right-to-work'],
      identity: ['tempest-forms/proof-of-id', 'compliance-docs/proof-of-id'],
      dbs: ['tempest-forms/dbs-check', 'compliance-docs/dbs-check'],
      overseas_checks: ['tempest-forms/oversieas-police-check', 'compliance-docs/oversieas-police-check'],
      driving: ['tempest-forms/driving-documentation', 'compliance-docs/driving-documentation'],
    });
    expect(checklistSubjectOf('compliance-docs/dbs-check').title).toBe('rules.subjects.dbs');
    expect(checklistSubjectOf('tempest-forms/code-of-conduct')).toMatchObject({ id: 'tempest-forms/code-of-conduct', title: null });
  });
});

describe('planChecklist', () => {
  it('groups required items by section, in order, then optional, then not applicable with their reasons', () => {
    const plan = planChecklist(teacher);
    expect(plan.required.map((group) => group.section)).toEqual([...CHECKLIST_SECTIONS]);
    expect(plan.required.every((group) => group.items.every((item) => item.requirement === 'required'))).toBe(true);
    expect(plan.optional.every((item) => item.requirement === 'optional')).toBe(true);
    expect(keysOf(plan.required[0]?.items ?? []).slice(0, 4)).toEqual([
      'tempest-forms/right-to-work',
      'compliance-docs/right-to-work',
      'tempest-forms/proof-of-id',
      'compliance-docs/proof-of-id',
    ]);
    const household = plan.not_applicable.find((item) => item.subject.id === 'tempest-forms/disqualification-by-association-declaration');
    expect(household?.decision.reason).toBe('rules.reasons.disqualification_by_association_not_domestic');
  });

  it("leaves 'DfE details (earlier version)' out unless the candidate already has a submission of it", () => {
    const old: FormKey = 'tempest-forms/DFE-details-old';
    const all = (plan: ReturnType<typeof planChecklist>) => [...plan.required.flatMap((g) => keysOf(g.items)), ...keysOf(plan.optional), ...keysOf(plan.not_applicable)];
    expect(all(planChecklist(teacher))).not.toContain(old);
    const withOld = planChecklist(teacher, { hasSubmission: (key) => key === old });
    expect(keysOf(withOld.not_applicable)).toContain(old);
    expect(all(planChecklist(teacher)).length).toBe(FORM_KEYS.length - 1);
  });

  it('counts progress in required items, a pair done when both its steps are', () => {
    const plan = planChecklist(teacher);
    const total = plan.required.reduce((n, g) => n + g.items.length, 0);
    expect(checklistProgress(plan, () => false)).toEqual({ done: 0, total });
    expect(checklistProgress(plan, (key) => key === 'tempest-forms/dbs-check')).toEqual({ done: 0, total });
    const dbsDone = (key: FormKey) => key === 'tempest-forms/dbs-check' || key === 'compliance-docs/dbs-check';
    expect(checklistProgress(plan, dbsDone)).toEqual({ done: 1, total });
    // Optional items never count: the equal-opportunities form is not among the total.
    expect(checklistProgress(plan, (key) => key === 'tempest-forms/equal-opportunities').done).toBe(0);
  });
});
