import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { date, defineForm, equals, NOT_FUTURE, repeating, section, text, upload, yesNo } from './builders.js';
import { collectFileIds } from './fields.js';
import { REFEREE_QUESTIONS } from './definitions/references/referee-questions.js';
import { getFormDefinition } from './registry.js';
import { sampleAnswers } from './sample-answers.js';
import type { FormAnswers, FormDefinition } from './types.js';
import { buildSubmissionSchema, fieldErrorsFromIssues, validateAnswers, type FormIssue, type SubmissionMode } from './validate.js';

const NOW = new Date('2025-06-15T10:00:00Z'); // 15 June 2025 in the UK

function form(group: string, slug: string): FormDefinition {
  const definition = getFormDefinition(group, slug);
  if (!definition) throw new Error(`no form ${group}/${slug}`);
  return definition;
}

function issuesOf(definition: FormDefinition, answers: unknown, mode: SubmissionMode = 'submit'): FormIssue[] {
  const result = validateAnswers(definition, answers, { mode, now: NOW });
  return result.success ? [] : [...result.issues];
}

function messagesAt(definition: FormDefinition, answers: unknown, path: string, mode: SubmissionMode = 'submit') {
  return issuesOf(definition, answers, mode)
    .filter((i) => i.path.join('.') === path)
    .map((i) => i.message);
}

const valid = (definition: FormDefinition, overrides: FormAnswers = {}) =>
  sampleAnswers(definition, { now: NOW, overrides });

const without = (answers: FormAnswers, ...names: string[]) =>
  Object.fromEntries(Object.entries(answers).filter(([k]) => !names.includes(k))) as FormAnswers;

describe('text patterns', () => {
  const ni = form('compliance-docs', 'national-insurance');

  it('rejects a bad National Insurance number and stores a good one normalised', () => {
    expect(messagesAt(ni, valid(ni, { ni_number: 'GB123456A' }), 'ni_number')).toEqual(['forms.validation.ni_number']);
    expect(messagesAt(ni, valid(ni, { ni_number: 'AB123456E' }), 'ni_number')).toEqual(['forms.validation.ni_number']);
    const result = validateAnswers(ni, valid(ni, { ni_number: ' ab 12 34 56 c ' }), { mode: 'submit', now: NOW });
    expect(result.success && result.data.ni_number).toBe('AB123456C');
  });

  it('checks patterns on submit only; drafts keep what was typed', () => {
    const result = validateAnswers(ni, { ni_number: 'ab12' }, { mode: 'draft', now: NOW });
    expect(result).toEqual({ success: true, data: { ni_number: 'AB12' } });
  });

  it('checks postcodes, phone numbers and emails where forms ask for them', () => {
    const address = form('compliance-docs', 'proof-of-address-check-1');
    expect(messagesAt(address, valid(address, { postcode: '12345' }), 'postcode')).toEqual(['forms.validation.uk_postcode']);
    const ok = validateAnswers(address, valid(address, { postcode: 'sw1a1aa' }), { mode: 'submit', now: NOW });
    expect(ok.success && ok.data.postcode).toBe('SW1A 1AA');

    const reference = form('references', 'professional-reference');
    expect(messagesAt(reference, valid(reference, { phone: '07700 900123' }), 'phone')).toEqual(['forms.validation.phone']);
    expect(messagesAt(reference, valid(reference, { email: 'not-an-email' }), 'email')).toEqual(['forms.validation.email']);
  });

  it("refuses a referee named by one letter, on the candidate's form and on the referee's own", () => {
    const reference = form('references', 'character-reference');
    expect(messagesAt(reference, valid(reference, { referee_name: 'J' }), 'referee_name')).toEqual(['forms.validation.person_name']);
    expect(messagesAt(reference, valid(reference, { referee_name: 'Jo Smith' }), 'referee_name')).toEqual([]);
    const answer = REFEREE_QUESTIONS;
    expect(messagesAt(answer, valid(answer, { referee_name: 'J' }), 'referee_name')).toEqual(['forms.validation.person_name']);
  });
});

