import { topLevelEntries } from './fields.js';
import type { FormAnswers, FormDefinition, LocalizedText } from './types.js';

export interface EarlierAnswer {
  name: string;
  /** The label the form gave the question (its `retired` list), or null for one it does not record. */
  label: LocalizedText | null;
  value: unknown;
}

/**
 * Answers to questions an earlier version of the form asked and this one does not (a renderer draws only the
 * current questions), so that nothing the candidate declared is out of an officer's or auditor's sight.
 */
export function earlierAnswers(definition: FormDefinition, answers: FormAnswers): EarlierAnswer[] {
  const asked = new Set(topLevelEntries(definition).map((entry) => entry.field.name));
  const retired = new Map((definition.retired ?? []).map((question) => [question.name, question.label]));
  return Object.entries(answers)
    .filter(([name]) => !asked.has(name))
    .map(([name, value]) => ({ name, label: retired.get(name) ?? null, value }));
}
