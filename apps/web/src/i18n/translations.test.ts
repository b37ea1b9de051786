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

describe('Bengali strings that take a number', () => {
  it('write it in Bengali figures', async () => {
    const { createInstance } = await import('i18next');
    const i18n = createInstance();
    await i18n.init({ lng: 'bn', resources: { bn: { translation: bn } }, interpolation: { escapeValue: false } });
    const rendered = [
      i18n.t('geo.import.done', { total: 12, created: 3, updated: 0, unchanged: 9 }),
      i18n.t('geo.admin.children', { count: 7 }),
      i18n.t('addresses.list.count', { count: 2 }),
      i18n.t('compliance.form.item_title', { item: 'ঠিকানা', n: 1 }),
      i18n.t('compliance.files.unnamed', { n: 2 }),
      i18n.t('compliance.checklist.progress_label', { percent: 40 }),
      i18n.t('documents.candidate.progress_label', { percent: 75 }),
      i18n.t('account.profile.intro_bio_hint', { max: 1000 }),
      i18n.t('contentForm.images.gallery_count', { count: 1, max: 10 }),
      i18n.t('contentForm.seo.cut_warning', { max: 160 }),
      i18n.t('richText.table_size', { columns: 3, rows: 4 }),
    ];
    for (const text of rendered) expect(text).not.toMatch(/[0-9]/);
    expect(rendered[0]).toContain('১২');
  });
});
