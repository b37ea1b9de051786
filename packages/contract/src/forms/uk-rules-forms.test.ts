/**
 * The teacher record, childcare disqualification, overseas police check and professional registration forms
 * as uk-rules.md §1.3 and §1.5 have them (valid and refused answers), and answers of their earlier versions.
 */
import { describe, it, expect } from 'vitest';
import { getFormDefinition } from './registry.js';
import { sampleAnswers } from './sample-answers.js';
import type { FormAnswers, FormDefinition } from './types.js';
import { validateAnswers, type SubmissionMode } from './validate.js';
import { fieldScope } from './visibility.js';
import { formFields } from './fields.js';

const NOW = new Date('2025-06-15T10:00:00Z');

function form(group: string, slug: string): FormDefinition {
  const definition = getFormDefinition(group, slug);
  if (!definition) throw new Error(`no form ${group}/${slug}`);
  return definition;
}

/** Each issue as 'path: message key'; none when the answers are accepted. */
function problems(definition: FormDefinition, answers: unknown, mode: SubmissionMode = 'submit'): string[] {
  const result = validateAnswers(definition, answers, { mode, now: NOW });
  return result.success ? [] : result.issues.map((issue) => `${issue.path.join('.')}: ${issue.message.replace('forms.validation.', '')}`);
}

const accepted = (definition: FormDefinition, answers: unknown) => {
  const result = validateAnswers(definition, answers, { mode: 'submit', now: NOW });
  expect(result.success ? [] : result.issues).toEqual([]);
  return result.success ? result.data : {};
};

const valid = (definition: FormDefinition, overrides: FormAnswers = {}, branch: 'yes' | 'no' = 'no') =>
  sampleAnswers(definition, { now: NOW, overrides, branch });

describe('dfe-details: what "Check a teacher\'s record" shows, and QTLS [S37]', () => {
  const dfe = form('tempest-forms', 'dfe-details');

  it('accepts a failed induction, and keeps the earlier statuses', () => {
    expect(accepted(dfe, valid(dfe, { induction_status: 'failed' })).induction_status).toBe('failed');
    for (const status of ['passed', 'in-progress', 'not-started', 'exempt']) expect(problems(dfe, valid(dfe, { induction_status: status }))).toEqual([]);
  });

  it('asks the EYTS date, and takes NPQs from the current list only', () => {
    expect(problems(dfe, { ...valid(dfe), has_eyts: true })).toEqual(['eyts_date: required']);
    expect(problems(dfe, valid(dfe, { npqs: ['headship', 'senco'] }))).toEqual([]);
    expect(problems(dfe, valid(dfe, { npqs: ['middle-leadership'] }))).toEqual(['npqs: option_invalid']);
    // No NPQ at all is an empty answer, not a refusal; the TRN is optional too.
    expect(accepted(dfe, { ...valid(dfe), npqs: [], trn: '' })).not.toHaveProperty('npqs');
  });

  it('asks QTLS holders to confirm it is on the SET register, and details of GTCE sanctions or misconduct', () => {
    expect(problems(dfe, { ...valid(dfe), has_qtls: true })).toEqual(['qtls_on_set_register: required']);
    expect(problems(dfe, { ...valid(dfe), has_qtls: true, qtls_on_set_register: false })).toEqual(['qtls_on_set_register: must_be_yes']);
    expect(problems(dfe, { ...valid(dfe), has_misconduct_findings: true })).toEqual(['misconduct_details: required']);
    expect(problems(dfe, valid(dfe, {}, 'yes'))).toEqual([]);
  });
});

