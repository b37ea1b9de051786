/**
 * Walking a definition's fields: scopes, follow-ups, options and conditions.
 */
import { referenceItemName, referenceLists, type ReferenceItem } from '../reference-lists.js';
import type { FormAnswerScalar, FormAnswers, ChoiceOption, FieldCondition, FieldTest, FormField, FormDefinition, OptionSource } from './types.js';

/** A field in a scope, with the yes/no question (and answer) it follows up, if any. */
export interface ScopeEntry {
  readonly field: FormField;
  readonly parent?: { readonly name: string; readonly answer: boolean };
}

/**
 * The fields whose answers share one object: the given fields plus, recursively,
 * their yes/no follow-ups (but not the insides of repeating groups), in display order.
 */
export function scopeEntries(fields: readonly FormField[], parent?: ScopeEntry['parent']): ScopeEntry[] {
  const entries: ScopeEntry[] = [];
  for (const field of fields) {
    entries.push(parent ? { field, parent } : { field });
    if (field.kind === 'yes_no' && field.follow_up) {
      entries.push(...scopeEntries(field.follow_up.yes ?? [], { name: field.name, answer: true }));
      entries.push(...scopeEntries(field.follow_up.no ?? [], { name: field.name, answer: false }));
    }
  }
  return entries;
}

/** Top-level fields of a form (every section, follow-ups included). */
export function formFields(definition: FormDefinition): readonly FormField[] {
  return definition.sections.flatMap((section) => section.fields);
}

export function topLevelEntries(definition: FormDefinition): ScopeEntry[] {
  return scopeEntries(formFields(definition));
}

/** Every field at any depth, with the path of repeating groups it sits in. */
export function* walkFields(
  fields: readonly FormField[],
  groups: readonly string[] = [],
): Generator<{ field: FormField; groups: readonly string[] }> {
  for (const { field } of scopeEntries(fields)) {
    yield { field, groups };
    if (field.kind === 'repeating') yield* walkFields(field.fields, [...groups, field.name]);
  }
}

/** The options a choice field offers, as {key, en, bn} (UK Passport shown as 'British Passport'). */
export function resolveOptions(source: OptionSource): readonly ChoiceOption[] {
  if ('items' in source) return source.items;
  const items: readonly ReferenceItem[] = referenceLists[source.list];
  const excluded = new Set(source.exclude ?? []);
  return [
    ...items
      .filter((item) => !excluded.has(item.key))
      .map((item) => ({ key: item.key, en: referenceItemName(item, 'en'), bn: referenceItemName(item, 'bn') })),
    ...(source.extra ?? []),
  ];
}

const optionKeyCache = new WeakMap<OptionSource, ReadonlySet<string>>();

export function optionKeys(source: OptionSource): ReadonlySet<string> {
  let keys = optionKeyCache.get(source);
  if (!keys) {
    keys = new Set(resolveOptions(source).map((option) => option.key));
    optionKeyCache.set(source, keys);
  }
  return keys;
}

/** Whether a condition holds for a (visible, answered) value; unanswered never matches. */
export function conditionMatches(condition: FieldTest, value: unknown): boolean {
  if (value === undefined) return false;
  const values: readonly unknown[] = Array.isArray(value) ? value : [value];
  if ('equals' in condition) return values.includes(condition.equals);
  if ('in' in condition) return values.some((v) => condition.in.includes(v as FormAnswerScalar));
  return !values.some((v) => condition.not_in.includes(v as FormAnswerScalar));
}

/** Whether a condition holds, reading each answer it tests through `valueOf`. */
export function conditionHolds(condition: FieldCondition, valueOf: (field: string) => unknown): boolean {
  if ('all' in condition) return condition.all.every((part) => conditionHolds(part, valueOf));
  if ('any' in condition) return condition.any.some((part) => conditionHolds(part, valueOf));
  return conditionMatches(condition, valueOf(condition.field));
}

/** The single tests a condition is made of. */
export function testsOf(condition: FieldCondition): FieldTest[] {
  if ('all' in condition) return condition.all.flatMap(testsOf);
  if ('any' in condition) return condition.any.flatMap(testsOf);
  return [condition];
}

/**
 * Every file id held by the upload fields of (validated) answers, repeating
 * groups included, without duplicates: the files a submission refers to.
 */
export function collectFileIds(definition: FormDefinition, answers: FormAnswers): string[] {
  const ids = new Set<string>();
  const visit = (fields: readonly FormField[], scope: FormAnswers) => {
    for (const { field } of scopeEntries(fields)) {
      const value = scope[field.name];
      if (!Array.isArray(value)) continue;
      if (field.kind === 'upload') for (const id of value) if (typeof id === 'string') ids.add(id);
      if (field.kind === 'repeating') {
        for (const item of value) if (typeof item === 'object' && item !== null) visit(field.fields, item as FormAnswers);
      }
    }
  };
  visit(formFields(definition), answers);
  return [...ids];
}