describe('date rules', () => {
  it('rejects an issue date in the future (UK date)', () => {
    const dbs = form('compliance-docs', 'dbs-check');
    expect(messagesAt(dbs, valid(dbs, { issue_date: '2025-06-16' }), 'issue_date')).toEqual(['forms.validation.date_not_future']);
    expect(issuesOf(dbs, valid(dbs, { issue_date: '2025-06-15' }))).toEqual([]);
    // 23:30 UTC on 15 June is already 16 June in the UK.
    const lateEvening = validateAnswers(dbs, valid(dbs, { issue_date: '2025-06-16' }), {
      mode: 'submit',
      now: new Date('2025-06-15T23:30:00Z'),
    });
    expect(lateEvening.success).toBe(true);
  });

  it('rejects an expiry date that is not in the future', () => {
    const id = form('compliance-docs', 'proof-of-id');
    expect(messagesAt(id, valid(id, { expiry_date: '2025-06-15' }), 'expiry_date')).toEqual(['forms.validation.date_future']);
  });

  it('rejects proof of address older than 3 months', () => {
    const address = form('compliance-docs', 'proof-of-address-check-2');
    expect(messagesAt(address, valid(address, { issue_date: '2025-03-14' }), 'issue_date')).toEqual([
      'forms.validation.date_within_months',
    ]);
    const issue = issuesOf(address, valid(address, { issue_date: '2025-03-14' }))[0];
    expect(issue?.params).toEqual({ months: 3 });
    expect(issuesOf(address, valid(address, { issue_date: '2025-03-15' }))).toEqual([]);
    expect(messagesAt(address, valid(address, { issue_date: '2025-07-01' }), 'issue_date')).toEqual([
      'forms.validation.date_not_future',
    ]);
  });

  it('rejects impossible dates even in drafts', () => {
    const dbs = form('compliance-docs', 'dbs-check');
    expect(messagesAt(dbs, { issue_date: '2025-02-30' }, 'issue_date', 'draft')).toEqual(['forms.validation.date_invalid']);
    expect(messagesAt(dbs, { issue_date: '15/06/2025' }, 'issue_date', 'draft')).toEqual(['forms.validation.date_invalid']);
  });

  it('requires an end date on or after its start date', () => {
    const reference = form('references', 'professional-reference');
    const answers = valid(reference, { employed_from: '2024-01-01', employed_to: '2023-12-31' });
    expect(messagesAt(reference, answers, 'employed_to')).toEqual(['forms.validation.date_end_before_start']);
  });

  it('requires a character referee known for at least 2 years', () => {
    const reference = form('references', 'character-reference');
    expect(messagesAt(reference, valid(reference, { known_from: '2024-01-01' }), 'known_from')).toEqual([
      'forms.validation.date_at_least_months_ago',
    ]);
    expect(issuesOf(reference, valid(reference, { known_from: '2023-06-15' }))).toEqual([]);
  });
});

