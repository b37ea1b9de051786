import { messages, publicMessagesEn, staffMessagesEn } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { bn as bnFirst } from './catalogue-bn';
import { en as enFirst } from './catalogue-en';
import { bnStaff } from './staff-bn';
import { enStaff } from './staff-en';

const en = { ...enFirst, ...enStaff };
const bn = { ...bnFirst, ...bnStaff };

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

const BENGALI_SCRIPT = /[\u0980-\u09FF]/;
/** Strings that are correctly the same in both languages (a language's own name). */
const SAME_IN_BOTH = new Set(['language.en']);

describe('UI translations', () => {
  it('have the same keys in English and Bengali', () => {
    expect(Object.keys(flatten(bn)).sort()).toEqual(Object.keys(flatten(en)).sort());
  });

  it('are written in Bengali script in the Bengali files', () => {
    const untranslated = Object.entries(flatten(bn))
      .filter(([key, text]) => !SAME_IN_BOTH.has(key) && !BENGALI_SCRIPT.test(text))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('keep the same {{placeholders}} in both languages', () => {
    // A placeholder's format ({{count, number}}: the language's digits) may differ between the languages; its name may not.
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)(?:, *\w+)?\}\}/g)].map((m) => m[1]).sort();
    const bnFlat = flatten(bn);
    for (const [key, text] of Object.entries(flatten(en))) {
      expect(placeholders(bnFlat[key] ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('keep the staff screens\' groups out of the first catalogue', () => {
    // loadStrings adds a part's top-level groups whole: a group in both would lose the first catalogue's keys.
    expect(Object.keys(enStaff).filter((group) => group in enFirst)).toEqual([]);
    expect(Object.keys(staffMessagesEn).filter((group) => group in publicMessagesEn)).toEqual([]);
  });

  it('do not reuse the top-level groups of the contract messages', () => {
    const shared = Object.keys(en).filter((group) => group in messages.en);
    expect(shared).toEqual([]);
  });
});
