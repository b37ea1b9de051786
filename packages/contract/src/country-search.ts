import { COUNTRIES, type CountryCode } from './reference-lists.js';

/**
 * Other words people type for a country or nationality: short forms, demonyms, the nations and old names
 * a country is known by, in English and Bengali. A nationality or country select searches them besides
 * the names of the list, so 'UK', 'British', 'England' or 'বিলেত' all find the United Kingdom.
 */
export const COUNTRY_ALIASES: Readonly<Partial<Record<CountryCode, readonly string[]>>> = {
  GB: [
    'UK',
    'U.K.',
    'Britain',
    'Great Britain',
    'British',
    'England',
    'English',
    'Scotland',
    'Scottish',
    'Wales',
    'Welsh',
    'Northern Ireland',
    'Northern Irish',
    'United Kingdom of Great Britain and Northern Ireland',
    'ইউকে',
    'ব্রিটেন',
    'গ্রেট ব্রিটেন',
    'ব্রিটিশ',
    'বিলেত',
    'ইংল্যান্ড',
    'স্কটল্যান্ড',
    'ওয়েলস',
    'উত্তর আয়ারল্যান্ড',
  ],
  BD: ['Bangladeshi', 'বাংলাদেশি'],
  IE: ['Irish', 'Eire', 'Éire', 'আইরিশ'],
  US: ['USA', 'U.S.A.', 'America', 'American', 'United States of America', 'আমেরিকা', 'মার্কিন'],
  IN: ['Indian', 'Bharat', 'ভারতীয়'],
  PK: ['Pakistani', 'পাকিস্তানি'],
  NL: ['Holland', 'Dutch'],
  DE: ['German', 'Deutschland'],
  FR: ['French'],
  AE: ['UAE', 'Emirates', 'Dubai'],
  NZ: ['Kiwi'],
  KR: ['Korea', 'Korean'],
  CZ: ['Czech Republic', 'Czech'],
  TR: ['Turkey', 'Turkish'],
};

/** Lower case, accents and punctuation dropped, spaces collapsed: 'U.K.' and 'uk', 'Éire' and 'eire' compare equal. */
export function normaliseSearch(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'’()]/g, '')
    .replace(/[\s,-]+/g, ' ')
    .trim()
    .normalize('NFC');
}

const NAMES_OF = new Map<string, { names: string[]; aliases: string[] }>(
  COUNTRIES.map((country) => [
    country.code,
    {
      names: [country.name, country.name_bn].map(normaliseSearch),
      aliases: (COUNTRY_ALIASES[country.code] ?? []).map(normaliseSearch),
    },
  ]),
);

/**
 * How well a country matches what was typed, best first: 0 its code or an alias exactly ('UK', 'British'),
 * 1 a name that starts with it, 2 an alias that starts with it, 3 a name or alias that contains it;
 * undefined when it does not match. An empty search matches everything at 3.
 */
export function countrySearchRank(code: string, search: string): number | undefined {
  const query = normaliseSearch(search);
  if (query === '') return 3;
  const entry = NAMES_OF.get(code.toUpperCase());
  if (!entry) return undefined;
  if (code.toLowerCase() === query || entry.aliases.includes(query) || entry.names.includes(query)) return 0;
  if (entry.names.some((name) => name.startsWith(query))) return 1;
  if (entry.aliases.some((alias) => alias.startsWith(query))) return 2;
  if ([...entry.names, ...entry.aliases].some((text) => text.includes(query))) return 3;
  return undefined;
}

/** Country codes matching a search, best match first, otherwise in the order given. */
export function searchCountries<T extends string>(codes: readonly T[], search: string): T[] {
  return codes
    .map((code, index) => ({ code, index, rank: countrySearchRank(code, search) }))
    .filter((item): item is { code: T; index: number; rank: number } => item.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((item) => item.code);
}