describe('right to work (uk-rules.md §1.3)', () => {
  const rtw = form('compliance-docs', 'right-to-work');
  const visible = (answers: Record<string, unknown>) => {
    const result = validateAnswers(rtw, answers, { mode: 'submit', now: NOW });
    return result.success ? Object.keys(result.data).sort() : result.issues.map((issue) => issue.path[0]);
  };

  it('sends a visa holder to the share code with their date of birth, and asks for no upload', () => {
    const answers = without(valid(rtw, { nationality: 'IN', document_type: 'visa' }), 'share_code', 'date_of_birth');
    expect(messagesAt(rtw, answers, 'share_code')).toEqual(['forms.validation.required']);
    expect(messagesAt(rtw, answers, 'date_of_birth')).toEqual(['forms.validation.required']);
    expect(messagesAt(rtw, answers, 'document_files')).toEqual([]);
    expect(messagesAt(rtw, { ...answers, share_code: 'ABC' }, 'share_code')).toEqual(['forms.validation.share_code']);
    expect(messagesAt(rtw, { ...answers, share_code: 'A12345678' }, 'share_code')).toEqual(['forms.validation.share_code']);
  });

  it('accepts an EU passport only from an Irish citizen; a French citizen is sent to the share code', () => {
    const irish = valid(rtw, { nationality: 'IE', document_type: 'eu-passport' });
    expect(visible(irish)).toContain('document_files');
    expect(visible(irish)).not.toContain('share_code');
    const french = without(valid(rtw, { nationality: 'FR', document_type: 'eu-passport' }), 'share_code');
    expect(messagesAt(rtw, french, 'share_code')).toEqual(['forms.validation.required']);
    const result = validateAnswers(rtw, { ...french, share_code: 'W12 3AB 45C', date_of_birth: '1990-04-02' }, { mode: 'submit', now: NOW });
    expect(result.success && result.data).toMatchObject({ nationality: 'FR', document_type: 'eu-passport', share_code: 'W123AB45C' });
    // Nothing of the document route is kept for someone on the share-code route.
    expect(result.success && 'document_files' in result.data).toBe(false);
  });

  it('accepts an expired British passport, dropping a stale share code', () => {
    const answers = { ...valid(rtw, { nationality: 'GB', document_type: 'uk-passport' }), expiry_date: '2019-01-01', share_code: 'x' };
    const result = validateAnswers(rtw, answers, { mode: 'submit', now: NOW });
    expect(result.success).toBe(true);
    expect(result.success && 'share_code' in result.data).toBe(false);
    expect(result.success && result.data.expiry_date).toBe('2019-01-01');
  });

  it('takes a birth, adoption or naturalisation certificate only with a document showing the NI number', () => {
    for (const document_type of ['birth-certificate', 'adoption-certificate', 'certificate-of-naturalisation']) {
      const answers = without(valid(rtw, { nationality: 'GB', document_type }), 'ni_document_files');
      expect(messagesAt(rtw, answers, 'ni_document_files'), document_type).toEqual(['forms.validation.required']);
    }
    expect(messagesAt(rtw, without(valid(rtw, { nationality: 'GB', document_type: 'uk-passport' }), 'ni_document_files'), 'ni_document_files')).toEqual([]);
  });

  it('stores a share code compactly', () => {
    const result = validateAnswers(rtw, valid(rtw, { nationality: 'IN', document_type: 'visa', share_code: 'w12 3ab 45c' }), {
      mode: 'submit',
      now: NOW,
    });
    expect(result.success && result.data.share_code).toBe('W123AB45C');
  });
});

describe('follow-up questions', () => {
  const criminal = form('tempest-forms', 'criminal-conviction-declaration');

  it('does not require hidden follow-ups and drops their answers', () => {
    const answers = { has_convictions: false, has_pending_charges: false, offences: [{ offence: 42 }], pending_details: 'x' };
    const result = validateAnswers(criminal, answers, { mode: 'submit', now: NOW });
    expect(result).toEqual({ success: true, data: { has_convictions: false, has_pending_charges: false } });
  });

  it('requires shown follow-ups, inside repeating items too', () => {
    expect(messagesAt(criminal, { has_convictions: true, has_pending_charges: true }, 'offences')).toEqual([
      'forms.validation.required',
    ]);
    expect(messagesAt(criminal, { has_convictions: true, has_pending_charges: true }, 'pending_details')).toEqual([
      'forms.validation.required',
    ]);
    const answers = { has_convictions: true, has_pending_charges: false, offences: [{ offence: 'Theft' }] };
    expect(issuesOf(criminal, answers).map((i) => `${i.path.join('.')}:${i.message}`)).toEqual([
      'offences.0.offence_date:forms.validation.required',
      'offences.0.outcome:forms.validation.required',
    ]);
  });

  it('handles follow-ups nested in follow-ups', () => {
    const dbs = form('tempest-forms', 'dbs-check');
    const answers = sampleAnswers(dbs, { now: NOW, branch: 'yes' });
    expect(answers.on_update_service).toBe(true);
    expect(answers.update_service_id).toBeDefined();
    expect(messagesAt(dbs, without(answers, 'update_service_id'), 'update_service_id')).toEqual(['forms.validation.required']);
    const noUpdateService = validateAnswers(dbs, { ...answers, on_update_service: false }, { mode: 'submit', now: NOW });
    expect(noUpdateService.success && 'update_service_id' in noUpdateService.data).toBe(false);
  });

  it('requires confirmations to be yes', () => {
    const conduct = form('tempest-forms', 'code-of-conduct');
    expect(messagesAt(conduct, { has_read: true, will_follow: false }, 'will_follow')).toEqual(['forms.validation.must_be_yes']);
    expect(issuesOf(conduct, { has_read: false, will_follow: false }, 'draft')).toEqual([]);
  });
});

