import { describe, expect, it } from 'vitest';
import { getFormDefinitionByKey } from '../forms/registry.js';
import { validateAnswers } from '../forms/validate.js';
import { decideRequirement } from './requirements.js';
import { historyFlags } from './history.js';
import { EMPTY_COMPLIANCE_PROFILE } from './profile.js';

const TODAY = '2026-11-24';
const job = (organisation: string, from: string, to: string | undefined, withChildren: boolean) => ({
  activity: 'employment',
  organisation,
  role: 'Teaching assistant',
  from,
  ...(to ? { to } : {}),
  worked_with_children: withChildren,
});
const other = (description: string, from: string, to: string) => ({ activity: 'other', description, from, to });

describe('employment history form', () => {
  const definition = getFormDefinitionByKey('tempest-forms/employment-history')!;
  const submit = (periods: unknown[]) => validateAnswers(definition, { periods }, { mode: 'submit', now: new Date(`${TODAY}T12:00:00Z`) });

  it('is required for every candidate, under KCSIE', () => {
    const decision = decideRequirement({ ...EMPTY_COMPLIANCE_PROFILE, roles: ['care_worker'], settings: ['social_care'] }, 'tempest-forms/employment-history');
    expect(decision).toMatchObject({ requirement: 'required', basis: 'guidance', sources: ['S53', 'S68'] });
  });

  it('accepts 5 years covered by work and time out of work', () => {
    const result = submit([job('Oak School', '2024-01-01', undefined, true), other('Caring for my mother', '2023-02-01', '2023-12-31'), job('Shop', '2020-06-01', '2023-01-20', false)]);
    expect(result.success).toBe(true);
  });

  it('names the dates of a gap over a month', () => {
    const result = submit([job('Oak School', '2024-01-01', undefined, true), job('Shop', '2020-06-01', '2023-06-30', false)]);
    expect(result.success).toBe(false);
    expect(!result.success && result.issues).toEqual([
      { path: ['periods'], message: 'forms.validation.history_gap', params: { from: '2023-07-01', to: '2023-12-31' } },
    ]);
  });

  it('asks what the candidate was doing when it was not work or study, and whether a job was with children', () => {
    const result = submit([{ activity: 'other', from: '2020-01-01' }, { activity: 'employment', organisation: 'X', role: 'Y', from: '2019-01-01', to: '2019-12-31' }]);
    expect(!result.success && result.issues.map((issue) => issue.path.join('.'))).toEqual(['periods.0.description', 'periods.1.worked_with_children']);
  });
});

describe('history flags for officers', () => {
  const history = (...periods: object[]) => ({ periods }) as never;

  it('flags a missing history', () => {
    expect(historyFlags(null, [], TODAY)).toEqual([{ code: 'history_missing', from: null, to: null, detail: null }]);
  });

  it('flags gaps and time out of work', () => {
    const flags = historyFlags(
      history(job('Oak School', '2024-01-01', undefined, true), other('Travelling', '2023-02-01', '2023-09-30'), job('Shop', '2019-06-01', '2022-12-31', false)),
      [{ most_recent_employer: true, worked_with_children: true }],
      TODAY,
    );
    expect(flags).toEqual([
      { code: 'gap', from: '2023-10-01', to: '2023-12-31', detail: null },
      { code: 'not_working', from: '2023-02-01', to: '2023-09-30', detail: 'Travelling' },
    ]);
  });

  it('flags no reference from the most recent employer', () => {
    const flags = historyFlags(history(job('Oak School', '2021-01-01', undefined, true)), [{ most_recent_employer: false, worked_with_children: true }], TODAY);
    expect(flags).toEqual([{ code: 'no_recent_employer_reference', from: '2021-01-01', to: null, detail: 'Oak School' }]);
  });

  it('flags no reference from the last employer with children when the latest job was not with children', () => {
    const periods = [job('Office Ltd', '2024-01-01', undefined, false), job('Oak School', '2020-01-01', '2023-12-31', true)];
    expect(historyFlags(history(...periods), [{ most_recent_employer: true, worked_with_children: false }], TODAY)).toEqual([
      { code: 'no_children_employer_reference', from: '2020-01-01', to: '2023-12-31', detail: 'Oak School' },
    ]);
    expect(historyFlags(history(...periods), [{ most_recent_employer: true, worked_with_children: false }, { worked_with_children: true }], TODAY)).toEqual([]);
  });

  it('needs no children reference when the latest job was with children', () => {
    const periods = [job('Oak School', '2024-01-01', undefined, true), job('Elm School', '2020-01-01', '2023-12-31', true)];
    expect(historyFlags(history(...periods), [{ most_recent_employer: true, worked_with_children: true }], TODAY)).toEqual([]);
  });
});
