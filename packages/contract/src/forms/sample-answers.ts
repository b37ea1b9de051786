/**
 * A complete, valid set of answers for any definition, for tests (unit, API, e2e).
 */
import { addDays, addMonths, calendarDate, type IsoDate } from './dates.js';
import { formFields, resolveOptions, scopeEntries } from './fields.js';
import { TEXT_PATTERNS } from './patterns.js';
import type { FormAnswerValue, FormAnswers, FormField, FormDefinition, HistoryCoverage } from './types.js';
import { fieldScope, type FieldScope } from './visibility.js';

export interface SampleAnswerOptions {
  /** Dates are generated relative to this moment (default: now). */
  readonly now?: Date;
  /**
   * How to answer yes/no questions that are not confirmations: 'no' (default)
   * leaves most follow-ups hidden, 'yes' shows and fills them.
   */
  readonly branch?: 'yes' | 'no';
  /** Top-level answers to use as given (e.g. `{ document_type: 'visa' }`); the rest is generated around them. */
  readonly overrides?: FormAnswers;
  /** File ids for upload fields, e.g. ids returned by POST /api/v1/uploads. Default: 'sample-<path>-<n>'. */
  readonly fileId?: (path: string, index: number) => string;
}

interface Generator {
  readonly today: IsoDate;
  readonly branch: 'yes' | 'no';
  readonly fileId: (path: string, index: number) => string;
}

const SAMPLE_TEXT = 'Sample answer';
const SAMPLE_DETAILS = 'Sample details for this question.';

function sampleDate(field: Extract<FormField, { kind: 'date' }>, gen: Generator, coverage?: HistoryCoverage): IsoDate {
  const { today } = gen;
  if (coverage?.from === field.name) return addMonths(today, -12 * (coverage.years + 1));
  if (/birth/.test(field.name)) return addMonths(today, -12 * 30);
  // Issued last month: within every re-check policy (a DBS certificate's), so a sample version is still in force.
  if (field.name === 'issue_date') return addMonths(today, -1);
  switch (field.constraint?.kind) {
    case 'future':
      return addMonths(today, 12);
    case 'within_months':
      return addDays(today, -7);
    case 'at_least_months_ago':
      return addMonths(today, -(field.constraint.months + 12));
    case 'future_within_months':
      return addMonths(today, Math.ceil(field.constraint.months / 2));
    default:
      return field.not_before ? addMonths(today, -1) : addMonths(today, -36);
  }
}

function sampleValue(field: FormField, path: string, gen: Generator, outer: FieldScope | undefined, coverage?: HistoryCoverage): FormAnswerValue | undefined {
  switch (field.kind) {
    case 'text': {
      if (field.pattern) return TEXT_PATTERNS[field.pattern].example;
      return SAMPLE_TEXT.slice(0, field.max_length ?? SAMPLE_TEXT.length);
    }
    case 'textarea':
      return SAMPLE_DETAILS.slice(0, field.max_length ?? SAMPLE_DETAILS.length);
    case 'date':
      // The open end of a history period ("to date") stays empty when allowed.
      if (coverage?.to === field.name && !field.required) return undefined;
      return sampleDate(field, gen, coverage);
    case 'number':
      return Math.min(Math.max(0, field.min ?? 0), field.max ?? Number.MAX_SAFE_INTEGER);
    case 'choice': {
      const options = resolveOptions(field.options);
      return (options.find((o) => o.key === 'GB') ?? options[0])?.key;
    }
    case 'multi_choice': {
      const first = resolveOptions(field.options)[0];
      return first ? [first.key] : undefined;
    }
    case 'yes_no':
      return field.must_be_yes ? true : gen.branch === 'yes';
    case 'upload':
      return Array.from({ length: Math.max(1, field.min_files) }, (_, i) => gen.fileId(path, i));
    case 'repeating': {
      const count = Math.max(1, field.min_items);
      return Array.from({ length: count }, (_, i) =>
        sampleScope(field.fields, gen, {}, { path: `${path}.${i}`, outer, coverage: field.coverage }),
      );
    }
  }
}

/** Where a group of fields sits: its path in the answers, the enclosing scope, and the history it must cover. */
interface SampleAt {
  path: string;
  outer?: FieldScope;
  coverage?: HistoryCoverage;
}

function sampleScope(fields: readonly FormField[], gen: Generator, overrides: FormAnswers, { path, outer, coverage }: SampleAt): FormAnswers {
  const answers: FormAnswers = {};
  for (const { field } of scopeEntries(fields)) {
    const scope = fieldScope(fields, { ...answers, ...overrides }, outer);
    if (!scope.isVisible(field.name)) continue;
    const override = overrides[field.name];
    const value =
      override !== undefined
        ? override
        : sampleValue(field, path ? `${path}.${field.name}` : field.name, gen, scope, coverage);
    if (value !== undefined) answers[field.name] = value;
  }
  return answers;
}

/** Answers that pass `buildSubmissionSchema(definition, { mode: 'submit', now })`. */
export function sampleAnswers(definition: FormDefinition, options: SampleAnswerOptions = {}): FormAnswers {
  const gen: Generator = {
    today: calendarDate(options.now ?? new Date()),
    branch: options.branch ?? 'no',
    fileId: options.fileId ?? ((path, index) => `sample-${path.replaceAll('.', '-')}-${index + 1}`),
  };
  return sampleScope(formFields(definition), gen, options.overrides ?? {}, { path: '' });
}