describe('repeating groups', () => {
  const twoAtLeast = defineForm({
    group: 'tempest-forms',
    slug: 'name-change',
    title: { en: 'Test', bn: 'পরীক্ষা' },
    description: { en: 'Test', bn: 'পরীক্ষা' },
    sections: [
      section({ en: 'Test', bn: 'পরীক্ষা' }, [
        repeating('names', { en: 'Names', bn: 'নাম' }, { en: 'Name', bn: 'নাম' }, [text('name', { en: 'Name', bn: 'নাম' }, { required: true })], {
          required: true,
          min_items: 2,
          max_items: 3,
        }),
      ]),
    ],
    signature: false,
    expiry: { kind: 'none' },
  });

  it('enforces the minimum on submit and the maximum always', () => {
    expect(messagesAt(twoAtLeast, { names: [{ name: 'A' }] }, 'names')).toEqual(['forms.validation.min_items']);
    expect(issuesOf(twoAtLeast, { names: [{ name: 'A' }] })[0]?.params).toEqual({ min: 2 });
    expect(issuesOf(twoAtLeast, { names: [{ name: 'A' }] }, 'draft')).toEqual([]);
    expect(messagesAt(twoAtLeast, { names: [] }, 'names')).toEqual(['forms.validation.required']);
    const four = [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }];
    expect(messagesAt(twoAtLeast, { names: four }, 'names', 'draft')).toEqual(['forms.validation.max_items']);
    expect(issuesOf(twoAtLeast, { names: [{ name: 'A' }, { name: 'B' }] })).toEqual([]);
  });

  it('enforces the minimum on real forms', () => {
    const nameChange = form('tempest-forms', 'name-change');
    expect(messagesAt(nameChange, valid(nameChange, { previous_names: [] }), 'previous_names')).toEqual([
      'forms.validation.required',
    ]);
    expect(messagesAt(nameChange, valid(nameChange, { previous_names: 'Smith' }), 'previous_names')).toEqual([
      'forms.validation.invalid',
    ]);
  });

  it('requires 5 years of address history without gaps', () => {
    const history = form('tempest-forms', 'proof-of-address-check');
    const address = { address_line_1: '1 High Street', city: 'London', country: 'GB', postcode: 'E1 6AN' };
    const check = (periods: { from: string; to?: string }[]) =>
      messagesAt(history, { address_history: periods.map((p) => ({ ...address, ...p })) }, 'address_history');

    expect(check([{ from: '2020-01-01' }])).toEqual([]);
    expect(check([{ from: '2021-01-01' }])).toEqual(['forms.validation.history_too_short']);
    expect(check([{ from: '2022-01-01' }, { from: '2019-01-01', to: '2021-06-30' }])).toEqual(['forms.validation.history_gap']);
    expect(check([{ from: '2022-01-15' }, { from: '2019-01-01', to: '2021-12-31' }])).toEqual([]);
    expect(check([{ from: '2019-01-01', to: '2024-01-01' }])).toEqual(['forms.validation.history_gap']);
  });

  it('uses a UK postcode for UK addresses and a free postal code elsewhere', () => {
    const history = form('tempest-forms', 'proof-of-address-check');
    const abroad = { address_line_1: '1 Road 5', city: 'Dhaka', country: 'BD', postal_code: '1205', postcode: 'bad', from: '2019-01-01' };
    const result = validateAnswers(history, { address_history: [abroad] }, { mode: 'submit', now: NOW });
    expect(result.success).toBe(true);
    expect(result.success && result.data.address_history).toEqual([
      { address_line_1: '1 Road 5', city: 'Dhaka', country: 'BD', postal_code: '1205', from: '2019-01-01' },
    ]);
    const uk = { ...abroad, country: 'GB', postcode: '' };
    expect(messagesAt(history, { address_history: [uk] }, 'address_history.0.postcode')).toEqual(['forms.validation.required']);
  });
});

