import { describe, it, expect } from 'vitest';
import { expiryDate, isExpired, recheckDate } from './expiry.js';
import { getFormDefinition } from './registry.js';
import { answersForReviewer, healthOutcome } from './sensitivity.js';
import type { ConditionalExpiry, FormDefinition } from './types.js';

function form(group: string, slug: string): FormDefinition {
  const definition = getFormDefinition(group, slug);
  if (!definition) throw new Error(`no form ${group}/${slug}`);
  return definition;
}

const at = (iso: string) => new Date(iso);

describe('expiryDate', () => {
  const rtw = form('compliance-docs', 'right-to-work');

  it('a right-to-work document never expires by its own date: the follow-up is the rules’ deadline (rules/deadlines.ts)', () => {
    expect(expiryDate(rtw, { document_type: 'visa', expiry_date: '2026-05-01' }, at('2025-06-15T10:00:00Z'))).toBeNull();
    expect(recheckDate(rtw, null)).toBeNull();
  });

  it('a British passport does not expire the right to work', () => {
    expect(expiryDate(rtw, { document_type: 'uk-passport', expiry_date: '2030-01-01' }, at('2025-06-15T10:00:00Z'))).toBeNull();
    expect(recheckDate(rtw, null)).toBeNull();
  });

  it('KCSIE does not expire by date: signing holds until the next confirmed edition (rules/deadlines.ts)', () => {
    const kcsie = form('tempest-forms', 'keeping-children-safe-in-education');
    expect(expiryDate(kcsie, { edition_year: '2025' }, at('2025-10-05T12:00:00Z'))).toBeNull();
  });

  it('a DBS certificate is re-checked 12 months after submission', () => {
    const dbs = form('compliance-docs', 'dbs-check');
    expect(expiryDate(dbs, { on_update_service: true }, at('2025-06-15T10:00:00Z'))).toBe('2026-06-15');
    expect(expiryDate(dbs, { on_update_service: false }, at('2024-02-29T10:00:00Z'))).toBe('2025-02-28');
  });

  it('driving documents expire with the earlier of licence and insurance', () => {
    const driving = form('compliance-docs', 'driving-documentation');
    const answers = { licence_expiry_date: '2030-01-01', insurance_expiry_date: '2026-03-31' };
    expect(expiryDate(driving, answers, at('2025-06-15T10:00:00Z'))).toBe('2026-03-31');
    expect(expiryDate(driving, { licence_expiry_date: '2030-01-01' }, at('2025-06-15T10:00:00Z'))).toBe('2030-01-01');
  });

  it('proof of address is checked at submission and does not expire afterwards', () => {
    const address = form('compliance-docs', 'proof-of-address-check-1');
    expect(address.expiry).toEqual({ kind: 'issued_within_months', field: 'issue_date', months: 3 });
    expect(expiryDate(address, { issue_date: '2025-06-01' }, at('2025-06-15T10:00:00Z'))).toBeNull();
  });

  describe('professional registration follows the regulator’s calendar [S83][S84]', () => {
    const registration = form('tempest-forms', 'professional-registration');
    const swe = { registration_type: 'swe-registration' };

    it('Social Work England: counts to the end of the registration year (30 November), whatever else is answered', () => {
      expect(expiryDate(registration, swe, at('2026-12-01T10:00:00Z'))).toBe('2027-12-01');
      // Submitted on the year's last day, it still counts that day.
      expect(expiryDate(registration, swe, at('2026-11-30T10:00:00Z'))).toBe('2026-12-01');
      expect(isExpired('2026-12-01', at('2026-11-30T12:00:00Z'))).toBe(false);
      expect(expiryDate(registration, swe, at('2026-09-01T10:00:00Z'))).toBe('2026-12-01');
      // Version 1 asked SWE candidates for a date: the calendar decides now.
      expect(expiryDate(registration, { ...swe, expiry_date: '2030-01-01' }, at('2026-02-01T10:00:00Z'))).toBe('2026-12-01');
    });

    it('HCPC: the date on the register; no registration: no expiry', () => {
      expect(expiryDate(registration, { registration_type: 'hcpc-registration', expiry_date: '2027-01-31' }, new Date())).toBe('2027-01-31');
      expect(expiryDate(registration, { registration_type: 'not-applicable' }, new Date())).toBeNull();
    });
  });

  it('forms without a rule never expire', () => {
    expect(expiryDate(form('tempest-forms', 'code-of-conduct'), {}, new Date())).toBeNull();
  });

  it('a rule of alternatives takes the first whose condition holds', () => {
    const base = form('tempest-forms', 'code-of-conduct');
    const rules = (...alternatives: ConditionalExpiry[]): FormDefinition => ({ ...base, expiry: { kind: 'first_applicable', rules: alternatives } });
    const annual: ConditionalExpiry = { kind: 'annual_on', month: 3, day: 31, when: { field: 'kind', equals: 'a' } };
    const dated: ConditionalExpiry = { kind: 'from_field', fields: ['until'] };
    const both = rules(annual, dated);
    expect(expiryDate(both, { kind: 'a', until: '2030-01-01' }, at('2026-04-01T10:00:00Z'))).toBe('2027-03-31');
    expect(expiryDate(both, { kind: 'b', until: '2030-01-01' }, at('2026-04-01T10:00:00Z'))).toBe('2030-01-01');
    expect(expiryDate(both, { kind: 'b' }, at('2026-04-01T10:00:00Z'))).toBeNull();
    expect(expiryDate(rules(annual), { kind: 'b' }, at('2026-04-01T10:00:00Z'))).toBeNull();
  });
});

