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
 * does not load the names.
 */

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

function country<const C extends string, const N extends string, const B extends string>(
  code: C,
  name: N,
  name_bn: B,
): { readonly key: C; readonly code: C; readonly name: N; readonly name_bn: B } {
  return { key: code, code, name, name_bn };
}

export const COUNTRIES = [
  country('AD', 'Andorra', 'অ্যান্ডোরা'),
  country('AE', 'United Arab Emirates', 'সংযুক্ত আরব আমিরাত'),
  country('AF', 'Afghanistan', 'আফগানিস্তান'),
  country('AG', 'Antigua and Barbuda', 'অ্যান্টিগুয়া ও বারবুডা'),
  country('AI', 'Anguilla', 'অ্যাঙ্গুইলা'),
  country('AL', 'Albania', 'আলবেনিয়া'),
  country('AM', 'Armenia', 'আর্মেনিয়া'),
  country('AO', 'Angola', 'অ্যাঙ্গোলা'),
  country('AQ', 'Antarctica', 'অ্যান্টার্কটিকা'),
  country('AR', 'Argentina', 'আর্জেন্টিনা'),
  country('AS', 'American Samoa', 'আমেরিকান সামোয়া'),
  country('AT', 'Austria', 'অস্ট্রিয়া'),
  country('AU', 'Australia', 'অস্ট্রেলিয়া'),
  country('AW', 'Aruba', 'আরুবা'),
  country('AX', 'Åland Islands', 'অলান্ড দ্বীপপুঞ্জ'),
  country('AZ', 'Azerbaijan', 'আজারবাইজান'),
  country('BA', 'Bosnia and Herzegovina', 'বসনিয়া ও হার্জেগোভিনা'),
  country('BB', 'Barbados', 'বার্বাডোস'),
  country('BD', 'Bangladesh', 'বাংলাদেশ'),
  country('BE', 'Belgium', 'বেলজিয়াম'),
  country('BF', 'Burkina Faso', 'বুরকিনা ফাসো'),
  country('BG', 'Bulgaria', 'বুলগেরিয়া'),
  country('BH', 'Bahrain', 'বাহরাইন'),
  country('BI', 'Burundi', 'বুরুন্ডি'),
  country('BJ', 'Benin', 'বেনিন'),
  country('BL', 'Saint Barthélemy', 'সেন্ট বার্থেলেমি'),
  country('BM', 'Bermuda', 'বারমুডা'),
  country('BN', 'Brunei Darussalam', 'ব্রুনাই'),
  country('BO', 'Bolivia', 'বলিভিয়া'),
  country('BQ', 'Bonaire, Sint Eustatius and Saba', 'বনেয়ার, সিন্ট ইউস্টেশিয়াস ও সাবা'),
  country('BR', 'Brazil', 'ব্রাজিল'),
  country('BS', 'Bahamas', 'বাহামা'),
  country('BT', 'Bhutan', 'ভুটান'),
  country('BV', 'Bouvet Island', 'বুভে দ্বীপ'),
  country('BW', 'Botswana', 'বতসোয়ানা'),
  country('BY', 'Belarus', 'বেলারুশ'),
  country('BZ', 'Belize', 'বেলিজ'),
  country('CA', 'Canada', 'কানাডা'),
  country('CC', 'Cocos (Keeling) Islands', 'কোকোস (কিলিং) দ্বীপপুঞ্জ'),
  country('CD', 'Congo (Democratic Republic)', 'গণতান্ত্রিক কঙ্গো প্রজাতন্ত্র'),
  country('CF', 'Central African Republic', 'মধ্য আফ্রিকান প্রজাতন্ত্র'),
  country('CG', 'Congo', 'কঙ্গো প্রজাতন্ত্র'),
  country('CH', 'Switzerland', 'সুইজারল্যান্ড'),
  country('CI', 'Côte d’Ivoire', 'কোত দিভোয়ার'),
  country('CK', 'Cook Islands', 'কুক দ্বীপপুঞ্জ'),
  country('CL', 'Chile', 'চিলি'),
  country('CM', 'Cameroon', 'ক্যামেরুন'),
  country('CN', 'China', 'চীন'),
  country('CO', 'Colombia', 'কলম্বিয়া'),
  country('CR', 'Costa Rica', 'কোস্টারিকা'),
  country('CU', 'Cuba', 'কিউবা'),
  country('CV', 'Cabo Verde', 'কেপ ভার্দে'),
  country('CW', 'Curaçao', 'কুরাসাও'),
  country('CX', 'Christmas Island', 'ক্রিসমাস দ্বীপ'),
  country('CY', 'Cyprus', 'সাইপ্রাস'),
  country('CZ', 'Czechia', 'চেকিয়া'),
  country('DE', 'Germany', 'জার্মানি'),
  country('DJ', 'Djibouti', 'জিবুতি'),
  country('DK', 'Denmark', 'ডেনমার্ক'),
  country('DM', 'Dominica', 'ডোমিনিকা'),
  country('DO', 'Dominican Republic', 'ডোমিনিকান প্রজাতন্ত্র'),
  country('DZ', 'Algeria', 'আলজেরিয়া'),
  country('EC', 'Ecuador', 'ইকুয়েডর'),
  country('EE', 'Estonia', 'এস্তোনিয়া'),
  country('EG', 'Egypt', 'মিশর'),
  country('EH', 'Western Sahara', 'পশ্চিম সাহারা'),
  country('ER', 'Eritrea', 'ইরিত্রিয়া'),
  country('ES', 'Spain', 'স্পেন'),
  country('ET', 'Ethiopia', 'ইথিওপিয়া'),
  country('FI', 'Finland', 'ফিনল্যান্ড'),
  country('FJ', 'Fiji', 'ফিজি'),
  country('FK', 'Falkland Islands (Malvinas)', 'ফকল্যান্ড দ্বীপপুঞ্জ'),
  country('FM', 'Micronesia (Federated States of)', 'মাইক্রোনেশিয়া'),
  country('FO', 'Faroe Islands', 'ফ্যারো দ্বীপপুঞ্জ'),
  country('FR', 'France', 'ফ্রান্স'),
  country('GA', 'Gabon', 'গ্যাবন'),
  country('GB', 'United Kingdom', 'যুক্তরাজ্য'),
  country('GD', 'Grenada', 'গ্রেনাডা'),
  country('GE', 'Georgia', 'জর্জিয়া'),
  country('GF', 'French Guiana', 'ফরাসি গায়ানা'),
  country('GG', 'Guernsey', 'গার্নসি'),
  country('GH', 'Ghana', 'ঘানা'),
  country('GI', 'Gibraltar', 'জিব্রাল্টার'),
  country('GL', 'Greenland', 'গ্রিনল্যান্ড'),
  country('GM', 'Gambia', 'গাম্বিয়া'),
  country('GN', 'Guinea', 'গিনি'),
  country('GP', 'Guadeloupe', 'গুয়াদেলৌপ'),
  country('GQ', 'Equatorial Guinea', 'নিরক্ষীয় গিনি'),
  country('GR', 'Greece', 'গ্রিস'),
  country('GS', 'South Georgia and the South Sandwich Islands', 'দক্ষিণ জর্জিয়া ও দক্ষিণ স্যান্ডউইচ দ্বীপপুঞ্জ'),
  country('GT', 'Guatemala', 'গুয়াতেমালা'),
  country('GU', 'Guam', 'গুয়াম'),
  country('GW', 'Guinea-Bissau', 'গিনি-বিসাউ'),
  country('GY', 'Guyana', 'গায়ানা'),
  country('HK', 'Hong Kong', 'হংকং'),
  country('HM', 'Heard Island and McDonald Islands', 'হার্ড দ্বীপ ও ম্যাকডোনাল্ড দ্বীপপুঞ্জ'),
  country('HN', 'Honduras', 'হন্ডুরাস'),
  country('HR', 'Croatia', 'ক্রোয়েশিয়া'),
  country('HT', 'Haiti', 'হাইতি'),
  country('HU', 'Hungary', 'হাঙ্গেরি'),
  country('ID', 'Indonesia', 'ইন্দোনেশিয়া'),
  country('IE', 'Ireland', 'আয়ারল্যান্ড'),
  country('IL', 'Israel', 'ইসরায়েল'),
  country('IM', 'Isle of Man', 'আইল অফ ম্যান'),
  country('IN', 'India', 'ভারত'),
  country('IO', 'British Indian Ocean Territory', 'ব্রিটিশ ভারত মহাসাগরীয় অঞ্চল'),
  country('IQ', 'Iraq', 'ইরাক'),
  country('IR', 'Iran', 'ইরান'),
  country('IS', 'Iceland', 'আইসল্যান্ড'),
  country('IT', 'Italy', 'ইতালি'),
  country('JE', 'Jersey', 'জার্সি'),
  country('JM', 'Jamaica', 'জ্যামাইকা'),
  country('JO', 'Jordan', 'জর্ডান'),
  country('JP', 'Japan', 'জাপান'),
  country('KE', 'Kenya', 'কেনিয়া'),
  country('KG', 'Kyrgyzstan', 'কিরগিজস্তান'),
  country('KH', 'Cambodia', 'কম্বোডিয়া'),
  country('KI', 'Kiribati', 'কিরিবাতি'),
  country('KM', 'Comoros', 'কমোরোস'),
  country('KN', 'Saint Kitts and Nevis', 'সেন্ট কিটস ও নেভিস'),
  country('KP', 'North Korea', 'উত্তর কোরিয়া'),
  country('KR', 'South Korea', 'দক্ষিণ কোরিয়া'),
  country('KW', 'Kuwait', 'কুয়েত'),
  country('KY', 'Cayman Islands', 'কেম্যান দ্বীপপুঞ্জ'),
  country('KZ', 'Kazakhstan', 'কাজাখস্তান'),
  country('LA', 'Laos', 'লাওস'),
  country('LB', 'Lebanon', 'লেবানন'),
  country('LC', 'Saint Lucia', 'সেন্ট লুসিয়া'),
  country('LI', 'Liechtenstein', 'লিখটেনস্টাইন'),
  country('LK', 'Sri Lanka', 'শ্রীলঙ্কা'),
  country('LR', 'Liberia', 'লাইবেরিয়া'),
  country('LS', 'Lesotho', 'লেসোথো'),
  country('LT', 'Lithuania', 'লিথুয়ানিয়া'),
  country('LU', 'Luxembourg', 'লাক্সেমবার্গ'),
  country('LV', 'Latvia', 'লাটভিয়া'),
  country('LY', 'Libya', 'লিবিয়া'),
  country('MA', 'Morocco', 'মরক্কো'),
  country('MC', 'Monaco', 'মোনাকো'),
  country('MD', 'Moldova', 'মলদোভা'),
  country('ME', 'Montenegro', 'মন্টিনিগ্রো'),
  country('MF', 'Saint Martin', 'সেন্ট মার্টিন'),
  country('MG', 'Madagascar', 'মাদাগাস্কার'),
  country('MH', 'Marshall Islands', 'মার্শাল দ্বীপপুঞ্জ'),
  country('MK', 'North Macedonia', 'উত্তর ম্যাসেডোনিয়া'),
  country('ML', 'Mali', 'মালি'),
  country('MM', 'Myanmar', 'মিয়ানমার'),
  country('MN', 'Mongolia', 'মঙ্গোলিয়া'),
  country('MO', 'Macao', 'ম্যাকাও'),
  country('MP', 'Northern Mariana Islands', 'উত্তরাঞ্চলীয় মারিয়ানা দ্বীপপুঞ্জ'),
  country('MQ', 'Martinique', 'মার্টিনিক'),
  country('MR', 'Mauritania', 'মৌরিতানিয়া'),
  country('MS', 'Montserrat', 'মন্টসেরাট'),
  country('MT', 'Malta', 'মাল্টা'),
  country('MU', 'Mauritius', 'মরিশাস'),
  country('MV', 'Maldives', 'মালদ্বীপ'),
  country('MW', 'Malawi', 'মালাউই'),
  country('MX', 'Mexico', 'মেক্সিকো'),
  country('MY', 'Malaysia', 'মালয়েশিয়া'),
  country('MZ', 'Mozambique', 'মোজাম্বিক'),
  country('NA', 'Namibia', 'নামিবিয়া'),
  country('NC', 'New Caledonia', 'নিউ ক্যালেডোনিয়া'),
  country('NE', 'Niger', 'নাইজার'),
  country('NF', 'Norfolk Island', 'নরফোক দ্বীপ'),
  country('NG', 'Nigeria', 'নাইজেরিয়া'),
  country('NI', 'Nicaragua', 'নিকারাগুয়া'),
  country('NL', 'Netherlands', 'নেদারল্যান্ডস'),
  country('NO', 'Norway', 'নরওয়ে'),
  country('NP', 'Nepal', 'নেপাল'),
  country('NR', 'Nauru', 'নাউরু'),
  country('NU', 'Niue', 'নিউয়ে'),
  country('NZ', 'New Zealand', 'নিউজিল্যান্ড'),
  country('OM', 'Oman', 'ওমান'),
  country('PA', 'Panama', 'পানামা'),
  country('PE', 'Peru', 'পেরু'),
  country('PF', 'French Polynesia', 'ফরাসি পলিনেশিয়া'),
  country('PG', 'Papua New Guinea', 'পাপুয়া নিউ গিনি'),
  country('PH', 'Philippines', 'ফিলিপাইন'),
  country('PK', 'Pakistan', 'পাকিস্তান'),
  country('PL', 'Poland', 'পোল্যান্ড'),
  country('PM', 'Saint Pierre and Miquelon', 'সেন্ট পিয়ের ও মিকুয়েলন'),
  country('PN', 'Pitcairn', 'পিটকেয়ার্ন দ্বীপপুঞ্জ'),
  country('PR', 'Puerto Rico', 'পুয়ের্তো রিকো'),
  country('PS', 'Palestine', 'ফিলিস্তিন'),
  country('PT', 'Portugal', 'পর্তুগাল'),
  country('PW', 'Palau', 'পালাউ'),
  country('PY', 'Paraguay', 'প্যারাগুয়ে'),
  country('QA', 'Qatar', 'কাতার'),
  country('RE', 'Réunion', 'রিইউনিয়ন'),
  country('RO', 'Romania', 'রোমানিয়া'),
  country('RS', 'Serbia', 'সার্বিয়া'),
  country('RU', 'Russia', 'রাশিয়া'),
  country('RW', 'Rwanda', 'রুয়ান্ডা'),
  country('SA', 'Saudi Arabia', 'সৌদি আরব'),
  country('SB', 'Solomon Islands', 'সলোমন দ্বীপপুঞ্জ'),
  country('SC', 'Seychelles', 'সেশেলস'),
  country('SD', 'Sudan', 'সুদান'),
  country('SE', 'Sweden', 'সুইডেন'),
  country('SG', 'Singapore', 'সিঙ্গাপুর'),
  country('SH', 'Saint Helena, Ascension and Tristan da Cunha', 'সেন্ট হেলেনা, অ্যাসেনশন ও ত্রিস্তান দা কুনিয়া'),
  country('SI', 'Slovenia', 'স্লোভেনিয়া'),
  country('SJ', 'Svalbard and Jan Mayen', 'স্বালবার্ড ও জান মেয়েন'),
  country('SK', 'Slovakia', 'স্লোভাকিয়া'),
  country('SL', 'Sierra Leone', 'সিয়েরা লিওন'),
  country('SM', 'San Marino', 'সান মারিনো'),
  country('SN', 'Senegal', 'সেনেগাল'),
  country('SO', 'Somalia', 'সোমালিয়া'),
  country('SR', 'Suriname', 'সুরিনাম'),
  country('SS', 'South Sudan', 'দক্ষিণ সুদান'),
  country('ST', 'São Tomé and Príncipe', 'সাও তোমে ও প্রিন্সিপে'),
  country('SV', 'El Salvador', 'এল সালভাদর'),
  country('SX', 'Sint Maarten', 'সিন্ট মার্টেন'),
  country('SY', 'Syria', 'সিরিয়া'),
  country('SZ', 'Eswatini', 'এসওয়াতিনি'),
  country('TC', 'Turks and Caicos Islands', 'টার্কস ও কাইকোস দ্বীপপুঞ্জ'),
  country('TD', 'Chad', 'চাদ'),
  country('TF', 'French Southern Territories', 'ফরাসি দক্ষিণাঞ্চলীয় অঞ্চল'),
  country('TG', 'Togo', 'টোগো'),
  country('TH', 'Thailand', 'থাইল্যান্ড'),
  country('TJ', 'Tajikistan', 'তাজিকিস্তান'),
  country('TK', 'Tokelau', 'টোকেলাউ'),
  country('TL', 'Timor-Leste', 'পূর্ব তিমুর'),
  country('TM', 'Turkmenistan', 'তুর্কমেনিস্তান'),
  country('TN', 'Tunisia', 'তিউনিসিয়া'),
  country('TO', 'Tonga', 'টোঙ্গা'),
  country('TR', 'Türkiye', 'তুরস্ক'),
  country('TT', 'Trinidad and Tobago', 'ত্রিনিদাদ ও টোবাগো'),
  country('TV', 'Tuvalu', 'টুভালু'),
  country('TW', 'Taiwan', 'তাইওয়ান'),
  country('TZ', 'Tanzania', 'তাঞ্জানিয়া'),
  country('UA', 'Ukraine', 'ইউক্রেন'),
  country('UG', 'Uganda', 'উগান্ডা'),
  country('UM', 'United States Minor Outlying Islands', 'যুক্তরাষ্ট্রের ক্ষুদ্র পার্শ্ববর্তী দ্বীপপুঞ্জ'),
  country('US', 'United States', 'মার্কিন যুক্তরাষ্ট্র'),
  country('UY', 'Uruguay', 'উরুগুয়ে'),
  country('UZ', 'Uzbekistan', 'উজবেকিস্তান'),
  country('VA', 'Holy See (Vatican City)', 'ভ্যাটিকান সিটি'),
  country('VC', 'Saint Vincent and the Grenadines', 'সেন্ট ভিনসেন্ট ও গ্রেনাডিনস'),
  country('VE', 'Venezuela', 'ভেনেজুয়েলা'),
  country('VG', 'Virgin Islands (British)', 'ব্রিটিশ ভার্জিন দ্বীপপুঞ্জ'),
  country('VI', 'Virgin Islands (U.S.)', 'মার্কিন ভার্জিন দ্বীপপুঞ্জ'),
  country('VN', 'Vietnam', 'ভিয়েতনাম'),
  country('VU', 'Vanuatu', 'ভানুয়াতু'),
  country('WF', 'Wallis and Futuna', 'ওয়ালিস ও ফুটুনা'),
  country('WS', 'Samoa', 'সামোয়া'),
  country('YE', 'Yemen', 'ইয়েমেন'),
  country('YT', 'Mayotte', 'মায়োত্তে'),
  country('ZA', 'South Africa', 'দক্ষিণ আফ্রিকা'),
  country('ZM', 'Zambia', 'জাম্বিয়া'),
  country('ZW', 'Zimbabwe', 'জিম্বাবুয়ে'),
] as const satisfies readonly CountryItem[];

export type CountryCode = (typeof COUNTRIES)[number]['code'];

// ---------------------------------------------------------------------------
// European Union (the 27 current member states)
// ---------------------------------------------------------------------------

export const EU_COUNTRY_CODES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI',
  'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU',
  'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
] as const satisfies readonly CountryCode[];

export type EuCountryCode = (typeof EU_COUNTRY_CODES)[number];
export type EuCountryItem = Extract<(typeof COUNTRIES)[number], { readonly code: EuCountryCode }>;

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
