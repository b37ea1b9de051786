import { describe, expect, it } from 'vitest';
import type { FormKey } from '../forms/keys.js';
import { FORM_KEYS } from '../forms/registry.js';
import { dueDate, isPastDue, rightToWorkFollowUp } from './deadlines.js';
import { DEFAULT_RULE_POLICY, KCSIE_EDITIONS } from './policy.js';

const at = (iso: string) => new Date(iso);
const due = (key: FormKey, answers: Record<string, unknown>, submitted = '2025-06-15T10:00:00Z') =>
  dueDate(key, { answers: answers as never, submitted_at: at(submitted) });

const check = (result: string, details: Record<string, unknown> = {}, method = 'online', checked_on = '2025-06-16') =>
  ({ kind: 'right_to_work', method, result, checked_on, details }) as const;

describe('right to work follow-up [S13][S14][S15]', () => {
  const rtw: FormKey = 'compliance-docs/right-to-work';
  const dueWith = (key: FormKey, checks: readonly ReturnType<typeof check>[], answers: Record<string, unknown> = {}) =>
    dueDate(key, { answers: answers as never, submitted_at: at('2025-06-15T10:00:00Z'), checks });

  it("is the permission expiry day for List B group 1, not 30 days before", () => {
    expect(dueWith(rtw, [check('time_limited', { permission_expiry_date: '2026-05-01' })])).toMatchObject({
      due_at: '2026-05-01',
      rule: 'right_to_work_permission_expiry',
      label: 'rules.deadlines.right_to_work_permission_expiry',
      basis: 'law',
    });
    // Before an officer records the check, a visa's own expiry is the permission's.
    expect(due(rtw, { document_type: 'visa', expiry_date: '2026-05-01' })?.due_at).toBe('2026-05-01');
  });

  it('is the positive verification notice + 6 months for group 2 (Employer Checking Service)', () => {
    expect(dueWith(rtw, [check('pvn', { pvn_date: '2025-08-31' }, 'ecs')])).toMatchObject({ due_at: '2026-02-28', rule: 'right_to_work_pvn' });
    expect(rightToWorkFollowUp({}, '2025-01-11', [check('pvn', { pvn_date: '2025-01-10' }, 'ecs')]).excuse).toBe('pvn');
  });

  it('follows the latest check: a later check with no time limit ends the follow-up', () => {
    const first = check('time_limited', { permission_expiry_date: '2026-05-01' }, 'online', '2025-06-16');
    const later = check('continuous', {}, 'online', '2026-04-20');
    expect(dueWith(rtw, [later, first])).toBeNull();
    expect(dueWith(rtw, [first])?.due_at).toBe('2026-05-01');
  });

  it('has no follow-up for a continuous excuse (British or Irish)', () => {
    expect(rightToWorkFollowUp({ document_type: 'uk-passport', expiry_date: '2020-01-01' }, '2025-06-15')).toEqual({ excuse: 'continuous', deadline: null });
    expect(rightToWorkFollowUp({ document_type: 'eu-passport', nationality: 'IE' }, '2025-06-15').excuse).toBe('continuous');
  });

  it('is due at once for a non-Irish EU passport, no longer accepted since 1 July 2021 [S9][S10], or a check that found no right', () => {
    expect(rightToWorkFollowUp({ document_type: 'eu-passport', nationality: 'FR' }, '2025-06-15')).toMatchObject({
      excuse: 'not_allowed',
      deadline: { due_at: '2025-06-15', rule: 'right_to_work_not_accepted' },
    });
    expect(dueWith(rtw, [check('not_allowed', {}, 'online', '2025-06-20')])?.due_at).toBe('2025-06-20');
  });

  it('applies to the declaration too, which records the same check', () => {
    expect(dueWith('tempest-forms/right-to-work', [check('time_limited', { permission_expiry_date: '2027-01-31' })])?.due_at).toBe(
      '2027-01-31',
    );
  });
});

