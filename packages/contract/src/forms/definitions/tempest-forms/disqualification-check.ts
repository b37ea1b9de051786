import { choice, date, defineForm, equals, isNotOneOf, multiChoice, NOT_FUTURE, option, section, textarea } from '../../builders.js';
import { DECLARATIONS } from '../shared.js';

/**
 * What disqualifies from relevant childcare under the Childcare (Disqualification) Regulations 2018 [S61]:
 * orders about the care of children, offences (overseas ones that would be offences here too), the children's
 * barred list, refused or cancelled childcare registration, and section 142 directions.
 */
export const DISQUALIFICATION_GROUNDS = [
  option(
    'relevant-order',
    'An order or decision about the care of a child, for example a care order or a child being removed from your care',
    'কোনো শিশুর পরিচর্যা নিয়ে আদালতের আদেশ বা সিদ্ধান্ত, যেমন কেয়ার অর্ডার, অথবা আপনার তত্ত্বাবধান থেকে কোনো শিশুকে সরিয়ে নেওয়া',
  ),
  option(
    'offence',
    'A conviction or caution for an offence against a child, or for another offence named in the Regulations',
    'কোনো শিশুর বিরুদ্ধে অপরাধের জন্য, অথবা বিধিমালায় উল্লেখ করা অন্য কোনো অপরাধের জন্য দণ্ড বা সতর্কবার্তা (কশন)',
  ),
  option(
    'overseas-offence',
    'An offence committed outside the UK that would be one of those offences if it had been committed in the UK',
    'যুক্তরাজ্যের বাইরে করা এমন কোনো অপরাধ, যা যুক্তরাজ্যে করা হলে ওই অপরাধগুলোর একটি হতো',
  ),
  option(
    'barred',
    'Being barred from regulated activity with children (on the children’s barred list)',
    'শিশুদের সাথে নিয়ন্ত্রিত কাজে নিষিদ্ধ হওয়া (শিশুদের নিষিদ্ধ তালিকায় নাম থাকা)',
  ),
  option(
    'registration-refused',
    'Being refused registration, or having your registration cancelled, as a childminder or other childcare provider',
    'চাইল্ডমাইন্ডার বা অন্য কোনো শিশু-পরিচর্যা প্রদানকারী হিসেবে নিবন্ধন প্রত্যাখ্যাত হওয়া, অথবা নিবন্ধন বাতিল হওয়া',
  ),
  option(
    'section-142-direction',
    'A direction under section 142 of the Education Act 2002 that prohibits or restricts you from teaching or from school management',
    'এডুকেশন অ্যাক্ট ২০০২-এর ১৪২ ধারার অধীনে এমন কোনো নির্দেশ, যা আপনাকে শিক্ষকতা বা বিদ্যালয় ব্যবস্থাপনার কাজ থেকে নিষিদ্ধ বা সীমিত করে',
  ),
  option('other', 'Another reason you may be disqualified', 'অযোগ্য হতে পারেন এমন অন্য কোনো কারণ'),
  option('none', 'None of these', 'এগুলোর কোনোটিই নয়'),
];

const DISQUALIFIED = isNotOneOf('disqualification_grounds', ['none']);

export const WAIVER_STATUSES = [
  option('granted', 'Ofsted has granted a waiver', 'অফস্টেড অব্যাহতি (ওয়েভার) দিয়েছে'),
  option('applied', 'I have applied and am waiting for a decision', 'আমি আবেদন করেছি এবং সিদ্ধান্তের অপেক্ষায় আছি'),
  option('not-applied', 'I have not applied for a waiver', 'আমি অব্যাহতির (ওয়েভার) জন্য আবেদন করিনি'),
];

