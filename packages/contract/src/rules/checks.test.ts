import { describe, expect, it } from 'vitest';
import { checkKindOf, latestCheck, ZSubmissionCheckRequest } from './checks.js';

const issues = (body: unknown) => {
  const parsed = ZSubmissionCheckRequest.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('an officer’s check record', () => {
  it('accepts a right-to-work check by each method with the facts its result needs', () => {
    expect(issues({ kind: 'right_to_work', method: 'manual', result: 'continuous', checked_on: '2026-01-05' })).toEqual([]);
    expect(
      issues({ kind: 'right_to_work', method: 'online', result: 'time_limited', checked_on: '2026-01-05', permission_expiry_date: '2027-03-31', reference: 'W12345678' }),
    ).toEqual([]);
    expect(issues({ kind: 'right_to_work', method: 'ecs', result: 'pvn', checked_on: '2026-01-05', pvn_date: '2026-01-04' })).toEqual([]);
    expect(issues({ kind: 'dbs_status', method: 'update_service', result: 'current', checked_on: '2026-01-05' })).toEqual([]);
  });

  it('refuses a time-limited result without the expiry, a PVN without its date or outside the ECS', () => {
    expect(issues({ kind: 'right_to_work', method: 'online', result: 'time_limited', checked_on: '2026-01-05' })).toEqual([
      'permission_expiry_date:rules.checks.permission_expiry_required',
    ]);
    expect(issues({ kind: 'right_to_work', method: 'online', result: 'pvn', checked_on: '2026-01-05' })).toEqual([
      'pvn_date:rules.checks.pvn_date_required',
      'method:rules.checks.pvn_needs_ecs',
    ]);
  });

  it('records a DBS identity check with its route, method and the documents seen [S27]', () => {
    const check = { kind: 'identity', method: 'video_with_originals', result: 'verified', checked_on: '2026-01-05', route: '1', documents_seen: 'UK passport 533401372; bank statement' };
    expect(issues(check)).toEqual([]);
    expect(issues({ ...check, route: '4', documents_seen: '  ' })).toEqual(['route:rules.checks.route_invalid', 'documents_seen:rules.checks.documents_seen_required']);
    expect(issues({ ...check, method: 'online' })).toEqual(['method:rules.checks.method_invalid']);
  });

  it('records a register check, saying what a restriction is', () => {
    expect(issues({ kind: 'register', method: 'tra', result: 'clear', checked_on: '2026-01-05', reference: '1234567' })).toEqual([]);
    expect(issues({ kind: 'register', method: 'swe', result: 'restricted', checked_on: '2026-01-05' })).toEqual(['notes:rules.checks.notes_required']);
    expect(issues({ kind: 'register', method: 'hcpc', result: 'restricted', checked_on: '2026-01-05', notes: 'Conditions of practice until 2027' })).toEqual([]);
  });

  it('names the kind of check each form takes', () => {
    expect(checkKindOf('compliance-docs/proof-of-id')).toBe('identity');
    expect(checkKindOf('tempest-forms/proof-of-id')).toBe('identity');
    expect(checkKindOf('tempest-forms/dfe-details')).toBe('register');
    expect(checkKindOf('tempest-forms/professional-registration')).toBe('register');
    expect(checkKindOf('tempest-forms/code-of-conduct')).toBeNull();
  });

  it('refuses unknown kinds, methods, results, bad dates and extra fields', () => {
    expect(issues({ kind: 'passport', method: 'manual', result: 'continuous', checked_on: '2026-01-05' })).toEqual(['kind:rules.checks.kind_invalid']);
    expect(issues({ kind: 'right_to_work', method: 'fax', result: 'continuous', checked_on: '2026-01-05' })).toEqual(['method:rules.checks.method_invalid']);
    expect(issues({ kind: 'dbs_status', method: 'update_service', result: 'maybe', checked_on: '2026-01-05' })).toEqual(['result:rules.checks.result_invalid']);
    expect(issues({ kind: 'dbs_status', method: 'update_service', result: 'current', checked_on: '2026-02-30' })).toEqual([
      'checked_on:validation.query_date_invalid',
    ]);
    expect(issues({ kind: 'dbs_status', method: 'update_service', result: 'current', checked_on: '2026-02-03', admin: true })).toHaveLength(1);
    expect(issues({ kind: 'right_to_work', method: 'manual', result: 'continuous', checked_on: '2026-01-05', reference: 'x'.repeat(101) })).toEqual([
      'reference:validation.too_long',
    ]);
  });

  it('belongs to the right-to-work pair and to the DBS certificate and Update Service consent', () => {
    expect(checkKindOf('compliance-docs/right-to-work')).toBe('right_to_work');
    expect(checkKindOf('tempest-forms/right-to-work')).toBe('right_to_work');
    expect(checkKindOf('compliance-docs/dbs-check')).toBe('dbs_status');
    expect(checkKindOf('tempest-forms/code-of-conduct')).toBeNull();
  });

  it('reads the latest check of a kind by its date', () => {
    const a = { kind: 'right_to_work', method: 'online', result: 'time_limited', checked_on: '2026-01-05', details: {} } as const;
    const b = { ...a, result: 'continuous', checked_on: '2026-03-01' } as const;
    const c = { ...a, kind: 'dbs_status', checked_on: '2026-04-01' } as const;
    expect(latestCheck([b, a, c], 'right_to_work')).toBe(b);
    expect(latestCheck([], 'dbs_status')).toBeUndefined();
  });
});

describe('a check typed into a form', () => {
  it('takes a blank date as not given: required only where the result needs it', () => {
    expect(issues({ kind: 'right_to_work', method: 'manual', result: 'continuous', checked_on: '2026-01-05', permission_expiry_date: '', pvn_date: '' })).toEqual([]);
    expect(issues({ kind: 'right_to_work', method: 'online', result: 'time_limited', checked_on: '2026-01-05', permission_expiry_date: '' })).toEqual([
      'permission_expiry_date:rules.checks.permission_expiry_required',
    ]);
  });
});
