import { choice, defineForm, option, section } from '../../builders.js';

const PREFER_NOT_TO_SAY = option('prefer-not-to-say', 'Prefer not to say', 'বলতে চাই না');

export const AGE_BANDS = [
  option('16-24', '16 to 24', '১৬ থেকে ২৪ বছর'),
  option('25-34', '25 to 34', '২৫ থেকে ৩৪ বছর'),
  option('35-44', '35 to 44', '৩৫ থেকে ৪৪ বছর'),
  option('45-54', '45 to 54', '৪৫ থেকে ৫৪ বছর'),
  option('55-64', '55 to 64', '৫৫ থেকে ৬৪ বছর'),
  option('65-plus', '65 or over', '৬৫ বছর বা তার বেশি'),
  PREFER_NOT_TO_SAY,
];

/** The ethnic groups used by the 2021 census in England and Wales. */
export const ETHNIC_GROUPS = [
  option('asian-bangladeshi', 'Asian or Asian British – Bangladeshi', 'এশীয় বা এশীয় ব্রিটিশ – বাংলাদেশি'),
  option('asian-chinese', 'Asian or Asian British – Chinese', 'এশীয় বা এশীয় ব্রিটিশ – চীনা'),
  option('asian-indian', 'Asian or Asian British – Indian', 'এশীয় বা এশীয় ব্রিটিশ – ভারতীয়'),
  option('asian-pakistani', 'Asian or Asian British – Pakistani', 'এশীয় বা এশীয় ব্রিটিশ – পাকিস্তানি'),
  option('asian-other', 'Asian or Asian British – any other Asian background', 'এশীয় বা এশীয় ব্রিটিশ – অন্য কোনো এশীয় পটভূমি'),
  option('black-african', 'Black, Black British, Caribbean or African – African', 'কৃষ্ণাঙ্গ, কৃষ্ণাঙ্গ ব্রিটিশ, ক্যারিবীয় বা আফ্রিকান – আফ্রিকান'),
  option('black-caribbean', 'Black, Black British, Caribbean or African – Caribbean', 'কৃষ্ণাঙ্গ, কৃষ্ণাঙ্গ ব্রিটিশ, ক্যারিবীয় বা আফ্রিকান – ক্যারিবীয়'),
  option(
    'black-other',
    'Black, Black British, Caribbean or African – any other background',
    'কৃষ্ণাঙ্গ, কৃষ্ণাঙ্গ ব্রিটিশ, ক্যারিবীয় বা আফ্রিকান – অন্য কোনো পটভূমি',
  ),
  option('mixed-white-asian', 'Mixed or multiple ethnic groups – White and Asian', 'মিশ্র বা একাধিক জাতিগোষ্ঠী – শ্বেতাঙ্গ ও এশীয়'),
  option(
    'mixed-white-black-african',
    'Mixed or multiple ethnic groups – White and Black African',
    'মিশ্র বা একাধিক জাতিগোষ্ঠী – শ্বেতাঙ্গ ও কৃষ্ণাঙ্গ আফ্রিকান',
  ),
  option(
    'mixed-white-black-caribbean',
    'Mixed or multiple ethnic groups – White and Black Caribbean',
    'মিশ্র বা একাধিক জাতিগোষ্ঠী – শ্বেতাঙ্গ ও কৃষ্ণাঙ্গ ক্যারিবীয়',
  ),
  option('mixed-other', 'Mixed or multiple ethnic groups – any other background', 'মিশ্র বা একাধিক জাতিগোষ্ঠী – অন্য কোনো পটভূমি'),
  option(
    'white-british',
    'White – English, Welsh, Scottish, Northern Irish or British',
    'শ্বেতাঙ্গ – ইংরেজ, ওয়েলশ, স্কটিশ, উত্তর আইরিশ বা ব্রিটিশ',
  ),
  option('white-irish', 'White – Irish', 'শ্বেতাঙ্গ – আইরিশ'),
  option('white-gypsy-or-irish-traveller', 'White – Gypsy or Irish Traveller', 'শ্বেতাঙ্গ – জিপসি বা আইরিশ ভ্রাম্যমাণ সম্প্রদায়'),
  option('white-roma', 'White – Roma', 'শ্বেতাঙ্গ – রোমা'),
  option('white-other', 'White – any other White background', 'শ্বেতাঙ্গ – অন্য কোনো শ্বেতাঙ্গ পটভূমি'),
  option('arab', 'Other ethnic group – Arab', 'অন্যান্য জাতিগোষ্ঠী – আরব'),
  option('other', 'Any other ethnic group', 'অন্য যেকোনো জাতিগোষ্ঠী'),
  PREFER_NOT_TO_SAY,
];

