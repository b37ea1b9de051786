import { scopeEntries, type FormAnswers, type FormAnswerValue, type FormField, type RepeatingField } from '@portal/contract';

/** The value of an unanswered field; the contract treats '' and [] as "not answered". */
function emptyValue(field: FormField): FormAnswerValue {
  switch (field.kind) {
    case 'multi_choice':
    case 'upload':
    case 'repeating':
      return [];
    default:
      return '';
  }
}

/** A blank item for a repeating group: every field present, so each input starts controlled. */
export function emptyItem(group: RepeatingField): FormAnswers {
  return Object.fromEntries(scopeEntries(group.fields).map(({ field }) => [field.name, emptyValue(field)]));
}

/**
 * The starting answers for a form: what was saved, and for a required repeating
 * group that has nothing yet, its first (or minimum number of) blank items. Groups
 * that only show after an answer (convictions when "yes") get them too, so they
 * appear ready to fill; the validator ignores them while hidden.
 */
export function startingAnswers(fields: readonly FormField[], saved: FormAnswers | undefined): FormAnswers {
  const answers: FormAnswers = { ...saved };
  for (const { field } of scopeEntries(fields)) {
    if (field.kind !== 'repeating' || answers[field.name] !== undefined) continue;
    if (!field.required && !field.required_when) continue;
    answers[field.name] = Array.from({ length: Math.max(1, field.min_items) }, () => emptyItem(field));
  }
  return answers;
}
