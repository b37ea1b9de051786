import { describe, it, expect } from 'vitest';
import { isReferenceListName } from '../reference-lists.js';
import { REFEREE_QUESTIONS } from './definitions/references/referee-questions.js';
import { isIsoDate } from './dates.js';
import { optionKeys, resolveOptions, scopeEntries, testsOf, topLevelEntries, walkFields } from './fields.js';
import { FORM_GROUPS, FORM_SLUGS } from './keys.js';
import { FORM_DEFINITIONS, FORM_KEYS, formsByGroup, getFormDefinition, isFormKey } from './registry.js';
import { sampleAnswers } from './sample-answers.js';
import type { FieldCondition, FieldTest, FormField, FormDefinition, LocalizedText } from './types.js';
import { validateAnswers } from './validate.js';

const BENGALI = /[\u0980-\u09FF]/;
const SNAKE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;
const NOW = new Date('2025-06-15T10:00:00Z');
const ALL: readonly FormDefinition[] = [...FORM_DEFINITIONS, REFEREE_QUESTIONS];

/** Every {en, bn} text anywhere in a definition, with where it was found. */
function localizedTexts(value: unknown, path = ''): [string, LocalizedText][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => localizedTexts(v, `${path}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  const keys = Object.keys(value);
  if (keys.length === 2 && keys.includes('en') && keys.includes('bn')) return [[path, value as LocalizedText]];
  return Object.entries(value).flatMap(([k, v]) => localizedTexts(v, path ? `${path}.${k}` : k));
}

function conditionsOf(field: FormField): FieldTest[] {
  return [field.when, field.required_when].filter((c): c is FieldCondition => c !== undefined).flatMap(testsOf);
}

describe('registry', () => {
  it("has the spec's 35 route forms and the employment history, keyed <group>/<slug>", () => {
    expect(FORM_DEFINITIONS).toHaveLength(36);
    expect(formsByGroup['compliance-docs']).toHaveLength(8);
    expect(formsByGroup.references).toHaveLength(3);
    expect(formsByGroup['tempest-forms']).toHaveLength(25);
    expect(new Set(FORM_DEFINITIONS.map((d) => d.key)).size).toBe(36);
    expect([...FORM_KEYS].sort()).toEqual(FORM_DEFINITIONS.map((d) => d.key).sort());
    for (const group of FORM_GROUPS) {
      expect(formsByGroup[group].map((d) => d.slug).sort()).toEqual([...FORM_SLUGS[group]].sort());
    }
    for (const d of FORM_DEFINITIONS) {
      expect(d.key).toBe(`${d.group}/${d.slug}`);
      expect(getFormDefinition(d.group, d.slug)).toBe(d);
      expect(Number.isInteger(d.version) && d.version >= 1, d.key).toBe(true);
    }
  });

  it('keeps the routes’ own spelling and matches slugs exactly', () => {
    expect(getFormDefinition('compliance-docs', 'oversieas-police-check')).toBeDefined();
    expect(getFormDefinition('tempest-forms', 'oversieas-police-check')).toBeDefined();
    expect(getFormDefinition('tempest-forms', 'candidate-and-REC-declaration')).toBeDefined();
    expect(getFormDefinition('tempest-forms', 'DFE-details-old')).toBeDefined();
    expect(getFormDefinition('tempest-forms', 'candidate-and-rec-declaration')).toBeUndefined();
    expect(getFormDefinition('compliance-docs', 'overseas-police-check')).toBeUndefined();
    expect(getFormDefinition('references', 'create')).toBeUndefined();
    expect(getFormDefinition('nope', 'right-to-work')).toBeUndefined();
    expect(isFormKey('tempest-forms/right-to-work')).toBe(true);
    expect(isFormKey('references/referee-response')).toBe(false);
  });

  it('links only to existing forms', () => {
    for (const d of ALL) for (const link of d.links ?? []) expect(isFormKey(link), `${d.key} -> ${link}`).toBe(true);
  });
});

describe.each(ALL.map((d) => [d.key, d] as const))('%s', (_key, definition) => {
  it('has unique snake_case field names in every scope', () => {
    const checkScope = (fields: readonly FormField[], where: string) => {
      const names = scopeEntries(fields).map((e) => e.field.name);
      expect(new Set(names).size, `${where}: ${names.join(', ')}`).toBe(names.length);
      for (const name of names) expect(name, where).toMatch(SNAKE);
      for (const { field } of scopeEntries(fields)) {
        if (field.kind === 'repeating') checkScope(field.fields, `${where}/${field.name}`);
      }
    };
    checkScope(definition.sections.flatMap((s) => s.fields), definition.key);
  });

  it('uses existing reference lists and sensible limits', () => {
    for (const { field } of walkFields(definition.sections.flatMap((s) => s.fields))) {
      if (field.kind === 'choice' || field.kind === 'multi_choice') {
        if ('list' in field.options) expect(isReferenceListName(field.options.list), field.name).toBe(true);
        expect(resolveOptions(field.options).length, field.name).toBeGreaterThan(0);
        expect(optionKeys(field.options).size, `${field.name} has duplicate option keys`).toBe(resolveOptions(field.options).length);
      }
      if (field.kind === 'multi_choice') {
        for (const key of field.exclusive ?? []) expect(optionKeys(field.options).has(key), `${field.name} exclusive ${key}`).toBe(true);
      }
      if (field.kind === 'upload') {
        if (field.document_kinds) expect(isReferenceListName(field.document_kinds), field.name).toBe(true);
        expect(field.min_files).toBeGreaterThanOrEqual(1);
        expect(field.max_files).toBeLessThanOrEqual(5);
        expect(field.min_files).toBeLessThanOrEqual(field.max_files);
      }
      if (field.kind === 'repeating') expect(field.min_items).toBeLessThanOrEqual(field.max_items);
    }
  });

  it('has English and Bengali for every title, label, help text, option and statement', () => {
    const texts = localizedTexts(definition);
    expect(texts.length).toBeGreaterThan(3);
    for (const [path, text] of texts) {
      expect(text.en.trim(), path).not.toBe('');
      expect(text.bn, path).toMatch(BENGALI);
    }
    for (const { field } of walkFields(definition.sections.flatMap((s) => s.fields))) {
      if (field.kind !== 'choice' && field.kind !== 'multi_choice') continue;
      for (const option of resolveOptions(field.options)) {
        expect(option.en.trim(), `${field.name}/${option.key}`).not.toBe('');
        expect(option.bn, `${field.name}/${option.key}`).toMatch(BENGALI);
      }
    }
    if (definition.signature) expect(definition.declaration, 'a signed form has a statement').toBeDefined();
  });

  it('has conditions and rules that refer to earlier fields of the right kind', () => {
    const check = (fields: readonly FormField[], outer: ReadonlyMap<string, FormField>) => {
      const seen = new Map(outer);
      for (const { field } of scopeEntries(fields)) {
        for (const condition of conditionsOf(field)) {
          const target = seen.get(condition.field);
          expect(target, `${field.name} depends on ${condition.field}, which must come first`).toBeDefined();
          const values = 'equals' in condition ? [condition.equals] : 'in' in condition ? condition.in : condition.not_in;
          for (const value of values) {
            if (target?.kind === 'choice') expect(optionKeys(target.options).has(String(value)), `${field.name}: ${value}`).toBe(true);
            if (target?.kind === 'yes_no') expect(typeof value).toBe('boolean');
          }
        }
        if (field.kind === 'date' && field.not_before) {
          expect(seen.get(field.not_before)?.kind, `${field.name} not_before`).toBe('date');
        }
        seen.set(field.name, field);
        if (field.kind === 'repeating') {
          check(field.fields, seen);
          if (field.coverage) {
            const names = new Map(field.fields.map((f) => [f.name, f.kind]));
            expect(names.get(field.coverage.from)).toBe('date');
            expect(names.get(field.coverage.to)).toBe('date');
          }
        }
      }
    };
    check(definition.sections.flatMap((s) => s.fields), new Map());

    const top = new Map(topLevelEntries(definition).map((e) => [e.field.name, e.field]));
    const rule = definition.expiry;
    for (const part of rule.kind === 'first_applicable' ? rule.rules : [rule]) {
      if (part.kind === 'from_field') {
        for (const name of part.fields) expect(top.get(name)?.kind, `expiry field ${name}`).toBe('date');
      }
      if ((part.kind === 'from_field' || part.kind === 'annual_on') && part.when) expect(top.has(part.when.field)).toBe(true);
      if (part.kind === 'annual_on') expect(isIsoDate(`2024-${String(part.month).padStart(2, '0')}-${String(part.day).padStart(2, '0')}`)).toBe(true);
    }
    if (rule.kind === 'issued_within_months') {
      const field = top.get(rule.field);
      expect(field?.kind === 'date' && field.constraint).toEqual({ kind: 'within_months', months: rule.months });
    }
    if (definition.sensitive?.kind === 'health') {
      for (const c of definition.sensitive.referral_when) expect(top.get(c.field)?.kind).toBe('yes_no');
    }
  });

  it('an empty submission gives "required" for exactly the required fields shown', () => {
    const expected = topLevelEntries(definition)
      .filter((e) => !e.parent && !e.field.when && e.field.required)
      .map((e) => e.field.name)
      .sort();
    const result = validateAnswers(definition, {}, { mode: 'submit', now: NOW });
    if (expected.length === 0) {
      expect(result.success).toBe(true);
      return;
    }
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issues.map((i) => i.path.join('.')).sort()).toEqual(expected);
    for (const issue of result.issues) expect(issue.message).toBe('forms.validation.required');
  });

  it('an empty draft is accepted', () => {
    expect(validateAnswers(definition, {}, { mode: 'draft', now: NOW })).toEqual({ success: true, data: {} });
  });

  it('accepts complete sample answers, with follow-ups shown or hidden', () => {
    for (const branch of ['no', 'yes'] as const) {
      const answers = sampleAnswers(definition, { now: NOW, branch });
      const result = validateAnswers(definition, answers, { mode: 'submit', now: NOW });
      expect(result.success ? [] : result.issues, `${branch}: ${JSON.stringify(answers)}`).toEqual([]);
      expect(result.success && result.data).toEqual(answers);
    }
  });

  it('accepts sample answers for every option of a choice that other fields depend on', () => {
    const top = topLevelEntries(definition).map((e) => e.field);
    const controlling = new Set(top.flatMap(conditionsOf).map((c) => c.field));
    for (const field of top) {
      if (field.kind !== 'choice' || !controlling.has(field.name)) continue;
      for (const { key } of resolveOptions(field.options)) {
        for (const branch of ['no', 'yes'] as const) {
          const answers = sampleAnswers(definition, { now: NOW, branch, overrides: { [field.name]: key } });
          const result = validateAnswers(definition, answers, { mode: 'submit', now: NOW });
          expect(result.success ? [] : result.issues, `${field.name}=${key} (${branch})`).toEqual([]);
        }
      }
    }
  });
});
