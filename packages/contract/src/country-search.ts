import type { CountryCode } from './country-codes.js';
import { COUNTRIES } from './reference-lists.js';

/**
 * Other words people type for a country or nationality: short forms, demonyms, the nations, official and old names
 * a country is known by, in English and Bengali (what CLDR's display names, the list's names, lack). A nationality or
 * country select searches them besides the names of the list, so 'UK', 'British', 'England' or 'বিলেত' all find the
 * United Kingdom, and 'Holy See' the Vatican.
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
  BQ: ['Bonaire', 'Sint Eustatius', 'Saba'],
  CD: ['Democratic Republic of the Congo', 'DRC', 'গণতান্ত্রিক কঙ্গো প্রজাতন্ত্র'],
  CG: ['Republic of the Congo', 'কঙ্গো প্রজাতন্ত্র'],
  CI: ['Ivory Coast', 'কোত দিভোয়ার'],
  CV: ['Cabo Verde'],
  FK: ['Malvinas'],
  FM: ['Federated States of Micronesia'],
  MM: ['মিয়ানমার'],
  PS: ['Palestine', 'ফিলিস্তিন'],
  SH: ['Ascension', 'Tristan da Cunha'],
  SZ: ['Swaziland'],
  TL: ['East Timor', 'পূর্ব তিমুর'],
  VA: ['Holy See'],
  UM: ['United States Minor Outlying Islands'],
};

/**
 * Bengali spellings in common use that CLDR writes otherwise ('বাহরাইন', CLDR 'বাহারিন'): searched like aliases.
 * Spellings differing only in long and short vowels (গ্রিস, গ্রীস) need none: {@link normaliseSearch} folds them.
 */
const BENGALI_SPELLINGS: Readonly<Partial<Record<CountryCode, string>>> = {
  AD: 'অ্যান্ডোরা',
  BB: 'বার্বাডোস',
  BH: 'বাহরাইন',
  BN: 'ব্রুনাই',
  BV: 'বুভে দ্বীপ',
  DO: 'ডোমিনিকান প্রজাতন্ত্র',
  GY: 'গায়ানা',
  IL: 'ইসরায়েল',
  JM: 'জ্যামাইকা',
  JO: 'জর্ডান',
  KG: 'কিরগিজস্তান',
  LI: 'লিখটেনস্টাইন',
  MD: 'মলদোভা',
  MR: 'মৌরিতানিয়া',
  SI: 'স্লোভেনিয়া',
  ST: 'সাও তোমে ও প্রিন্সিপে',
  SV: 'এল সালভাদর',
  SZ: 'এসওয়াতিনি',
  TC: 'টার্কস ও কাইকোস দ্বীপপুঞ্জ',
  VI: 'মার্কিন ভার্জিন দ্বীপপুঞ্জ',
  VU: 'ভানুয়াতু',
  ZW: 'জিম্বাবুয়ে',
};

/**
 * Lower case, accents and punctuation dropped, spaces collapsed, '&' read as 'and' and 'Saint' as 'St', Bengali long
 * vowels as short: 'U.K.' and 'uk', 'Éire' and 'eire', 'Saint Kitts and Nevis' and CLDR's 'St. Kitts & Nevis',
 * 'গ্রিস' and CLDR's 'গ্রীস' compare equal.
 */
export function normaliseSearch(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'’‘()]/g, '')
    .replace(/&/g, ' and ')
    .replace(/\bsaint\b/g, 'st')
    .replace(/ী/g, 'ি')
    .replace(/ূ/g, 'ু')
    .replace(/[\s,-]+/g, ' ')
    .trim()
    .normalize('NFC');
}

const NAMES_OF = new Map<string, { names: string[]; aliases: string[] }>(
  COUNTRIES.map((country) => [
    country.code,
    {
      names: [country.name, country.name_bn].map(normaliseSearch),
      aliases: [...(COUNTRY_ALIASES[country.code] ?? []), ...[BENGALI_SPELLINGS[country.code] ?? []].flat()].map(normaliseSearch),
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