describe('uploads', () => {
  const ni = form('compliance-docs', 'national-insurance');

  it('holds 1 to 5 file ids', () => {
    expect(messagesAt(ni, valid(ni, { document_files: ['a', 'b', 'c', 'd', 'e', 'f'] }), 'document_files', 'draft')).toEqual([
      'forms.validation.max_files',
    ]);
    expect(messagesAt(ni, valid(ni, { document_files: [12] as unknown as string[] }), 'document_files', 'draft')).toEqual([
      'forms.validation.file_invalid',
    ]);
    expect(messagesAt(ni, valid(ni, { document_files: [] }), 'document_files')).toEqual(['forms.validation.required']);
    const result = validateAnswers(ni, valid(ni, { document_files: ['f1', 'f1', 'f2'] }), { mode: 'submit', now: NOW });
    expect(result.success && result.data.document_files).toEqual(['f1', 'f2']);
  });

  it('collects file ids from every upload, inside repeating groups too', () => {
    const overseas = form('compliance-docs', 'oversieas-police-check');
    const answers = sampleAnswers(overseas, { now: NOW, branch: 'yes', fileId: (path, i) => `${path}:${i}` });
    expect(collectFileIds(overseas, answers)).toEqual([
      'countries.0.certificate_files:0',
      'countries.0.translation_files:0',
      'professional_standing_files:0',
    ]);
  });
});

describe('drafts', () => {
  const id = form('compliance-docs', 'proof-of-id');

  it('accept partial answers but reject wrong types, unknown options and over-long values', () => {
    expect(issuesOf(id, { document_type: 'passport' }, 'draft')).toEqual([]);
    expect(messagesAt(id, { document_type: 'library-card' }, 'document_type', 'draft')).toEqual(['forms.validation.option_invalid']);
    expect(messagesAt(id, { document_type: 3 }, 'document_type', 'draft')).toEqual(['forms.validation.invalid']);
    expect(messagesAt(id, { document_number: 'x'.repeat(51) }, 'document_number', 'draft')).toEqual(['forms.validation.too_long']);
    expect(issuesOf(id, { document_number: 'x'.repeat(51) }, 'draft')[0]?.params).toEqual({ max: 50 });
    const criminal = form('tempest-forms', 'criminal-conviction-declaration');
    expect(messagesAt(criminal, { has_convictions: 'yes' }, 'has_convictions', 'draft')).toEqual(['forms.validation.invalid']);
  });

  it('treat empty strings and nulls as unanswered and drop unknown keys', () => {
    const result = validateAnswers(id, { document_type: '', document_number: null, hacked: true }, { mode: 'draft', now: NOW });
    expect(result).toEqual({ success: true, data: {} });
  });

  it('reject answers that are not an object', () => {
    expect(issuesOf(id, ['x'], 'draft')).toEqual([{ path: [], message: 'forms.validation.invalid' }]);
  });
});

describe('numbers', () => {
  const optOut = form('tempest-forms', '48-hour-opt-out-agreement');
  const base = { opt_out: true, aged_18_or_over: true, understands_withdrawal: true };

  it('accepts numbers, numeric strings and Bengali digits; checks range and whole numbers on submit', () => {
    expect(validateAnswers(optOut, { ...base, notice_period_days: '১৪' }, { mode: 'submit', now: NOW })).toEqual({
      success: true,
      data: { ...base, notice_period_days: 14 },
    });
    expect(messagesAt(optOut, { ...base, notice_period_days: 7.5 }, 'notice_period_days')).toEqual(['forms.validation.number_integer']);
    expect(messagesAt(optOut, { ...base, notice_period_days: 6 }, 'notice_period_days')).toEqual(['forms.validation.number_min']);
    expect(messagesAt(optOut, { ...base, notice_period_days: 'soon' }, 'notice_period_days', 'draft')).toEqual(['forms.validation.number_invalid']);
  });
});