describe('isExpired', () => {
  it('counts as expired from the start of the expiry day in the UK', () => {
    expect(isExpired('2026-05-01', at('2026-04-30T22:59:00Z'))).toBe(false);
    expect(isExpired('2026-05-01', at('2026-04-30T23:00:00Z'))).toBe(true);
    expect(isExpired(null, at('2099-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('answersForReviewer', () => {
  it('shows criminal-record answers only with the review permission', () => {
    const criminal = form('tempest-forms', 'criminal-conviction-declaration');
    const answers = { has_convictions: false, has_pending_charges: false };
    expect(criminal.sensitive).toEqual({ kind: 'criminal_record' });
    expect(answersForReviewer(criminal, answers, ['users.view'])).toEqual({ access: 'none' });
    expect(answersForReviewer(criminal, answers, ['documents.review'])).toEqual({ access: 'full', answers });
  });

  it('never shows equal-opportunities answers', () => {
    const eo = form('tempest-forms', 'equal-opportunities');
    expect(eo.signature).toBe(false);
    expect(answersForReviewer(eo, { gender: 'female' }, ['documents.review', 'documents.health'])).toEqual({ access: 'none' });
  });

  it('shows only fit / needs referral for health answers without the health permission', () => {
    const fitness = form('tempest-forms', 'fitness-to-teach');
    const fit = { has_health_condition: false, needs_adjustments: false, consents_to_referral: true };
    const referral = { ...fit, has_health_condition: true, condition_details: 'Private' };
    expect(healthOutcome(fitness, fit)).toBe('fit');
    expect(answersForReviewer(fitness, referral, ['documents.review'])).toEqual({ access: 'outcome', outcome: 'needs_referral' });
    expect(answersForReviewer(fitness, fit, ['documents.review'])).toEqual({ access: 'outcome', outcome: 'fit' });
    expect(answersForReviewer(fitness, referral, ['documents.review', 'documents.health'])).toEqual({
      access: 'full',
      answers: referral,
    });
  });

  it('shows other forms in full', () => {
    const conduct = form('tempest-forms', 'code-of-conduct');
    expect(answersForReviewer(conduct, { has_read: true }, [])).toEqual({ access: 'full', answers: { has_read: true } });
    expect(healthOutcome(conduct, {})).toBeNull();
  });
});
