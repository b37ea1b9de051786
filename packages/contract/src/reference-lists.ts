/**
 * Reference lists of the compliance portal (spec "reference lists").
 *
 * Every list is a readonly `as const` array whose items carry a stable
 * kebab-case `key`, the English `name` (verbatim from the spec) and a Bengali
 * `name_bn`. Keys are the stored/transported values; names are display text only.
 *
 * Countries use their ISO 3166-1 alpha-2 code as `key`, so the country list,
 * the phone-code list and the EU list can reference each other by code. The codes alone (`isCountryCode`) are in
 * `country-codes.ts` and the dialling codes in `phone-codes.ts`, so that a screen checking a code or a phone number
 * does not load the names. Country names are CLDR's, not the spec's (it names no country).
 */

import { COUNTRY_CODES, type CountryCode } from './country-codes.js';

export interface ReferenceItem {
  readonly key: string;
  readonly name: string;
  readonly name_bn: string;
}

/** Items that also carry the numeric id/type used by the legacy data. */
export interface NumberedReferenceItem extends ReferenceItem {
  readonly id: number;
}

/** Items whose on-screen English text differs from the canonical name. */
export interface LabelledReferenceItem extends ReferenceItem {
  readonly label: string;
}

export interface ReferenceRecordTypeItem extends ReferenceItem {
  /** Record type id in the external CRM; not assigned yet. */
  readonly crm_record_type_id: string | null;
}

export interface CountryItem extends ReferenceItem {
  /** ISO 3166-1 alpha-2 code (same value as `key`). */
  readonly code: string;
}

// ---------------------------------------------------------------------------
// Coordinators and addresses (id/type lists)
// ---------------------------------------------------------------------------

export const COORDINATOR_TYPES = [
  { id: 0, key: 'not-coordinator', name: 'Not Coordinator', name_bn: 'সমন্বয়ক নন' },
  { id: 1, key: 'divisional', name: 'Divisional', name_bn: 'বিভাগীয়' },
  { id: 2, key: 'district', name: 'District', name_bn: 'জেলা' },
  { id: 3, key: 'upazila', name: 'Upazila', name_bn: 'উপজেলা' },
  { id: 4, key: 'union', name: 'Union', name_bn: 'ইউনিয়ন' },
  { id: 5, key: 'city-corporation', name: 'City Corporation', name_bn: 'সিটি কর্পোরেশন' },
  { id: 6, key: 'ward', name: 'Ward', name_bn: 'ওয়ার্ড' },
  { id: 7, key: 'pourashava', name: 'Pourashava', name_bn: 'পৌরসভা' },
  { id: 8, key: 'mp-seat', name: 'MP Seat', name_bn: 'সংসদীয় আসন' },
] as const satisfies readonly NumberedReferenceItem[];

export const ADDRESS_TYPES = [
  { id: 0, key: 'uncategorised', name: 'Uncategorised', name_bn: 'শ্রেণিবিহীন' },
  { id: 1, key: 'home', name: 'Home', name_bn: 'বাড়ি' },
  { id: 2, key: 'office', name: 'Office', name_bn: 'অফিস' },
  { id: 3, key: 'relative', name: 'Relative', name_bn: 'আত্মীয়' },
  { id: 4, key: 'friends', name: 'Friends', name_bn: 'বন্ধুবান্ধব' },
  { id: 5, key: 'others', name: 'Others', name_bn: 'অন্যান্য' },
] as const satisfies readonly NumberedReferenceItem[];

// ---------------------------------------------------------------------------
// Compliance documents
// ---------------------------------------------------------------------------

/** Note: the key 'oversieas-police-check' is misspelled on purpose; it is part of the contract. */
export const COMPLIANCE_DOCUMENT_TYPES = [
  { key: 'right-to-work', name: 'Right to Work', name_bn: 'কাজের অধিকার' },
  { key: 'dbs-check', name: 'DBS Check', name_bn: 'ডিবিএস যাচাই' },
  { key: 'national-insurance', name: 'National Insurance', name_bn: 'ন্যাশনাল ইন্স্যুরেন্স' },
  { key: 'proof-of-id', name: 'Proof of ID', name_bn: 'পরিচয়ের প্রমাণ' },
  { key: 'proof-of-address1', name: 'Proof of Address 1', name_bn: 'ঠিকানার প্রমাণ ১' },
  { key: 'proof-of-address2', name: 'Proof of Address 2', name_bn: 'ঠিকানার প্রমাণ ২' },
  { key: 'driving-license', name: 'Driving License', name_bn: 'ড্রাইভিং লাইসেন্স' },
  { key: 'oversieas-police-check', name: 'Overseas Police Check', name_bn: 'বিদেশের পুলিশ যাচাই' },
] as const satisfies readonly ReferenceItem[];