describe('DBS re-check: agency policy, configurable [S88]', () => {
  const dbs: FormKey = 'compliance-docs/dbs-check';
  it('is 12 months after the issue date, or after the last Update Service check', () => {
    expect(due(dbs, { issue_date: '2025-03-01', on_update_service: false })).toMatchObject({
      due_at: '2026-03-01',
      basis: 'policy',
      params: { months: 12 },
    });
    expect(due(dbs, { issue_date: '2020-03-01', on_update_service: true })?.due_at).toBe('2026-06-15');
    const statusCheck = { kind: 'dbs_status', method: 'update_service', result: 'current', checked_on: '2025-09-30', details: {} } as const;
    const answers = { issue_date: '2020-03-01', on_update_service: true };
    expect(dueDate(dbs, { answers, submitted_at: at('2025-06-15T10:00:00Z'), checks: [statusCheck] })?.due_at).toBe('2026-09-30');
  });
  it('follows the agency setting', () => {
    const options = { policy: { ...DEFAULT_RULE_POLICY, dbs_recheck_months: 18 } };
    expect(dueDate(dbs, { answers: { issue_date: '2025-03-01' }, submitted_at: at('2025-06-15T10:00:00Z') }, options)?.due_at).toBe('2026-09-01');
  });
});

describe('professional registration: the regulators calendars [S83][S84]', () => {
  const key: FormKey = 'tempest-forms/professional-registration';
  it('Social Work England: the next 30 November', () => {
    expect(due(key, { registration_type: 'swe-registration', expiry_date: '2026-11-30' })).toMatchObject({ due_at: '2025-11-30', rule: 'registration_swe' });
    expect(due(key, { registration_type: 'swe-registration' }, '2025-12-01T10:00:00Z')?.due_at).toBe('2026-11-30');
  });
  it('HCPC: the end of the two-year registration', () => {
    expect(due(key, { registration_type: 'hcpc-registration', expiry_date: '2027-04-30' })).toMatchObject({ due_at: '2027-04-30', rule: 'registration_hcpc' });
    expect(due(key, { registration_type: 'not-applicable' })).toBeNull();
  });
});

describe('KCSIE: sign again when a new edition comes into force; editions are data [S39][S41]', () => {
  const key: FormKey = 'tempest-forms/keeping-children-safe-in-education';
  it('has no deadline while the next edition is unconfirmed', () => {
    expect(due(key, { edition_year: 2025 }, '2025-10-01T10:00:00Z')).toBeNull();
  });
  it('is the in-force day of the next confirmed edition', () => {
    const editions = KCSIE_EDITIONS.map((e) => ({ ...e, confirmed: true }));
    const input = { answers: { edition_year: 2025 }, submitted_at: at('2025-10-01T10:00:00Z') };
    expect(dueDate(key, input, { kcsie_editions: editions })).toMatchObject({ due_at: '2026-09-01', rule: 'kcsie_edition' });
    // Signed in August 2025, before the 2025 edition was in force: due when it comes in.
    expect(dueDate(key, { answers: {}, submitted_at: at('2025-08-01T10:00:00Z') }, { kcsie_editions: editions })?.due_at).toBe('2025-09-01');
  });
});

describe('other deadlines', () => {
  it('driving: the earlier of licence and insurance expiry', () => {
    expect(due('compliance-docs/driving-documentation', { licence_expiry_date: '2030-01-01', insurance_expiry_date: '2026-03-31' })?.due_at).toBe('2026-03-31');
  });
  it('48-hour opt-out: its end date when agreed for a set period [S70]', () => {
    expect(due('tempest-forms/48-hour-opt-out-agreement', { end_date: '2026-01-31' })?.due_at).toBe('2026-01-31');
    expect(due('tempest-forms/48-hour-opt-out-agreement', {})).toBeNull();
  });
  it('every form has a deadline or null, never an error', () => {
    for (const key of FORM_KEYS) expect(() => due(key, {})).not.toThrow();
  });
  it('is past due from the day after', () => {
    expect(isPastDue('2026-05-01', at('2026-05-01T22:30:00Z'))).toBe(false); // 23:30 in London, still the 1st
    expect(isPastDue('2026-05-01', at('2026-05-01T23:30:00Z'))).toBe(true);
    expect(isPastDue(null, at('2030-01-01T00:00:00Z'))).toBe(false);
  });
});