export const tempestDisqualificationCheck = defineForm({
  group: 'tempest-forms',
  slug: 'disqualification-check',
  version: 2,
  title: { en: 'Childcare disqualification check', bn: 'শিশু-পরিচর্যায় অযোগ্যতা যাচাই' },
  description: {
    en: 'Whether you are disqualified from childcare work under the Childcare Act 2006 and the Childcare (Disqualification) Regulations 2018. It applies to early years work (including reception classes) and to childcare for children under 8 outside school hours.',
    bn: 'চাইল্ডকেয়ার অ্যাক্ট ২০০৬ এবং চাইল্ডকেয়ার (ডিসকোয়ালিফিকেশন) রেগুলেশনস ২০১৮ অনুযায়ী আপনি শিশু-পরিচর্যার কাজে অযোগ্য কি না। এটি প্রারম্ভিক শৈশবের কাজে (রিসেপশন ক্লাসসহ) এবং স্কুলের সময়ের বাইরে ৮ বছরের কম বয়সী শিশুদের পরিচর্যার কাজে প্রযোজ্য।',
  },
  sections: [
    section({ en: 'Childcare disqualification', bn: 'শিশু-পরিচর্যায় অযোগ্যতা' }, [
      multiChoice(
        'disqualification_grounds',
        { en: 'Do any of these apply to you?', bn: 'এগুলোর কোনোটি কি আপনার ক্ষেত্রে প্রযোজ্য?' },
        DISQUALIFICATION_GROUNDS,
        {
          required: true,
          exclusive: ['none'],
          help: {
            en: 'Choose every one that applies, in the UK or elsewhere, or "None of these".',
            bn: 'যুক্তরাজ্যে বা অন্য কোথাও, প্রযোজ্য প্রতিটি বেছে নিন, অথবা "এগুলোর কোনোটিই নয়" বেছে নিন।',
          },
        },
      ),
      textarea(
        'disqualification_details',
        { en: 'Please give details of each one', bn: 'প্রতিটির বিস্তারিত লিখুন' },
        {
          required: true,
          when: DISQUALIFIED,
          help: { en: 'What it was, when and where.', bn: 'বিষয়টি কী ছিল, কবে এবং কোথায়।' },
        },
      ),
      choice('waiver_status', { en: 'Has Ofsted waived your disqualification?', bn: 'অফস্টেড কি আপনার অযোগ্যতা মওকুফ করেছে?' }, WAIVER_STATUSES, {
        required: true,
        when: DISQUALIFIED,
        help: {
          en: 'Ofsted can waive some disqualifications, but not being barred from working with children.',
          bn: 'অফস্টেড কিছু অযোগ্যতা মওকুফ করতে পারে, কিন্তু শিশুদের সাথে কাজে নিষিদ্ধ হওয়া মওকুফ করতে পারে না।',
        },
      }),
      date('waiver_date', { en: 'Date the waiver was granted', bn: 'অব্যাহতি (ওয়েভার) দেওয়ার তারিখ' }, {
        required: true,
        constraint: NOT_FUTURE,
        when: equals('waiver_status', 'granted'),
      }),
    ]),
  ],
  declaration: DECLARATIONS.truthful,
  signature: true,
  expiry: { kind: 'none' },
  // Offences and orders, of the candidate or of people they live with: criminal-offence data [S76].
  sensitive: { kind: 'criminal_record' },
  // Version 1 asked one yes/no and a yes/no waiver; version 2 asks the grounds and the waiver's status.
  retired: [
    {
      name: 'is_disqualified',
      label: {
        en: 'Is the candidate disqualified from working in childcare, for example because of an offence, an order or the care of a child being removed from them?',
        bn: 'প্রার্থী কি শিশু-পরিচর্যার কাজে অযোগ্য, যেমন কোনো অপরাধ, আদালতের আদেশ, বা তাঁর তত্ত্বাবধান থেকে কোনো শিশুকে সরিয়ে নেওয়ার কারণে?',
      },
      asked_until: 1,
    },
    { name: 'has_waiver', label: { en: 'Has Ofsted granted the candidate a waiver?', bn: 'অফস্টেড কি প্রার্থীকে অব্যাহতি (ওয়েভার) দিয়েছে?' }, asked_until: 1 },
  ],
});