export const SUB_TYPES = [
  { key: 'child-workforce', name: 'Child Workforce', name_bn: 'শিশু কর্মীবাহিনী' },
  { key: 'adult-workforce', name: 'Adult Workforce', name_bn: 'প্রাপ্তবয়স্ক কর্মীবাহিনী' },
  { key: 'child-and-adult-workforce', name: 'Child & Adult Workforce', name_bn: 'শিশু ও প্রাপ্তবয়স্ক কর্মীবাহিনী' },
] as const satisfies readonly ReferenceItem[];

export const DBS_CLEAR_OPTIONS = [
  { key: 'yes', name: 'Yes', name_bn: 'হ্যাঁ' },
  { key: 'no', name: 'No', name_bn: 'না' },
  { key: 'not-applicable', name: 'Not Applicable', name_bn: 'প্রযোজ্য নয়' },
] as const satisfies readonly ReferenceItem[];

export const GENDERS = [
  { key: 'female', name: 'Female', name_bn: 'মহিলা' },
  { key: 'male', name: 'Male', name_bn: 'পুরুষ' },
  { key: 'unknown', name: 'Unknown', name_bn: 'অজানা' },
] as const satisfies readonly ReferenceItem[];

/** `label` is the English text shown on screen; 'uk-passport' is displayed as 'British Passport'. */
export const RIGHT_TO_WORK_DOCUMENTS = [
  { key: 'uk-passport', name: 'UK Passport', label: 'British Passport', name_bn: 'ব্রিটিশ পাসপোর্ট' },
  { key: 'eu-passport', name: 'EU Passport', label: 'EU Passport', name_bn: 'ইইউ পাসপোর্ট' },
  {
    key: 'certificate-of-naturalisation',
    name: 'Certificate Of Naturalisation',
    label: 'Certificate Of Naturalisation',
    name_bn: 'নাগরিকত্ব প্রদানের সনদ',
  },
  { key: 'visa', name: 'Visa', label: 'Visa', name_bn: 'ভিসা' },
  { key: 'adoption-certificate', name: 'Adoption Certificate', label: 'Adoption Certificate', name_bn: 'দত্তক গ্রহণের সনদ' },
  { key: 'birth-certificate', name: 'Birth Certificate', label: 'Birth Certificate', name_bn: 'জন্ম সনদ' },
] as const satisfies readonly LabelledReferenceItem[];

export const EDUCATION_CHECK_DOCUMENTS = [
  { key: 'qualification', name: 'Qualification', name_bn: 'শিক্ষাগত যোগ্যতা' },
  { key: 'dfe-details', name: 'DFE Details', name_bn: 'ডিএফই বিবরণ' },
] as const satisfies readonly ReferenceItem[];

export const PROFESSIONAL_REGISTRATIONS = [
  { key: 'swe-registration', name: 'SWE Registration', name_bn: 'এসডব্লিউই নিবন্ধন' },
  { key: 'hcpc-registration', name: 'HCPC Registration', name_bn: 'এইচসিপিসি নিবন্ধন' },
  { key: 'not-applicable', name: 'Not Applicable', name_bn: 'প্রযোজ্য নয়' },
] as const satisfies readonly ReferenceItem[];

export const REFERENCE_RECORD_TYPES = [
  { key: 'academic', name: 'Academic', name_bn: 'শিক্ষাগত', crm_record_type_id: null },
  { key: 'character', name: 'Character', name_bn: 'চারিত্রিক', crm_record_type_id: null },
  { key: 'professional', name: 'Professional', name_bn: 'পেশাগত', crm_record_type_id: null },
] as const satisfies readonly ReferenceRecordTypeItem[];

