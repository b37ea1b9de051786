/**
 * Validation of a form's answers against its definition.
 *
 * - draft: partial answers are fine; wrong types, unknown options, bad dates
 *   and over-long values (text, lists, files) are still rejected.
 * - submit: additionally every shown required field, the patterns, the date
 *   rules, minimum counts, options that must stand alone, confirmations and
 *   history coverage.
 *
 * Hidden fields (and unknown keys) are dropped without complaint, whatever they
 * hold; the result keeps only shown, non-empty, normalised answers.
 * Messages are catalogue keys ('forms.validation.*') with {{params}}.
 */
import { z } from 'zod';
import { addMonths, calendarDate, isIsoDate, type IsoDate } from './dates.js';
import { formFields, optionKeys, scopeEntries } from './fields.js';
import { historyGaps } from './history.js';
import { formMessageKey, type FormMessageKey } from './message-keys.js';
import { checkDateConstraint, checkTextPattern, TEXT_PATTERNS, type RuleFailure } from './patterns.js';
import type { FormAnswerValue, FormAnswers, FormField, FormDefinition, HistoryCoverage, RepeatingField } from './types.js';
import { FieldScope } from './visibility.js';

export type SubmissionMode = 'draft' | 'submit';

export interface SubmissionOptions {
  readonly mode: SubmissionMode;
  /** The moment of validation, for date rules (default: now). "Today" is taken in the UK. */
  readonly now?: Date;
}

export type FormIssuePath = readonly (string | number)[];

export interface FormIssue {
  readonly path: FormIssuePath;
  readonly message: FormMessageKey;
  readonly params?: Readonly<Record<string, number | string>>;
}

export type FormValidationResult =
  | { readonly success: true; readonly data: FormAnswers }
  | { readonly success: false; readonly issues: readonly FormIssue[] };

export const DEFAULT_TEXT_MAX = 255;
export const DEFAULT_TEXTAREA_MAX = 5000;
const FILE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

interface Context {
  readonly mode: SubmissionMode;
  readonly today: IsoDate;
  readonly issues: FormIssue[];
}

type Parsed =
  | { readonly state: 'empty' }
  | { readonly state: 'ok'; readonly value: FormAnswerValue }
  | { readonly state: 'invalid'; readonly failure: RuleFailure };

const EMPTY: Parsed = { state: 'empty' };
const ok = (value: FormAnswerValue): Parsed => ({ state: 'ok', value });
const fail = (code: Parameters<typeof formMessageKey>[0], params?: Record<string, number>): Parsed => ({
  state: 'invalid',
  failure: params ? { message: formMessageKey(code), params } : { message: formMessageKey(code) },
});
const fromRule = (failure: RuleFailure | null, value: FormAnswerValue): Parsed =>
  failure ? { state: 'invalid', failure } : ok(value);

function isEmpty(raw: unknown): boolean {
  return (
    raw === undefined ||
    raw === null ||
    (typeof raw === 'string' && raw.trim() === '') ||
    (Array.isArray(raw) && raw.length === 0)
  );
}

function isRecord(raw: unknown): raw is Record<string, unknown> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw);
}

function parseText(raw: unknown, max: number): Parsed | string {
  if (typeof raw !== 'string') return fail('invalid');
  const value = raw.trim();
  return value.length > max ? fail('too_long', { max }) : value;
}

/** A number, or a string of one (Bengali digits ০-৯ accepted too). */
function parseNumber(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== 'string') return undefined;
  const ascii = raw.trim().replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
  return /^-?\d+(\.\d+)?$/.test(ascii) ? Number(ascii) : undefined;
}

