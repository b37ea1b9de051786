/**
 * Labels, statements and field sets used by more than one form.
 */
import {
  choice,
  confirm,
  date,
  equals,
  FUTURE,
  isNotOneOf,
  multiChoice,
  NOT_FUTURE,
  option,
  repeating,
  text,
  upload,
  yesNo,
} from '../builders.js';
import type { FormField, LocalizedText } from '../types.js';

export const LABELS = {
  documentType: { en: 'Document type', bn: 'নথির ধরন' },
  documentNumber: { en: 'Document number', bn: 'নথির নম্বর' },
  issueDate: { en: 'Date of issue', bn: 'প্রদানের তারিখ' },
  expiryDate: { en: 'Expiry date', bn: 'মেয়াদ শেষের তারিখ' },
  nationality: { en: 'Nationality', bn: 'জাতীয়তা' },
  dateOfBirth: { en: 'Date of birth', bn: 'জন্ম তারিখ' },
  fullName: { en: 'Full name', bn: 'পুরো নাম' },
  country: { en: 'Country', bn: 'দেশ' },
  from: { en: 'From', bn: 'শুরুর তারিখ' },
  to: { en: 'To', bn: 'শেষের তারিখ' },
  details: { en: 'Please give details', bn: 'অনুগ্রহ করে বিস্তারিত লিখুন' },
  evidence: { en: 'Evidence', bn: 'প্রমাণপত্র' },
  yourAnswers: { en: 'Your answers', bn: 'আপনার উত্তর' },
  confirmation: { en: 'Confirmation', bn: 'নিশ্চিতকরণ' },
} as const satisfies Record<string, LocalizedText>;

export const HELP = {
  evidence: {
    en: 'Clear photos or scans. JPEG, PNG or PDF, up to 5 files.',
    bn: 'পরিষ্কার ছবি বা স্ক্যান। JPEG, PNG অথবা PDF, সর্বোচ্চ ৫টি ফাইল।',
  },
  phone: {
    en: 'Include the country code, for example +44 7700 900123.',
    bn: 'দেশের কোডসহ লিখুন, যেমন +44 7700 900123।',
  },
  leaveEmptyIfCurrent: {
    en: 'Leave empty if this is still the case.',
    bn: 'এখনও চলমান থাকলে খালি রাখুন।',
  },
} as const satisfies Record<string, LocalizedText>;

// ---------------------------------------------------------------------------
// Statements signed at the end of a form
// ---------------------------------------------------------------------------

export const DECLARATIONS = {
  truthful: {
    en: 'I confirm that the information I have given in this form is true, complete and accurate to the best of my knowledge. I understand that giving false or misleading information, or leaving out anything relevant, may lead to my registration with the agency being ended and may be reported to the appropriate authorities.',
    bn: 'আমি নিশ্চিত করছি যে এই ফর্মে আমার দেওয়া তথ্য আমার জানামতে সত্য, সম্পূর্ণ ও নির্ভুল। আমি বুঝি যে মিথ্যা বা বিভ্রান্তিকর তথ্য দিলে, অথবা প্রাসঙ্গিক কোনো কিছু গোপন করলে, এজেন্সিতে আমার নিবন্ধন বাতিল হতে পারে এবং বিষয়টি যথাযথ কর্তৃপক্ষকে জানানো হতে পারে।',
  },
  genuineDocuments: {
    en: 'I confirm that the documents I have uploaded are genuine, belong to me and have not been altered in any way, and that the details I have entered match them. I understand that the agency will check them and may keep copies for as long as the law requires.',
    bn: 'আমি নিশ্চিত করছি যে আমার আপলোড করা নথিগুলো আসল, আমার নিজের এবং কোনোভাবেই পরিবর্তন করা হয়নি, আর আমার লেখা তথ্য নথিগুলোর সাথে মিলে যায়। আমি বুঝি যে এজেন্সি এগুলো যাচাই করবে এবং আইন যত দিন প্রয়োজন মনে করে তত দিন এগুলোর অনুলিপি রাখতে পারে।',
  },
} as const satisfies Record<string, LocalizedText>;

