/**
 * Small constructors that keep the definitions terse, e.g.
 * `text('document_number', { en: 'Document number', bn: 'নথির নম্বর' }, { required: true })`.
 * They only fill defaults and drop unset options; the result is plain data.
 */
import { UPLOAD_MAX_FILES } from '../constants.js';
import type { ReferenceListName } from '../reference-lists.js';
import type { FormGroup, FormSlug } from './keys.js';
import type {
  ChoiceField,
  ChoiceOption,
  FieldCondition,
  FieldTest,
  DateConstraint,
  DateField,
  FormField,
  FormDefinition,
  FormSection,
  HistoryCoverage,
  LocalizedText,
  MultiChoiceField,
  NumberField,
  OptionSource,
  RepeatingField,
  TextareaField,
  TextField,
  TextPatternKind,
  UploadField,
  YesNoField,
} from './types.js';

interface Common {
  readonly required?: boolean;
  readonly help?: LocalizedText;
  readonly when?: FieldCondition;
  readonly required_when?: FieldCondition;
}

/** Drops keys whose value is undefined, so definitions serialise cleanly. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function base<K extends FormField['kind']>(kind: K, name: string, label: LocalizedText, opts: Common) {
  return {
    kind,
    name,
    label,
    help: opts.help,
    required: opts.required ?? false,
    required_when: opts.required_when,
    when: opts.when,
  };
}

export function option(key: string, en: string, bn: string): ChoiceOption {
  return { key, en, bn };
}

export const NOT_FUTURE: DateConstraint = { kind: 'not_future' };
export const FUTURE: DateConstraint = { kind: 'future' };
export const withinMonths = (months: number): DateConstraint => ({ kind: 'within_months', months });
export const atLeastMonthsAgo = (months: number): DateConstraint => ({ kind: 'at_least_months_ago', months });
export const futureWithinMonths = (months: number): DateConstraint => ({ kind: 'future_within_months', months });

export const equals = (field: string, value: string | number | boolean): FieldTest => ({ field, equals: value });
export const isOneOf = (field: string, values: readonly (string | number | boolean)[]): FieldTest => ({ field, in: values });
export const isNotOneOf = (field: string, values: readonly (string | number | boolean)[]): FieldTest => ({
  field,
  not_in: values,
});
/** Holds when the field has any answer (an upload with files, a choice made...): none of no values. */
export const isAnswered = (field: string): FieldTest => ({ field, not_in: [] });
export const allOf = (...all: FieldCondition[]): FieldCondition => ({ all });
export const anyOf = (...any: FieldCondition[]): FieldCondition => ({ any });

export function text(
  name: string,
  label: LocalizedText,
  opts: Common & { pattern?: TextPatternKind; max_length?: number } = {},
): TextField {
  return compact({ ...base('text', name, label, opts), pattern: opts.pattern, max_length: opts.max_length });
}

export function textarea(name: string, label: LocalizedText, opts: Common & { max_length?: number } = {}): TextareaField {
  return compact({ ...base('textarea', name, label, opts), max_length: opts.max_length });
}

export function date(
  name: string,
  label: LocalizedText,
  opts: Common & { constraint?: DateConstraint; not_before?: string } = {},
): DateField {
  return compact({ ...base('date', name, label, opts), constraint: opts.constraint, not_before: opts.not_before });
}

export function number(
  name: string,
  label: LocalizedText,
  opts: Common & { min?: number; max?: number; integer?: boolean } = {},
): NumberField {
  return compact({ ...base('number', name, label, opts), min: opts.min, max: opts.max, integer: opts.integer });
}

function toSource(options: ReferenceListName | readonly ChoiceOption[] | OptionSource): OptionSource {
  if (typeof options === 'string') return { list: options };
  if (Array.isArray(options)) return { items: options };
  return options as OptionSource;
}

/** A single choice from a reference list (by name) or from inline options. */
export function choice(
  name: string,
  label: LocalizedText,
  options: ReferenceListName | readonly ChoiceOption[] | OptionSource,
  opts: Common = {},
): ChoiceField {
  return compact({ ...base('choice', name, label, opts), options: toSource(options) });
}

export function multiChoice(
  name: string,
  label: LocalizedText,
  options: ReferenceListName | readonly ChoiceOption[] | OptionSource,
  opts: Common & { min_items?: number; max_items?: number; exclusive?: readonly string[] } = {},
): MultiChoiceField {
  return compact({
    ...base('multi_choice', name, label, opts),
    options: toSource(options),
    min_items: opts.min_items,
    max_items: opts.max_items,
    exclusive: opts.exclusive,
  });
}

/** A yes/no question; `yes` / `no` are the follow-up fields shown for that answer. */
export function yesNo(
  name: string,
  label: LocalizedText,
  opts: Common & { yes?: readonly FormField[]; no?: readonly FormField[]; must_be_yes?: boolean } = {},
): YesNoField {
  const follow_up = opts.yes || opts.no ? compact({ yes: opts.yes, no: opts.no }) : undefined;
  return compact({
    ...base('yes_no', name, label, { ...opts, required: opts.required ?? opts.must_be_yes }),
    follow_up,
    must_be_yes: opts.must_be_yes,
  });
}

/** A statement the candidate must confirm (a required yes/no that must be yes). */
export function confirm(name: string, label: LocalizedText, opts: Omit<Common, 'required'> = {}): YesNoField {
  return yesNo(name, label, { ...opts, required: true, must_be_yes: true });
}

export function repeating(
  name: string,
  label: LocalizedText,
  itemLabel: LocalizedText,
  fields: readonly FormField[],
  opts: Common & { min_items?: number; max_items?: number; coverage?: HistoryCoverage } = {},
): RepeatingField {
  return compact({
    ...base('repeating', name, label, opts),
    item_label: itemLabel,
    fields,
    min_items: opts.min_items ?? 1,
    max_items: opts.max_items ?? 20,
    coverage: opts.coverage,
  });
}

/** Evidence: 1..5 files (jpeg, png or pdf) by default. */
export function upload(
  name: string,
  label: LocalizedText,
  opts: Common & { document_kinds?: ReferenceListName; min_files?: number; max_files?: number } = {},
): UploadField {
  return compact({
    ...base('upload', name, label, opts),
    document_kinds: opts.document_kinds,
    min_files: opts.min_files ?? 1,
    max_files: opts.max_files ?? UPLOAD_MAX_FILES,
  });
}

export function section(title: LocalizedText, fields: readonly FormField[], description?: LocalizedText): FormSection {
  return compact({ title, description, fields });
}

type DefinitionInput<G extends FormGroup, S extends string> = Omit<FormDefinition, 'key' | 'group' | 'slug' | 'version'> & {
  readonly group: G;
  readonly slug: S;
  readonly version?: number;
};

/** A definition of one of the routes; the key is derived from group and slug. */
export function defineForm<G extends FormGroup, S extends FormSlug<G>>(input: DefinitionInput<G, S>): FormDefinition<`${G}/${S}`> {
  const { group, slug, version, ...rest } = input;
  return compact({ key: `${group}/${slug}` as `${G}/${S}`, group, slug, version: version ?? 1, ...rest });
}
