import { describe, expect, it } from 'vitest';
import { approvalRefusal, checkKindsOf, riskReasonOf } from './check-kinds.js';
import { latestCheck, ZSubmissionCheckRequest } from './checks.js';

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
    expect(checkKindsOf('compliance-docs/proof-of-id', {})).toEqual(['identity']);
    expect(checkKindsOf('tempest-forms/proof-of-id', {})).toEqual(['identity']);
    expect(checkKindsOf('tempest-forms/dfe-details', {})).toEqual(['register']);
    expect(checkKindsOf('tempest-forms/professional-registration', {})).toEqual(['register']);
    expect(checkKindsOf('tempest-forms/code-of-conduct', {})).toEqual([]);
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
    expect(checkKindsOf('compliance-docs/right-to-work', {})).toEqual(['right_to_work']);
    expect(checkKindsOf('tempest-forms/right-to-work', {})).toEqual(['right_to_work']);
    expect(checkKindsOf('compliance-docs/dbs-check', { dbs_clear: 'yes' })).toEqual(['dbs_status']);
    expect(checkKindsOf('tempest-forms/code-of-conduct', {})).toEqual([]);
  });

  describe('a risk assessment', () => {
    const overseas = 'compliance-docs/oversieas-police-check';
    const noCertificate = { lived_abroad: true, countries: [{ country: 'FR', has_certificate: true }, { country: 'SY', has_certificate: false }] };
    const assessed = (result: string, checked_on = '2026-11-20') =>
      ({ kind: 'risk_assessment', method: 'information_disclosed', result, checked_on, details: {} }) as const;

    it('is taken where the answers call for one: a country without a certificate, a DBS certificate that is not clear', () => {
      expect(riskReasonOf(overseas, noCertificate)).toBe('certificate_unobtainable');
      expect(checkKindsOf(overseas, noCertificate)).toEqual(['risk_assessment']);
      expect(checkKindsOf(overseas, { lived_abroad: true, countries: [{ country: 'FR', has_certificate: true }] })).toEqual([]);
      expect(checkKindsOf(overseas, { lived_abroad: false })).toEqual([]);
      expect(riskReasonOf('compliance-docs/dbs-check', { dbs_clear: 'no' })).toBe('information_disclosed');
      expect(checkKindsOf('compliance-docs/dbs-check', { dbs_clear: 'no' })).toEqual(['dbs_status', 'risk_assessment']);
      expect(checkKindsOf('compliance-docs/dbs-check', { dbs_clear: 'not-applicable' })).toEqual(['dbs_status']);
      // The declaration form lists countries only: no certificates, nothing to assess.
      expect(checkKindsOf('tempest-forms/oversieas-police-check', noCertificate)).toEqual([]);
    });

    it('must let the candidate go ahead, in its latest version, before the submission is approved', () => {
      const dbs = 'compliance-docs/dbs-check';
      expect(approvalRefusal(dbs, { dbs_clear: 'no' }, [])).toBe('rules.checks.risk_needed.information_disclosed');
      expect(approvalRefusal(overseas, noCertificate, [])).toBe('rules.checks.risk_needed.certificate_unobtainable');
      expect(approvalRefusal(dbs, { dbs_clear: 'no' }, [assessed('proceed', '2026-11-01'), assessed('do_not_proceed')])).toBe('rules.checks.risk_assessment_refuses');
      expect(approvalRefusal(dbs, { dbs_clear: 'no' }, [assessed('do_not_proceed', '2026-11-01'), assessed('proceed_with_safeguards')])).toBeNull();
      expect(approvalRefusal(dbs, { dbs_clear: 'yes' }, [])).toBeNull();
    });

    it('needs what was weighed, and safeguards for a conditional go-ahead', () => {
      const body = { kind: 'risk_assessment', method: 'information_disclosed', result: 'proceed', checked_on: '2026-01-05', evidence_considered: 'A caution from 2009' };
      expect(issues(body)).toEqual([]);
      expect(issues({ ...body, evidence_considered: ' ' })).toEqual(['evidence_considered:rules.checks.evidence_considered_required']);
      expect(issues({ ...body, result: 'proceed_with_safeguards' })).toEqual(['safeguards:rules.checks.safeguards_required']);
      expect(issues({ ...body, result: 'maybe' })).toEqual(['result:rules.checks.decision_invalid']);
      expect(issues({ ...body, method: 'hunch' })).toEqual(['method:rules.checks.method_invalid']);
    });
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