/** Parses one non-repeating answer: its type always, its rules on submit. */
function parseValue(field: Exclude<FormField, RepeatingField>, raw: unknown, ctx: Context): Parsed {
  if (isEmpty(raw)) return EMPTY;
  const submit = ctx.mode === 'submit';
  switch (field.kind) {
    case 'text': {
      const rule = field.pattern ? TEXT_PATTERNS[field.pattern] : undefined;
      const text = parseText(raw, field.max_length ?? rule?.max_length ?? DEFAULT_TEXT_MAX);
      if (typeof text !== 'string') return text;
      if (!field.pattern || !rule) return ok(text);
      const checked = checkTextPattern(field.pattern, text);
      if (checked.ok) return ok(checked.value);
      return submit ? { state: 'invalid', failure: { message: checked.message } } : ok(rule.normalise(text));
    }
    case 'textarea': {
      const text = parseText(raw, field.max_length ?? DEFAULT_TEXTAREA_MAX);
      return typeof text === 'string' ? ok(text) : text;
    }
    case 'date': {
      if (!isIsoDate(raw)) return fail('date_invalid');
      return submit && field.constraint ? fromRule(checkDateConstraint(raw, field.constraint, ctx.today), raw) : ok(raw);
    }
    case 'number': {
      const value = parseNumber(raw);
      if (value === undefined) return fail('number_invalid');
      if (!submit) return ok(value);
      if (field.integer && !Number.isInteger(value)) return fail('number_integer');
      if (field.min !== undefined && value < field.min) return fail('number_min', { min: field.min });
      if (field.max !== undefined && value > field.max) return fail('number_max', { max: field.max });
      return ok(value);
    }
    case 'choice':
      if (typeof raw !== 'string') return fail('invalid');
      return optionKeys(field.options).has(raw) ? ok(raw) : fail('option_invalid');
    case 'multi_choice': {
      if (!Array.isArray(raw) || !raw.every((v) => typeof v === 'string')) return fail('invalid');
      const keys = optionKeys(field.options);
      if (!raw.every((v) => keys.has(v))) return fail('option_invalid');
      const values = [...new Set(raw as string[])];
      if (field.max_items !== undefined && values.length > field.max_items) return fail('max_items', { max: field.max_items });
      if (!submit) return ok(values);
      const min = field.min_items ?? 1;
      if (values.length < min) return fail('min_items', { min });
      const alone = field.exclusive ?? [];
      return values.length > 1 && values.some((v) => alone.includes(v)) ? fail('option_exclusive') : ok(values);
    }
    case 'yes_no':
      return typeof raw === 'boolean' ? ok(raw) : fail('invalid');
    case 'upload': {
      if (!Array.isArray(raw) || !raw.every((v) => typeof v === 'string' && FILE_ID.test(v))) return fail('file_invalid');
      const ids = [...new Set(raw as string[])];
      if (ids.length > field.max_files) return fail('max_files', { max: field.max_files });
      return submit && ids.length < field.min_files ? fail('min_files', { min: field.min_files }) : ok(ids);
    }
  }
}

/** The first gap in a history of periods, or null when it covers the last `years` years up to today. */
export function checkHistoryCoverage(items: readonly FormAnswers[], coverage: HistoryCoverage, today: IsoDate): RuleFailure | null {
  const [gap] = historyGaps(items, coverage, today);
  if (!gap) return null;
  if (gap.from === addMonths(today, -12 * coverage.years)) {
    return { message: formMessageKey('history_too_short'), params: { years: coverage.years } };
  }
  return { message: formMessageKey('history_gap'), params: { from: gap.from, to: gap.to } };
}

function validateGroup(field: RepeatingField, raw: unknown, path: FormIssuePath, ctx: Context, outer: FieldScope): Parsed {
  if (isEmpty(raw)) return EMPTY;
  if (!Array.isArray(raw)) return fail('invalid');
  if (raw.length > field.max_items) return fail('max_items', { max: field.max_items });
  const before = ctx.issues.length;
  const items = raw.map((item, index) => validateScope(field.fields, item, [...path, index], ctx, outer) ?? {});
  if (ctx.mode !== 'submit') return ok(items);
  if (items.length < field.min_items) return fail('min_items', { min: field.min_items });
  if (field.coverage && ctx.issues.length === before) {
    return fromRule(checkHistoryCoverage(items, field.coverage, ctx.today), items);
  }
  return ok(items);
}

