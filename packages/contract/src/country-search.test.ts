import { describe, expect, it } from 'vitest';
import { COUNTRY_ALIASES, countrySearchRank, normaliseSearch, searchCountries } from './country-search.js';
import { isCountryCode } from './country-codes.js';
import { COUNTRIES } from './reference-lists.js';

const ALL = COUNTRIES.map((country) => country.code);

describe('country and nationality search', () => {
  it.each(['UK', 'uk', 'U.K.', 'England', 'british', 'Great Britain', 'Scotland', 'Wales', 'Northern Ireland', 'Welsh', 'বিলেত', 'ব্রিটিশ'])(
    "finds the United Kingdom first for '%s'",
    (search) => {
      expect(searchCountries(ALL, search)[0]).toBe('GB');
    },
  );

  it("still finds a country by its name, code or Bengali name, and 'UK' puts the United Kingdom before Ukraine", () => {
    expect(searchCountries(ALL, 'ukr')).toEqual(['UA']);
    expect(searchCountries(ALL, 'uk').slice(0, 2)).toEqual(['GB', 'UA']);
    expect(searchCountries(ALL, 'bangla')[0]).toBe('BD');
    expect(searchCountries(ALL, 'বাংলাদেশ')[0]).toBe('BD');
    expect(searchCountries(ALL, 'fr')[0]).toBe('FR');
  });

  it("'Ireland' offers Ireland first and the United Kingdom (Northern Ireland) after it", () => {
    const found = searchCountries(ALL, 'ireland');
    expect(found[0]).toBe('IE');
    expect(found).toContain('GB');
  });

  it('ranks an exact alias above a name that merely contains the words', () => {
    expect(countrySearchRank('GB', 'britain')).toBe(0);
    expect(countrySearchRank('GB', 'brit')).toBe(2);
    expect(countrySearchRank('GB', 'kingdom')).toBe(3);
    expect(countrySearchRank('GB', 'france')).toBeUndefined();
    expect(countrySearchRank('GB', '')).toBe(3);
    expect(countrySearchRank('XX', 'uk')).toBeUndefined();
  });

  it('ignores case, accents, dots and extra spaces', () => {
    expect(normaliseSearch('  Éire  ')).toBe('eire');
    expect(normaliseSearch('U.K.')).toBe('uk');
    expect(normaliseSearch('Great   Britain')).toBe('great britain');
    expect(searchCountries(ALL, 'EIRE')[0]).toBe('IE');
  });

  it.each([
    ['Saint Lucia', 'LC'],
    ['trinidad and tobago', 'TT'],
    ['Holy See', 'VA'],
    ['Palestine', 'PS'],
    ['Ivory Coast', 'CI'],
    ['গ্রিস', 'GR'],
    ['বাহরাইন', 'BH'],
    ['জিম্বাবুয়ে', 'ZW'],
  ])("finds CLDR's name for '%s' (other spelling, official name or '&' for 'and'): %s", (search, code) => {
    expect(searchCountries(ALL, search)[0]).toBe(code);
  });

  it('keeps the order given among equal matches and only lists codes it was given', () => {
    expect(searchCountries(['IE', 'GB'], '')).toEqual(['IE', 'GB']);
    expect(searchCountries(['FR', 'DE'], 'uk')).toEqual([]);
  });

  it('has aliases only for countries of the list', () => {
    for (const code of Object.keys(COUNTRY_ALIASES)) expect(isCountryCode(code), code).toBe(true);
  });
});
