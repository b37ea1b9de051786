import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import {
  COMPLIANCE_DOCUMENT_TYPES,
  COORDINATOR_TYPES,
  ADDRESS_TYPES,
  COUNTRIES,
  EU_COUNTRIES,
  EU_COUNTRY_CODES,
  REFERENCE_LIST_NAMES,
  RIGHT_TO_WORK_DOCUMENTS,
  findReferenceItem,
  isEuCountryCode,
  referenceItemName,
  referenceKeys,
  referenceLists,
  type ReferenceItem,
} from './reference-lists.js';
import { COUNTRY_CODES, isCountryCode } from './country-codes.js';
import { PHONE_CODES, dialCodeFor } from './phone-codes.js';

const BENGALI = /[\u0980-\u09FF]/;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe('reference lists', () => {
  it('every list is non-empty with unique keys and Bengali names', () => {
    for (const listName of REFERENCE_LIST_NAMES) {
      const items: readonly ReferenceItem[] = referenceLists[listName];
      expect(items.length, listName).toBeGreaterThan(0);
      expect(new Set(items.map((i) => i.key)).size, listName).toBe(items.length);
      for (const item of items) {
        expect(item.name.trim(), `${listName}/${item.key}`).not.toBe('');
        expect(item.name_bn, `${listName}/${item.key}`).toMatch(BENGALI);
      }
    }
  });

  it('non-country keys are kebab-case slugs', () => {
    for (const listName of REFERENCE_LIST_NAMES) {
      if (listName === 'countries' || listName === 'eu-countries') continue;
      for (const item of referenceLists[listName]) expect(item.key, listName).toMatch(KEBAB);
    }
    expect(referenceKeys('sub-type')).toContain('child-and-adult-workforce');
    expect(referenceKeys('proof-of-address')).toContain('p45-or-p60');
  });

  it('keeps the misspelled oversieas-police-check key', () => {
    expect(COMPLIANCE_DOCUMENT_TYPES.map((d) => d.key)).toContain('oversieas-police-check');
    expect(referenceKeys('compliance-document-type')).toEqual([
      'right-to-work',
      'dbs-check',
      'national-insurance',
      'proof-of-id',
      'proof-of-address1',
      'proof-of-address2',
      'driving-license',
      'oversieas-police-check',
    ]);
  });

  it('shows UK Passport as British Passport', () => {
    const uk = RIGHT_TO_WORK_DOCUMENTS.find((d) => d.key === 'uk-passport');
    expect(uk?.label).toBe('British Passport');
    expect(RIGHT_TO_WORK_DOCUMENTS.some((d) => d.label === 'British Passport')).toBe(true);
    expect(referenceItemName(uk!, 'en')).toBe('British Passport');
    expect(referenceItemName(uk!, 'bn')).toMatch(BENGALI);
  });

  it('numbers coordinator and address types from 0', () => {
    expect(COORDINATOR_TYPES.map((c) => c.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(COORDINATOR_TYPES[8].name).toBe('MP Seat');
    expect(ADDRESS_TYPES.map((a) => a.id)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('reference record types have a nullable CRM id', () => {
    for (const item of referenceLists['reference-record-type']) {
      expect(item.crm_record_type_id).toBeNull();
    }
  });
});

describe('countries', () => {
  it('contains every ISO 3166-1 entry with unique two-letter codes', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(249);
    const codes = COUNTRIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.key).toBe(c.code);
      expect(c.name_bn).toMatch(BENGALI);
    }
    const gb = COUNTRIES.find((c) => c.code === 'GB');
    expect(gb?.name).toBe('United Kingdom');
    expect(gb?.name_bn).toBe('যুক্তরাজ্য');
    expect(COUNTRIES.find((c) => c.code === 'FR')?.name_bn).toBe('ফ্রান্স');
    expect(isCountryCode('BD')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
  });

  it('lists the same codes, in the same order, in country-codes.ts (what the schemas check) as in the country list', () => {
    expect(COUNTRY_CODES).toEqual(COUNTRIES.map((c) => c.code));
  });

  it("names every country as CLDR does, but Seychelles in Bengali (CLDR's 'সিসিলি' is Sicily)", () => {
    const english = new Intl.DisplayNames(['en'], { type: 'region' });
    const bengali = new Intl.DisplayNames(['bn'], { type: 'region' });
    for (const c of COUNTRIES) {
      expect(c.name, c.code).toBe(english.of(c.code));
      if (c.code !== 'SC') expect(c.name_bn, c.code).toBe(bengali.of(c.code));
    }
    expect(COUNTRIES.find((c) => c.code === 'SC')?.name_bn).toBe('সেশেলস');
    expect(COUNTRIES.find((c) => c.code === 'BD')).toMatchObject({ name: 'Bangladesh', name_bn: 'বাংলাদেশ' });
  });

  it('has exactly the 27 EU member states, all present in the country list', () => {
    expect(EU_COUNTRY_CODES).toHaveLength(27);
    expect(new Set(EU_COUNTRY_CODES).size).toBe(27);
    for (const code of EU_COUNTRY_CODES) expect(isCountryCode(code), code).toBe(true);
    expect(EU_COUNTRIES).toHaveLength(27);
    expect(isEuCountryCode('FR')).toBe(true);
    expect(isEuCountryCode('GB')).toBe(false);
    expect(isEuCountryCode('CH')).toBe(false);
  });

  it('gives every country one dial code starting with +', () => {
    const phoneCountries = PHONE_CODES.map((p) => p.country);
    expect(new Set(phoneCountries).size).toBe(phoneCountries.length);
    for (const c of COUNTRIES) {
      const dial = dialCodeFor(c.code);
      expect(dial, c.code).toMatch(/^\+\d{1,4}$/);
    }
    for (const p of PHONE_CODES) expect(isCountryCode(p.country), p.country).toBe(true);
    expect(dialCodeFor('GB')).toBe('+44');
    expect(dialCodeFor('BD')).toBe('+880');
    expect(dialCodeFor('US')).toBe('+1');
  });
});

describe('helpers', () => {
  it('referenceKeys works with z.enum', () => {
    const gender = z.enum(referenceKeys('gender'));
    expect(gender.parse('female')).toBe('female');
    expect(gender.safeParse('other').success).toBe(false);
    const country = z.enum(referenceKeys('countries'));
    expect(country.parse('GB')).toBe('GB');
  });

  it('findReferenceItem looks up by key', () => {
    expect(findReferenceItem('proof-of-id', 'eu-id-card')?.name).toBe('EU ID Card');
    expect(findReferenceItem('proof-of-id', 'nope')).toBeUndefined();
    expect(findReferenceItem('eu-countries', 'DE')?.name).toBe('Germany');
  });
});