/** Validates one answers object (the form's, or one repeating item's); issues go to ctx. */
function validateScope(
  fields: readonly FormField[],
  raw: unknown,
  path: FormIssuePath,
  ctx: Context,
  outer?: FieldScope,
): FormAnswers | undefined {
  const input = raw === undefined || raw === null ? {} : raw;
  if (!isRecord(input)) {
    ctx.issues.push({ path, message: formMessageKey('invalid') });
    return undefined;
  }
  const entries = scopeEntries(fields);
  const parsed = new Map<string, Parsed>();
  const values = new Map<string, unknown>();
  for (const { field } of entries) {
    if (field.kind === 'repeating') continue;
    const result = parseValue(field, input[field.name], ctx);
    parsed.set(field.name, result);
    if (result.state === 'ok') values.set(field.name, result.value);
  }
  const scope = new FieldScope(entries, values, outer);
  const answers: FormAnswers = {};
  for (const { field } of entries) {
    if (!scope.isVisible(field.name)) continue;
    const fieldPath = [...path, field.name];
    const result =
      field.kind === 'repeating'
        ? validateGroup(field, input[field.name], fieldPath, ctx, scope)
        : (parsed.get(field.name) ?? EMPTY);
    if (result.state === 'empty') {
      if (ctx.mode === 'submit' && scope.isRequired(field)) {
        ctx.issues.push({ path: fieldPath, message: formMessageKey('required') });
      }
      continue;
    }
    if (result.state === 'invalid') {
      ctx.issues.push({ path: fieldPath, ...result.failure });
      continue;
    }
    const failure = ctx.mode === 'submit' ? checkAgainstOthers(field, result.value, scope) : null;
    if (failure) ctx.issues.push({ path: fieldPath, ...failure });
    answers[field.name] = result.value;
  }
  return answers;
}

/** Submit-only rules that look at the answer in context. */
function checkAgainstOthers(field: FormField, value: FormAnswerValue, scope: FieldScope): RuleFailure | null {
  if (field.kind === 'yes_no' && field.must_be_yes && value !== true) {
    return { message: formMessageKey('must_be_yes') };
  }
  if (field.kind === 'date' && field.not_before) {
    const start = scope.visibleValue(field.not_before);
    if (isIsoDate(start) && typeof value === 'string' && value < start) {
      return { message: formMessageKey('date_end_before_start') };
    }
  }
  return null;
}

/** Validates answers without zod: the cleaned answers, or every issue with its path. */
export function validateAnswers(definition: FormDefinition, answers: unknown, options: SubmissionOptions): FormValidationResult {
  const ctx: Context = { mode: options.mode, today: calendarDate(options.now ?? new Date()), issues: [] };
  const data = validateScope(formFields(definition), answers, [], ctx);
  return data && ctx.issues.length === 0 ? { success: true, data } : { success: false, issues: ctx.issues };
}

/**
 * A zod schema for a form's answers object. Its output is the cleaned answers;
 * its issues are custom issues whose message is a 'forms.validation.*' key and
 * whose `params` carry the interpolation values.
 */
export function buildSubmissionSchema(definition: FormDefinition, options: SubmissionOptions): z.ZodType<FormAnswers, unknown> {
  return z.unknown().transform((input, ctx) => {
    const result = validateAnswers(definition, input, options);
    if (result.success) return result.data;
    for (const issue of result.issues) {
      const params = issue.params ? { params: { ...issue.params } } : {};
      ctx.addIssue({ code: 'custom', message: issue.message, path: [...issue.path], ...params });
    }
    return z.NEVER;
  });
}

export interface FieldErrorMessage {
  readonly key: string;
  readonly params?: Record<string, string | number>;
}

/**
 * Issues grouped by dotted field path ('addresses.0.postcode'), ready for a 422
 * `errors` object once translated. Takes our issues or a ZodError's issues.
 */
export function fieldErrorsFromIssues(
  issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string; readonly params?: unknown }[],
  prefix?: string,
): Record<string, FieldErrorMessage[]> {
  const errors: Record<string, FieldErrorMessage[]> = {};
  for (const issue of issues) {
    const path = [prefix, ...issue.path.map(String)].filter((p) => p !== undefined && p !== '').join('.') || (prefix ?? 'answers');
    const list = (errors[path] ??= []);
    const params = isRecord(issue.params) ? (issue.params as Record<string, string | number>) : undefined;
    if (!list.some((m) => m.key === issue.message)) list.push(params ? { key: issue.message, params } : { key: issue.message });
  }
  return errors;
}