export const NAME_CHANGE_DOCUMENTS = [
  {
    key: 'change-of-name-supporting-document',
    name: 'Change of Name Supporting Document',
    name_bn: 'নাম পরিবর্তনের সহায়ক নথি',
  },
  { key: 'marriage-certificate', name: 'Marriage Certificate', name_bn: 'বিবাহ সনদ' },
  { key: 'divorce-certificate', name: 'Divorce Certificate', name_bn: 'বিবাহবিচ্ছেদ সনদ' },
] as const satisfies readonly ReferenceItem[];

export const PROOF_OF_ID_DOCUMENTS = [
  { key: 'passport', name: 'Passport', name_bn: 'পাসপোর্ট' },
  { key: 'driving-licence', name: 'Driving Licence', name_bn: 'ড্রাইভিং লাইসেন্স' },
  { key: 'eu-id-card', name: 'EU ID Card', name_bn: 'ইইউ পরিচয়পত্র' },
  { key: 'biometric-card', name: 'Biometric Card', name_bn: 'বায়োমেট্রিক কার্ড' },
  { key: 'pass-accredited-id', name: 'Pass Accredited ID', name_bn: 'পাস-স্বীকৃত পরিচয়পত্র' },
] as const satisfies readonly ReferenceItem[];

export const PROOF_OF_ADDRESS_DOCUMENTS = [
  { key: 'tax-office-letter', name: 'Tax Office Letter', name_bn: 'কর অফিসের চিঠি' },
  { key: 'government-issued-letter', name: 'Government Issued Letter', name_bn: 'সরকার প্রদত্ত চিঠি' },
  { key: 'benefits-letter', name: 'Benefits Letter', name_bn: 'সরকারি ভাতার চিঠি' },
  { key: 'p45-or-p60', name: 'P45 or P60', name_bn: 'P45 বা P60' },
  { key: 'utility-bill', name: 'Utility Bill', name_bn: 'ইউটিলিটি বিল' },
  { key: 'bank-or-credit-card-statement', name: 'Bank or Credit Card Statement', name_bn: 'ব্যাংক বা ক্রেডিট কার্ডের বিবরণী' },
  { key: 'council-tax-bill-or-statement', name: 'Council Tax Bill or Statement', name_bn: 'কাউন্সিল ট্যাক্সের বিল বা বিবরণী' },
  { key: 'financial-statement', name: 'Financial Statement', name_bn: 'আর্থিক বিবরণী' },
  { key: 'mortgage-statement', name: 'Mortgage Statement', name_bn: 'বন্ধকী ঋণের বিবরণী' },
  { key: 'driving-licence', name: 'Driving Licence', name_bn: 'ড্রাইভিং লাইসেন্স' },
] as const satisfies readonly ReferenceItem[];

export const NATIONAL_INSURANCE_DOCUMENTS = [
  { key: 'national-insurance-card', name: 'National Insurance Card', name_bn: 'ন্যাশনাল ইন্স্যুরেন্স কার্ড' },
  { key: 'tax-office-letter', name: 'Tax Office Letter', name_bn: 'কর অফিসের চিঠি' },
  { key: 'payslip', name: 'Payslip', name_bn: 'বেতন স্লিপ' },
  { key: 'government-issued-letter', name: 'Government Issued Letter', name_bn: 'সরকার প্রদত্ত চিঠি' },
  { key: 'benefits-letter', name: 'Benefits Letter', name_bn: 'সরকারি ভাতার চিঠি' },
  { key: 'p45-or-p60', name: 'P45 or P60', name_bn: 'P45 বা P60' },
] as const satisfies readonly ReferenceItem[];

// ---------------------------------------------------------------------------
// Countries (ISO 3166-1, all 249 entries, ordered by alpha-2 code)
// ---------------------------------------------------------------------------

/**
 * Where CLDR's name is wrong: its Bengali for Seychelles, 'সিসিলি', is Sicily's. Everything else is CLDR's, read with
 * `Intl.DisplayNames` (Node and the browsers carry the data), so no country name is typed by hand here; other words
 * people search by are in country-search.ts.
 */
const NAME_CORRECTIONS: Readonly<Record<'en' | 'bn', Partial<Record<CountryCode, string>>>> = {
  en: {},
  bn: { SC: 'সেশেলস' },
};