describe('buildSubmissionSchema', () => {
  const id = form('compliance-docs', 'proof-of-id');

  it('returns the cleaned answers', () => {
    const schema = buildSubmissionSchema(id, { mode: 'submit', now: NOW });
    const answers = valid(id, { document_type: 'passport' });
    expect(schema.parse({ ...answers, extra: 1 })).toEqual(answers);
  });

  it('reports message keys with params at each field path, nested in a request body', () => {
    const body = z.object({ answers: buildSubmissionSchema(id, { mode: 'draft', now: NOW }) });
    const result = body.safeParse({ answers: { document_number: 'x'.repeat(60), document_type: 'nope' } });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues.map((i) => ({ path: i.path, message: i.message }))).toEqual([
      { path: ['answers', 'document_type'], message: 'forms.validation.option_invalid' },
      { path: ['answers', 'document_number'], message: 'forms.validation.too_long' },
    ]);
    expect(fieldErrorsFromIssues(result.error.issues)).toEqual({
      'answers.document_type': [{ key: 'forms.validation.option_invalid' }],
      'answers.document_number': [{ key: 'forms.validation.too_long', params: { max: 50 } }],
    });
  });

  it('groups our own issues by dotted path with an optional prefix', () => {
    const issues: FormIssue[] = [
      { path: ['offences', 0, 'offence'], message: 'forms.validation.required' },
      { path: ['offences', 0, 'offence'], message: 'forms.validation.required' },
    ];
    expect(fieldErrorsFromIssues(issues, 'answers')).toEqual({
      'answers.offences.0.offence': [{ key: 'forms.validation.required' }],
    });
  });

  it('evaluates "today" when parsing, not when building', () => {
    const dbs = form('compliance-docs', 'dbs-check');
    const schema = buildSubmissionSchema(dbs, { mode: 'submit' });
    const tomorrow = new Date(Date.now() + 36 * 3600 * 1000).toISOString().slice(0, 10);
    expect(schema.safeParse(sampleAnswers(dbs, { overrides: { issue_date: tomorrow } })).success).toBe(false);
    expect(schema.safeParse(sampleAnswers(dbs)).success).toBe(true);
  });
});

describe('conditions on the top level from inside a repeating item', () => {
  const definition = defineForm({
    group: 'tempest-forms',
    slug: 'name-change',
    title: { en: 'Test', bn: 'পরীক্ষা' },
    description: { en: 'Test', bn: 'পরীক্ষা' },
    sections: [
      section({ en: 'Test', bn: 'পরীক্ষা' }, [
        yesNo('with_files', { en: 'Files?', bn: 'ফাইল?' }, { required: true }),
        repeating('items', { en: 'Items', bn: 'আইটেম' }, { en: 'Item', bn: 'আইটেম' }, [
          date('on', { en: 'On', bn: 'তারিখ' }, { required: true, constraint: NOT_FUTURE }),
          upload('files', { en: 'Files', bn: 'ফাইল' }, { required: true, when: equals('with_files', true) }),
        ]),
      ]),
    ],
    signature: false,
    expiry: { kind: 'none' },
  });

  it('looks outwards for a field the item does not have', () => {
    expect(messagesAt(definition, { with_files: true, items: [{ on: '2025-01-01' }] }, 'items.0.files')).toEqual([
      'forms.validation.required',
    ]);
    expect(issuesOf(definition, { with_files: false, items: [{ on: '2025-01-01', files: ['x'] }] })).toEqual([]);
  });
});

describe('48-hour opt-out (Working Time Regulations 1998, uk-rules.md §1.5)', () => {
  const optOut = form('tempest-forms', '48-hour-opt-out-agreement');
  const optingOut = { opt_out: true, aged_18_or_over: true, notice_period_days: 7, understands_withdrawal: true };

  it('refuses an under-18 and a notice period outside 7 days to 3 months', () => {
    expect(messagesAt(optOut, { ...optingOut, aged_18_or_over: false }, 'aged_18_or_over')).toHaveLength(1);
    expect(messagesAt(optOut, { ...optingOut, notice_period_days: 6 }, 'notice_period_days')).toHaveLength(1);
    expect(messagesAt(optOut, { ...optingOut, notice_period_days: 93 }, 'notice_period_days')).toHaveLength(1);
    expect(messagesAt(optOut, { ...optingOut, end_date: '2020-01-01' }, 'end_date')).toHaveLength(1);
  });

  it('accepts an opt-out with a set end and asks nothing of someone who keeps the limit', () => {
    const result = validateAnswers(optOut, { ...optingOut, notice_period_days: 92, end_date: '2099-12-31' }, { mode: 'submit', now: NOW });
    expect(result.success).toBe(true);
    expect(validateAnswers(optOut, { opt_out: false }, { mode: 'submit', now: NOW })).toEqual({ success: true, data: { opt_out: false } });
  });
});
