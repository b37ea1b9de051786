import {
  earlierAnswers,
  fieldScope,
  inThirdPerson,
  formFields,
  resolveOptions,
  scopeEntries,
  type FieldScope,
  type FormAnswers,
  type FormDefinition,
  type FormField,
  type Language,
} from '@portal/contract';
import type { TFunction } from 'i18next';

export interface AnswerLine {
  /** How far it is indented: 0 for a question of the form, more inside repeating items. */
  depth: number;
  label: string;
  /** Null for a heading line (a repeating group or one of its items). */
  value: string | null;
}

export interface AnswerSection {
  title: string;
  lines: AnswerLine[];
}

const NOT_ANSWERED = '—';

interface LineContext {
  lang: Language;
  t: TFunction;
  fileNames: ReadonlyMap<string, string>;
  /** Shown for a file id that is not among fileNames (retention deleted it); the stored id otherwise. */
  missingFile?: string;
}

function formatValue(field: FormField, value: unknown, { lang, t, fileNames, missingFile }: LineContext): string {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return NOT_ANSWERED;
  const strings = Array.isArray(value) ? value.map(String) : [String(value)];
  switch (field.kind) {
    case 'yes_no':
      return value === true ? t('pack.yes') : t('pack.no');
    case 'choice':
    case 'multi_choice': {
      const options = resolveOptions(field.options);
      return strings
        .map((key) => {
          const option = options.find((candidate) => candidate.key === key);
          return option ? option[lang] : key;
        })
        .join(', ');
    }
    case 'upload':
      return strings.map((id) => fileNames.get(id) ?? missingFile ?? id).join(', ');
    default:
      return strings.join(', ');
  }
}

function linesOf(
  fields: readonly FormField[],
  scope: FieldScope,
  answers: Record<string, unknown>,
  depth: number,
  context: LineContext,
): AnswerLine[] {
  const lines: AnswerLine[] = [];
  for (const { field } of scopeEntries(fields)) {
    if (!scope.isVisible(field.name)) continue;
    const label = field.label[context.lang];
    const value = answers[field.name];
    if (field.kind !== 'repeating') {
      lines.push({ depth, label, value: formatValue(field, value, context) });
      continue;
    }
    const items = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
    lines.push({ depth, label, value: items.length === 0 ? NOT_ANSWERED : null });
    items.forEach((item, index) => {
      lines.push({ depth: depth + 1, label: context.t('pack.item', { label: field.item_label[context.lang], number: index + 1 }), value: null });
      lines.push(...linesOf(field.fields, fieldScope(field.fields, item, scope), item, depth + 2, context));
    });
  }
  return lines;
}

/**
 * A form's answers as an auditor reads them: by section, labels and choices in `lang` and in the third person
 * (inThirdPerson), hidden fields left out.
 */
export function answerSections(definition: FormDefinition, answers: FormAnswers, context: LineContext): AnswerSection[] {
  const { lang, t } = context;
  const scope = fieldScope(formFields(definition), answers);
  const sections = inThirdPerson(definition)
    .sections.map((section) => ({
      title: section.title[lang],
      lines: linesOf(section.fields, scope, answers as Record<string, unknown>, 0, context),
    }))
    .filter((section) => section.lines.length > 0);
  // Questions an earlier version asked and this one does not: the auditor still sees what was declared.
  const earlier = earlierAnswers(definition, answers);
  if (earlier.length === 0) return sections;
  const shown = (value: unknown) => (typeof value === 'boolean' ? t(value ? 'pack.yes' : 'pack.no') : Array.isArray(value) ? value.join(', ') : String(value));
  const lines = earlier.map(({ name, label, value }) => ({ depth: 0, label: label?.[lang] ?? name, value: shown(value) }));
  return [...sections, { title: t('pack.earlier_answers'), lines }];
}