describe('disqualification-check: the 2018 Regulations’ categories and the Ofsted waiver [S57][S61]', () => {
  const check = form('tempest-forms', 'disqualification-check');
  const signed = { disqualification_grounds: ['none'] };

  it('accepts "None of these" alone, asking nothing more and dropping stale follow-ups', () => {
    expect(accepted(check, { ...signed, disqualification_details: 'old', waiver_status: 'granted' })).toEqual(signed);
  });

  it('refuses "None of these" together with a category', () => {
    expect(problems(check, { disqualification_grounds: ['none', 'barred'], disqualification_details: 'x', waiver_status: 'not-applied' })).toEqual([
      'disqualification_grounds: option_exclusive',
    ]);
  });

  it('needs details and the waiver status for any category, and the waiver date when granted', () => {
    for (const ground of ['relevant-order', 'offence', 'overseas-offence', 'barred', 'registration-refused', 'section-142-direction', 'other']) {
      expect(problems(check, { disqualification_grounds: [ground] }), ground).toEqual(['disqualification_details: required', 'waiver_status: required']);
    }
    const disclosed = { disqualification_grounds: ['offence', 'overseas-offence'], disqualification_details: 'Caution, 2010, Spain' };
    expect(problems(check, { ...disclosed, waiver_status: 'granted' })).toEqual(['waiver_date: required']);
    expect(problems(check, { ...disclosed, waiver_status: 'granted', waiver_date: '2025-06-16' })).toEqual(['waiver_date: date_not_future']);
    expect(accepted(check, { ...disclosed, waiver_status: 'applied', waiver_date: '2024-01-01' })).toEqual({ ...disclosed, waiver_status: 'applied' });
    expect(problems(check, { ...disclosed, waiver_status: 'granted', waiver_date: '2024-01-01' })).toEqual([]);
  });

  it('shows no follow-up in a renderer while the list is unticked', () => {
    const scope = fieldScope(formFields(check), { disqualification_grounds: [] });
    expect(scope.isVisible('disqualification_details')).toBe(false);
    expect(fieldScope(formFields(check), { disqualification_grounds: ['other'] }).isVisible('disqualification_details')).toBe(true);
  });
});

