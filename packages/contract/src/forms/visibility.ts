/**
 * Which fields are shown: a field is visible when the yes/no question it follows
 * up is visible and answered accordingly, and its own `when` holds. Conditions
 * look first in the field's own scope (a repeating item), then outwards.
 */
import { conditionHolds, scopeEntries, type ScopeEntry } from './fields.js';
import type { FieldCondition, FormField } from './types.js';

export class FieldScope {
  private readonly entries: ReadonlyMap<string, ScopeEntry>;
  private readonly visibility = new Map<string, boolean>();

  constructor(
    entries: readonly ScopeEntry[],
    /** Answers (already normalised by the caller) by field name. */
    private readonly values: ReadonlyMap<string, unknown>,
    private readonly outer?: FieldScope,
  ) {
    this.entries = new Map(entries.map((entry) => [entry.field.name, entry]));
  }

  /** The scope that declares this field name, looking outwards. */
  private resolve(name: string): FieldScope | undefined {
    return this.entries.has(name) ? this : this.outer?.resolve(name);
  }

  /** The answer a condition would see: undefined when hidden or unanswered. */
  visibleValue(name: string): unknown {
    const scope = this.resolve(name);
    return scope && scope.isVisible(name) ? scope.values.get(name) : undefined;
  }

  holds(condition: FieldCondition): boolean {
    return conditionHolds(condition, (name) => this.visibleValue(name));
  }

  isVisible(name: string): boolean {
    const known = this.visibility.get(name);
    if (known !== undefined) return known;
    const entry = this.entries.get(name);
    if (!entry) return false;
    this.visibility.set(name, false); // a condition cycle resolves to hidden
    const { field, parent } = entry;
    const visible =
      (!parent || this.visibleValue(parent.name) === parent.answer) && (!field.when || this.holds(field.when));
    this.visibility.set(name, visible);
    return visible;
  }

  isRequired(field: FormField): boolean {
    return field.required || (field.required_when !== undefined && this.holds(field.required_when));
  }
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * For a renderer: a scope over answers being typed. Use the top-level fields
 * with the whole answers object; for a repeating item, pass the group's fields,
 * the item's answers and the top-level scope as `outer`.
 */
export function fieldScope(fields: readonly FormField[], answers: unknown, outer?: FieldScope): FieldScope {
  const record = asRecord(answers);
  const entries = scopeEntries(fields);
  const values = new Map<string, unknown>(
    entries.map(({ field }) => {
      const value = record[field.name];
      // As the validator reads answers: '', null and [] are unanswered (an unticked list, an empty upload).
      const unanswered = value === '' || value === null || (Array.isArray(value) && value.length === 0);
      return [field.name, unanswered ? undefined : value];
    }),
  );
  return new FieldScope(entries, values, outer);
}