// ---------------------------------------------------------------------------
// Addresses
// ---------------------------------------------------------------------------

export function ukAddressFields(): FormField[] {
  return [
    text('address_line_1', { en: 'Address line 1', bn: 'ঠিকানার প্রথম লাইন' }, { required: true }),
    text('address_line_2', { en: 'Address line 2', bn: 'ঠিকানার দ্বিতীয় লাইন' }),
    text('city', { en: 'Town or city', bn: 'শহর বা নগর' }, { required: true, max_length: 100 }),
    text('postcode', { en: 'Postcode', bn: 'পোস্টকোড' }, { required: true, pattern: 'uk_postcode' }),
  ];
}

/**
 * Where the candidate has lived over the last 5 years, with no gaps: UK or
 * overseas addresses, the current one without an end date.
 */
export function addressHistory(opts: { when?: FormField['when'] } = {}): FormField {
  return repeating(
    'address_history',
    { en: 'Your addresses in the last 5 years', bn: 'গত ৫ বছরে আপনার ঠিকানাগুলো' },
    { en: 'Address', bn: 'ঠিকানা' },
    [
      text('address_line_1', { en: 'Address line 1', bn: 'ঠিকানার প্রথম লাইন' }, { required: true }),
      text('address_line_2', { en: 'Address line 2', bn: 'ঠিকানার দ্বিতীয় লাইন' }),
      text('city', { en: 'Town or city', bn: 'শহর বা নগর' }, { required: true, max_length: 100 }),
      choice('country', LABELS.country, 'countries', { required: true }),
      text(
        'postcode',
        { en: 'Postcode', bn: 'পোস্টকোড' },
        { required: true, pattern: 'uk_postcode', when: equals('country', 'GB') },
      ),
      text(
        'postal_code',
        { en: 'Postal or ZIP code', bn: 'পোস্টাল বা জিপ কোড' },
        { max_length: 20, when: isNotOneOf('country', ['GB']) },
      ),
      date('from', { en: 'Lived here from', bn: 'এখানে বসবাস শুরুর তারিখ' }, { required: true, constraint: NOT_FUTURE }),
      date(
        'to',
        { en: 'Lived here until', bn: 'এখানে বসবাস শেষের তারিখ' },
        { constraint: NOT_FUTURE, not_before: 'from', help: { en: 'Leave empty for your current address.', bn: 'বর্তমান ঠিকানার ক্ষেত্রে খালি রাখুন।' } },
      ),
    ],
    {
      required: true,
      when: opts.when,
      min_items: 1,
      max_items: 30,
      coverage: { years: 5, from: 'from', to: 'to', max_gap_days: 31 },
      help: {
        en: 'Start with your current address and go back 5 years without gaps.',
        bn: 'বর্তমান ঠিকানা দিয়ে শুরু করুন এবং কোনো ফাঁক না রেখে ৫ বছর পেছন পর্যন্ত লিখুন।',
      },
    },
  );
}

// ---------------------------------------------------------------------------
// DBS certificate
// ---------------------------------------------------------------------------

export const DBS_LEVELS = [
  option('enhanced', 'Enhanced', 'এনহ্যান্সড (বিস্তারিত যাচাই)'),
  option('enhanced-barred-list', 'Enhanced with barred list(s)', 'নিষেধাজ্ঞা তালিকাসহ এনহ্যান্সড (বিস্তারিত যাচাই)'),
];