export const RELIGIONS = [
  option('none', 'No religion', 'কোনো ধর্ম নেই'),
  option('buddhist', 'Buddhist', 'বৌদ্ধ'),
  option('christian', 'Christian', 'খ্রিস্টান'),
  option('hindu', 'Hindu', 'হিন্দু'),
  option('jewish', 'Jewish', 'ইহুদি'),
  option('muslim', 'Muslim', 'মুসলিম'),
  option('sikh', 'Sikh', 'শিখ'),
  option('other', 'Any other religion or belief', 'অন্য কোনো ধর্ম বা বিশ্বাস'),
  PREFER_NOT_TO_SAY,
];

export const SEXUAL_ORIENTATIONS = [
  option('heterosexual', 'Heterosexual or straight', 'বিষমকামী'),
  option('gay-or-lesbian', 'Gay or lesbian', 'সমকামী'),
  option('bisexual', 'Bisexual', 'উভকামী'),
  option('other', 'Another sexual orientation', 'অন্য কোনো যৌন অভিমুখিতা'),
  PREFER_NOT_TO_SAY,
];

export const tempestEqualOpportunities = defineForm({
  group: 'tempest-forms',
  slug: 'equal-opportunities',
  title: { en: 'Equal opportunities monitoring', bn: 'সমান সুযোগ পর্যবেক্ষণ' },
  description: {
    en: 'Every question is optional. Your answers are never shown to anyone reviewing your application; they are only counted, without your name, to check that we treat everyone fairly.',
    bn: 'প্রতিটি প্রশ্নের উত্তর দেওয়া ঐচ্ছিক। আপনার আবেদন যাঁরা পর্যালোচনা করেন, তাঁদের কাউকে আপনার উত্তর কখনো দেখানো হয় না; সবার প্রতি আমরা ন্যায্য আচরণ করছি কি না তা দেখতে উত্তরগুলো শুধু নাম ছাড়া গণনা করা হয়।',
  },
  sections: [
    section({ en: 'About you', bn: 'আপনার সম্পর্কে' }, [
      choice('gender', { en: 'Gender', bn: 'লিঙ্গ' }, { list: 'gender', extra: [PREFER_NOT_TO_SAY] }),
      choice('age_band', { en: 'Age', bn: 'বয়স' }, AGE_BANDS),
      choice('ethnicity', { en: 'Ethnic group', bn: 'জাতিগোষ্ঠী' }, ETHNIC_GROUPS),
      choice(
        'disability',
        { en: 'Do you consider yourself to have a disability?', bn: 'আপনি কি মনে করেন যে আপনার কোনো প্রতিবন্ধিতা আছে?' },
        [option('yes', 'Yes', 'হ্যাঁ'), option('no', 'No', 'না'), PREFER_NOT_TO_SAY],
      ),
      choice('religion', { en: 'Religion or belief', bn: 'ধর্ম বা বিশ্বাস' }, RELIGIONS),
      choice('sexual_orientation', { en: 'Sexual orientation', bn: 'যৌন অভিমুখিতা' }, SEXUAL_ORIENTATIONS),
    ]),
  ],
  signature: false,
  expiry: { kind: 'none' },
  sensitive: { kind: 'equal_opportunities' },
});