function namesIn(language: 'en' | 'bn'): (code: CountryCode) => string {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return (code) => NAME_CORRECTIONS[language][code] ?? names.of(code) ?? code;
}

const englishName = namesIn('en');
const bengaliName = namesIn('bn');

export interface CountryListItem<C extends CountryCode = CountryCode> extends CountryItem {
  readonly key: C;
  readonly code: C;
}

export const COUNTRIES: readonly CountryListItem[] = COUNTRY_CODES.map((code) => ({
  key: code,
  code,
  name: englishName(code),
  name_bn: bengaliName(code),
}));

// ---------------------------------------------------------------------------
// European Union (the 27 current member states)
// ---------------------------------------------------------------------------

export const EU_COUNTRY_CODES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI',
  'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU',
  'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
] as const satisfies readonly CountryCode[];

export type EuCountryCode = (typeof EU_COUNTRY_CODES)[number];
export type EuCountryItem = CountryListItem<EuCountryCode>;

const EU_CODE_SET: ReadonlySet<string> = new Set(EU_COUNTRY_CODES);

export function isEuCountryCode(value: unknown): value is EuCountryCode {
  return typeof value === 'string' && EU_CODE_SET.has(value);
}

/** The EU member states as country items, in {@link COUNTRIES} order. */
export const EU_COUNTRIES: readonly EuCountryItem[] = COUNTRIES.filter((c): c is EuCountryItem =>
  isEuCountryCode(c.code),
);

// ---------------------------------------------------------------------------
// Registry and helpers
// ---------------------------------------------------------------------------

export const referenceLists = {
  'coordinator-type': COORDINATOR_TYPES,
  'address-type': ADDRESS_TYPES,
  'compliance-document-type': COMPLIANCE_DOCUMENT_TYPES,
  'sub-type': SUB_TYPES,
  'dbs-clear': DBS_CLEAR_OPTIONS,
  gender: GENDERS,
  'right-to-work-document': RIGHT_TO_WORK_DOCUMENTS,
  'education-check-document': EDUCATION_CHECK_DOCUMENTS,
  'professional-registration': PROFESSIONAL_REGISTRATIONS,
  'reference-record-type': REFERENCE_RECORD_TYPES,
  'name-change-document': NAME_CHANGE_DOCUMENTS,
  'proof-of-id': PROOF_OF_ID_DOCUMENTS,
  'proof-of-address': PROOF_OF_ADDRESS_DOCUMENTS,
  'national-insurance-document': NATIONAL_INSURANCE_DOCUMENTS,
  countries: COUNTRIES,
  'eu-countries': EU_COUNTRIES,
} as const satisfies Record<string, readonly ReferenceItem[]>;

export type ReferenceListName = keyof typeof referenceLists;
export type ReferenceListItem<L extends ReferenceListName> = (typeof referenceLists)[L][number];
export type ReferenceKey<L extends ReferenceListName> = ReferenceListItem<L>['key'];

export const REFERENCE_LIST_NAMES = Object.keys(referenceLists) as ReferenceListName[];

export function isReferenceListName(value: unknown): value is ReferenceListName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(referenceLists, value);
}

/**
 * Keys of a list as a non-empty tuple, e.g. `z.enum(referenceKeys('gender'))`.
 */
export function referenceKeys<L extends ReferenceListName>(
  listName: L,
): readonly [ReferenceKey<L>, ...ReferenceKey<L>[]] {
  const items: readonly ReferenceItem[] = referenceLists[listName];
  const keys = items.map((item) => item.key);
  if (keys.length === 0) throw new Error(`Reference list '${listName}' is empty`);
  return keys as unknown as readonly [ReferenceKey<L>, ...ReferenceKey<L>[]];
}

export function findReferenceItem<L extends ReferenceListName>(
  listName: L,
  key: string,
): ReferenceListItem<L> | undefined {
  const items: readonly ReferenceItem[] = referenceLists[listName];
  return items.find((item) => item.key === key) as ReferenceListItem<L> | undefined;
}

/** Display text of an item: `name_bn` for Bengali, otherwise `label` (when present) or `name`. */
export function referenceItemName(item: ReferenceItem, language: 'en' | 'bn'): string {
  if (language === 'bn') return item.name_bn;
  return 'label' in item && typeof item.label === 'string' ? item.label : item.name;
}