export function dbsCertificateFields(): FormField[] {
  return [
    text(
      'certificate_number',
      { en: 'Certificate number', bn: 'সনদ নম্বর' },
      {
        required: true,
        pattern: 'dbs_certificate',
        help: { en: 'The 12-digit number printed on the certificate.', bn: 'সনদে ছাপা ১২ অঙ্কের নম্বর।' },
      },
    ),
    date('issue_date', LABELS.issueDate, { required: true, constraint: NOT_FUTURE }),
    // 'Other' is outside the spec's list: some certificates name another workforce (uk-rules.md §1.3 dbs-check).
    choice(
      'workforce',
      { en: 'Workforce the certificate covers', bn: 'সনদটি যে কর্মক্ষেত্রের জন্য' },
      { list: 'sub-type', extra: [option('other', 'Other workforce', 'অন্য কর্মক্ষেত্র')] },
      { required: true },
    ),
    text(
      'position_applied_for',
      { en: 'Position applied for, as printed on the certificate', bn: 'সনদে ছাপা যে পদের জন্য আবেদন করা হয়েছিল' },
      {
        required: true,
        max_length: 150,
        help: {
          en: 'For example "Supply teacher" or "Child workforce independent schools".',
          bn: 'সনদে যেমন ইংরেজিতে ছাপা আছে ঠিক তেমনই লিখুন, যেমন "Supply teacher" (বদলি শিক্ষক) বা "Child workforce independent schools" (স্বাধীন বিদ্যালয়ে শিশুদের সাথে কাজ)।',
        },
      },
    ),
    multiChoice(
      'barred_lists',
      { en: 'Barred lists checked on the certificate', bn: 'সনদে যে নিষিদ্ধ তালিকাগুলো যাচাই করা হয়েছে' },
      [
        option('children', "Children's barred list", 'শিশুদের সাথে কাজে নিষিদ্ধ ব্যক্তিদের তালিকা'),
        option('adults', "Adults' barred list", 'প্রাপ্তবয়স্কদের সাথে কাজে নিষিদ্ধ ব্যক্তিদের তালিকা'),
        option('none', 'No barred list was checked', 'কোনো নিষিদ্ধ তালিকা যাচাই করা হয়নি'),
      ],
      {
        required: true,
        help: {
          en: 'Work with children needs an enhanced check with the children’s barred list.',
          bn: 'শিশুদের সাথে কাজের জন্য শিশুদের নিষিদ্ধ তালিকাসহ এনহ্যান্সড যাচাই প্রয়োজন।',
        },
      },
    ),
    choice('level', { en: 'Level of check', bn: 'যাচাইয়ের স্তর' }, DBS_LEVELS, { required: true }),
    choice('dbs_clear', { en: 'Is the certificate clear?', bn: 'সনদটি কি পরিষ্কার?' }, 'dbs-clear', {
      required: true,
      help: {
        en: 'Clear means it shows no convictions, cautions or other information.',
        bn: 'পরিষ্কার মানে সনদে কোনো দণ্ড, সতর্কবার্তা বা অন্য কোনো তথ্য উল্লেখ নেই।',
      },
    }),
    yesNo(
      'on_update_service',
      { en: 'Is the certificate registered with the DBS Update Service?', bn: 'সনদটি কি ডিবিএস আপডেট সার্ভিসে নিবন্ধিত?' },
      {
        required: true,
        yes: [
          text(
            'update_service_id',
            { en: 'Update Service subscription ID', bn: 'আপডেট সার্ভিসের সদস্য আইডি' },
            { required: true, max_length: 30 },
          ),
          // DBS advises written consent for status checks, renewed while they go on [S20][S22].
          confirm('update_service_consent', {
            en: 'I agree that the agency may check the status of this certificate on the DBS Update Service, now and while I work through the agency.',
            bn: 'আমি সম্মত যে এজেন্সি এখন এবং আমি এজেন্সির মাধ্যমে কাজ করার সময় ডিবিএস আপডেট সার্ভিসে এই সনদের অবস্থা যাচাই করতে পারবে।',
          }),
        ],
      },
    ),
    upload('certificate_files', { en: 'Copy of the certificate', bn: 'সনদের অনুলিপি' }, { required: true, help: HELP.evidence }),
  ];
}

/** An expiry date that must be in the future when submitted. */
export function futureExpiry(opts: { required?: boolean; when?: FormField['when']; required_when?: FormField['required_when'] } = {}) {
  return date('expiry_date', LABELS.expiryDate, { constraint: FUTURE, ...opts });
}