describe('oversieas-police-check: issuer, certified translation, alternatives, professional standing [S48][S50][S53]', () => {
  const overseas = form('compliance-docs', 'oversieas-police-check');
  const country = { country: 'ES', from: '2021-01-01', to: '2021-12-31' };
  const certificate = { has_certificate: true, issuing_authority: 'Ministerio de Justicia', issue_date: '2025-05-01', certificate_files: ['c1'] };
  const answers = (item: FormAnswers, taught: FormAnswers = { taught_abroad: false }) => ({ lived_abroad: true, countries: [{ ...country, ...item }], ...taught });

  it('asks who issued each certificate and when', () => {
    expect(problems(overseas, answers({ has_certificate: true, certificate_files: ['c1'] }))).toEqual([
      'countries.0.issuing_authority: required',
      'countries.0.issue_date: required',
    ]);
    expect(problems(overseas, answers(certificate))).toEqual([]);
  });

  it('needs the candidate to confirm an uploaded translation is certified, not their own', () => {
    const translated = { ...certificate, translation_files: ['t1'] };
    expect(problems(overseas, answers(translated))).toEqual(['countries.0.translation_certified: required']);
    expect(problems(overseas, answers({ ...translated, translation_certified: false }))).toEqual(['countries.0.translation_certified: must_be_yes']);
    expect(problems(overseas, answers({ ...translated, translation_certified: true }))).toEqual([]);
    // No translation, no confirmation: a stale one is dropped.
    const kept = accepted(overseas, answers({ ...certificate, translation_certified: true }));
    expect((kept.countries as FormAnswers[])[0]).not.toHaveProperty('translation_certified');
  });

  it('without a certificate, asks why and what other evidence there is (files optional)', () => {
    expect(problems(overseas, answers({ has_certificate: false }))).toEqual([
      'countries.0.unavailable_reason: required',
      'countries.0.alternative_evidence: required',
    ]);
    const alternative = { has_certificate: false, unavailable_reason: 'Not issued to former residents', alternative_evidence: 'Two employer references' };
    expect(problems(overseas, answers(alternative))).toEqual([]);
    expect(problems(overseas, answers({ ...alternative, alternative_evidence_files: ['r1', 'r2'] }))).toEqual([]);
  });

  it('asks whether the candidate taught abroad; the letter of professional standing is optional', () => {
    expect(problems(overseas, { lived_abroad: false })).toEqual(['taught_abroad: required']);
    expect(problems(overseas, { lived_abroad: false, taught_abroad: true })).toEqual([]);
    expect(accepted(overseas, { lived_abroad: false, taught_abroad: true, professional_standing_files: ['l1'] }).professional_standing_files).toEqual(['l1']);
  });

  it('labels the 3 months in 5 years threshold as the agency’s policy, in both languages, on both forms', () => {
    for (const definition of [overseas, form('tempest-forms', 'oversieas-police-check')]) {
      expect(definition.description.en).toMatch(/agency's policy.*12 months or more in the last 10 years/);
      expect(definition.description.bn).toContain('এজেন্সির নীতি');
    }
  });
});

describe('professional-registration: the regulators’ calendars and restrictions [S83][S84]', () => {
  const registration = form('tempest-forms', 'professional-registration');
  const hcpc = { registration_type: 'hcpc-registration', registration_number: 'PH12345', has_registration_restrictions: false, registration_files: ['f1'] };

  it('does not ask Social Work England registrants for a date', () => {
    const swe = { ...hcpc, registration_type: 'swe-registration' };
    expect(accepted(registration, { ...swe, expiry_date: '2030-01-01' })).toEqual(swe);
  });

  it('takes the HCPC date from the register: in the future and at most 2 years ahead', () => {
    expect(problems(registration, hcpc)).toEqual(['expiry_date: required']);
    expect(problems(registration, { ...hcpc, expiry_date: '2028-06-15' })).toEqual(['expiry_date: date_future_within_months']);
    expect(problems(registration, { ...hcpc, expiry_date: '2027-06-16' })).toEqual(['expiry_date: date_future_within_months']);
    expect(problems(registration, { ...hcpc, expiry_date: '2025-06-15' })).toEqual(['expiry_date: date_future']);
    expect(problems(registration, { ...hcpc, expiry_date: '2027-06-15' })).toEqual([]);
  });

  it('asks about conditions, suspension or caution, with details when there are any', () => {
    const dated = { ...hcpc, expiry_date: '2026-04-30' };
    expect(problems(registration, { ...dated, has_registration_restrictions: undefined })).toEqual(['has_registration_restrictions: required']);
    expect(problems(registration, { ...dated, has_registration_restrictions: true })).toEqual(['restriction_details: required']);
    expect(problems(registration, { ...dated, has_registration_restrictions: true, restriction_details: 'Conditions of practice until 2026' })).toEqual([]);
    expect(accepted(registration, { registration_type: 'not-applicable', has_registration_restrictions: true })).toEqual({
      registration_type: 'not-applicable',
    });
  });
});

describe('answers given to the previous versions still open', () => {
  // As stored by version 2 of dfe-details and version 1 of the others: a reopened one becomes a draft of today's form.
  const previous: [string, string, FormAnswers][] = [
    ['tempest-forms', 'dfe-details', { trn: '1234567', date_of_birth: '1990-01-01', has_qts: true, qts_date: '2015-07-01', induction_status: 'passed', has_prohibition: false }],
    ['tempest-forms', 'disqualification-check', { is_disqualified: true, disqualification_details: 'Order, 2012', has_waiver: true }],
    ['compliance-docs', 'oversieas-police-check', { lived_abroad: true, countries: [{ country: 'FR', from: '2021-01-01', to: '2021-12-31', has_certificate: true, certificate_files: ['c1'] }] }],
    ['tempest-forms', 'professional-registration', { registration_type: 'swe-registration', registration_number: 'SW1', expiry_date: '2025-11-30', registration_files: ['f1'] }],
  ];

  it.each(previous)('%s/%s: saved as a draft, keeping what still has a question and dropping the rest', (group, slug, answers) => {
    const definition = form(group, slug);
    const draft = validateAnswers(definition, answers, { mode: 'draft', now: NOW });
    expect(draft.success).toBe(true);
    const names = new Set(Object.keys(draft.success ? draft.data : {}));
    for (const name of names) expect(answers).toHaveProperty(name);
    expect(problems(definition, answers)).not.toEqual([]);
  });
});
