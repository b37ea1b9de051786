/**
 * Texts for the message keys the form validator returns. Merge as
 * `forms: formMessages.en` / `forms: formMessages.bn`, so a key such as
 * 'forms.validation.required' resolves. Interpolation uses i18next's {{name}}.
 */
const en = {
  validation: {
    required: 'Please answer this question',
    invalid: 'This answer is not valid',
    option_invalid: 'Choose one of the options given',
    option_exclusive: 'An answer such as “None of these” cannot be chosen together with other answers',
    too_long: 'Must be at most {{max}} characters',
    date_invalid: 'Enter a real date in the format YYYY-MM-DD',
    date_not_future: 'This date cannot be in the future',
    date_future: 'This date must be in the future',
    date_within_months: 'This date must be within the last {{months}} months',
    date_at_least_months_ago: 'This date must be at least {{months}} months ago',
    date_future_within_months: 'This date must be in the future, and no more than {{months}} months from today',
    date_end_before_start: 'The end date cannot be before the start date',
    number_invalid: 'Enter a number',
    number_integer: 'Enter a whole number',
    number_min: 'Must be {{min}} or more',
    number_max: 'Must be {{max}} or less',
    must_be_yes: 'You need to confirm this to continue',
    ni_number: 'Enter a valid National Insurance number, like AB 12 34 56 C',
    ni_number_temporary: 'This looks like an HMRC temporary reference number, which is not a National Insurance number. Enter your National Insurance number, like AB 12 34 56 C',
    uk_postcode: 'Enter a valid UK postcode, like SW1A 1AA',
    dbs_certificate: 'A DBS certificate number has 12 digits',
    trn: 'A Teacher Reference Number has 7 digits, like 1234567 (an old one such as RP99/12345 also works)',
    uk_driving_licence:
      'Enter the licence number: 16 characters on a GB licence, like MORGA753116SM9IJ (leave out the 2-digit issue number after it), or 8 digits on a Northern Ireland licence',
    share_code: 'A share code to prove your right to work has 9 letters and numbers and starts with W, like W12 3AB 45C',
    share_code_not_for_work:
      'This share code is not for work: codes starting with R are for renting and S for other checks. Ask the Home Office for a share code to prove your right to work; it starts with W',
    phone: 'Enter the phone number with its country code, like +44 7700 900123',
    email: 'Enter a valid email address',
    person_name: 'Enter the full name, not only an initial',
    min_items: 'Add at least {{min}}',
    max_items: 'You can add at most {{max}}',
    min_files: 'Upload at least {{min}} file(s)',
    max_files: 'You can upload at most {{max}} files',
    file_invalid: 'One of the files is not valid. Please upload it again',
    history_too_short: 'Your history must cover at least the last {{years}} years',
    history_gap: 'Your history has a gap from {{from, date}} to {{to, date}}: add a period that covers it',
  },
  /** Shown beside an accepted answer: worth a second look, never a refusal. */
  warnings: {
    ni_number_administrative:
      'HMRC uses numbers starting with this prefix for administration. Check that this is the number on your own National Insurance letter or payslip',
  },
} as const;

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type FormMessages = Shape<typeof en>;

const bn: FormMessages = {
  validation: {
    required: 'অনুগ্রহ করে এই প্রশ্নের উত্তর দিন',
    invalid: 'এই উত্তরটি সঠিক নয়',
    option_invalid: 'দেওয়া বিকল্পগুলোর একটি বেছে নিন',
    option_exclusive: '“এগুলোর কোনোটিই নয়”-এর মতো উত্তর অন্য কোনো উত্তরের সাথে একসাথে বেছে নেওয়া যায় না',
    too_long: 'সর্বোচ্চ {{max, number}} অক্ষর হতে পারে',
    date_invalid: 'YYYY-MM-DD আকারে একটি সঠিক তারিখ লিখুন',
    date_not_future: 'এই তারিখ ভবিষ্যতের হতে পারে না',
    date_future: 'এই তারিখ অবশ্যই ভবিষ্যতের হতে হবে',
    date_within_months: 'এই তারিখ অবশ্যই গত {{months, number}} মাসের মধ্যে হতে হবে',
    date_at_least_months_ago: 'এই তারিখ অন্তত {{months, number}} মাস আগের হতে হবে',
    date_future_within_months: 'এই তারিখ অবশ্যই ভবিষ্যতের হতে হবে, এবং আজ থেকে {{months, number}} মাসের বেশি পরে নয়',
    date_end_before_start: 'শেষের তারিখ শুরুর তারিখের আগে হতে পারে না',
    number_invalid: 'একটি সংখ্যা লিখুন',
    number_integer: 'একটি পূর্ণসংখ্যা লিখুন',
    number_min: '{{min, number}} বা তার বেশি হতে হবে',
    number_max: '{{max, number}} বা তার কম হতে হবে',
    must_be_yes: 'এগিয়ে যেতে হলে আপনাকে এটি নিশ্চিত করতে হবে',
    ni_number: 'একটি সঠিক ন্যাশনাল ইন্স্যুরেন্স নম্বর লিখুন, যেমন AB 12 34 56 C',
    ni_number_temporary: 'এটি এইচএমআরসি-র একটি অস্থায়ী রেফারেন্স নম্বর বলে মনে হচ্ছে, যা ন্যাশনাল ইন্স্যুরেন্স নম্বর নয়। আপনার ন্যাশনাল ইন্স্যুরেন্স নম্বর লিখুন, যেমন AB 12 34 56 C',
    uk_postcode: 'যুক্তরাজ্যের একটি সঠিক পোস্টকোড লিখুন, যেমন SW1A 1AA',
    dbs_certificate: 'ডিবিএস সনদের নম্বরে ১২টি অঙ্ক থাকে',
    trn: 'শিক্ষক রেফারেন্স নম্বরে (TRN) ৭টি অঙ্ক থাকে, যেমন 1234567 (RP99/12345-এর মতো পুরোনো নম্বরও চলবে)',
    uk_driving_licence:
      'লাইসেন্স নম্বরটি লিখুন: গ্রেট ব্রিটেনের লাইসেন্সে ১৬টি অক্ষর, যেমন MORGA753116SM9IJ (এর পরের ২ অঙ্কের ইস্যু নম্বরটি বাদ দিন), অথবা নর্দার্ন আয়ারল্যান্ডের লাইসেন্সে ৮টি অঙ্ক',
    share_code: 'কাজের অধিকার প্রমাণের শেয়ার কোডে ৯টি অক্ষর ও সংখ্যা থাকে এবং এটি W দিয়ে শুরু হয়, যেমন W12 3AB 45C',
    share_code_not_for_work:
      'এই শেয়ার কোডটি কাজের জন্য নয়: R দিয়ে শুরু হওয়া কোড বাড়ি ভাড়ার জন্য এবং S দিয়ে শুরু হওয়া কোড অন্যান্য যাচাইয়ের জন্য। কাজের অধিকার প্রমাণের জন্য স্বরাষ্ট্র দপ্তর থেকে একটি শেয়ার কোড নিন; সেটি W দিয়ে শুরু হয়',
    phone: 'দেশের কোডসহ ফোন নম্বর লিখুন, যেমন +44 7700 900123',
    email: 'একটি সঠিক ইমেইল ঠিকানা লিখুন',
    person_name: 'শুধু আদ্যক্ষর নয়, পুরো নাম লিখুন',
    min_items: 'অন্তত {{min, number}}টি যোগ করুন',
    max_items: 'সর্বোচ্চ {{max, number}}টি যোগ করা যায়',
    min_files: 'অন্তত {{min, number}}টি ফাইল আপলোড করুন',
    max_files: 'সর্বোচ্চ {{max, number}}টি ফাইল আপলোড করা যায়',
    file_invalid: 'একটি ফাইল সঠিক নয়। অনুগ্রহ করে আবার আপলোড করুন',
    history_too_short: 'আপনার ইতিহাসে অন্তত গত {{years, number}} বছর থাকতে হবে',
    history_gap: 'আপনার ইতিহাসে {{from, date}} থেকে {{to, date}} পর্যন্ত একটি ফাঁক আছে: এই সময়টুকু ঢেকে এমন একটি সময়কাল যোগ করুন',
  },
  warnings: {
    ni_number_administrative:
      'এইচএমআরসি এই উপসর্গ দিয়ে শুরু হওয়া নম্বর প্রশাসনিক কাজে ব্যবহার করে। এটি আপনার নিজের ন্যাশনাল ইন্স্যুরেন্সের চিঠি বা বেতন স্লিপে থাকা নম্বর কি না, মিলিয়ে দেখুন',
  },
};

export const formMessages: { readonly en: FormMessages; readonly bn: FormMessages } = { en, bn };

export type FormValidationCode = keyof typeof en.validation;
/** A key as it appears in a validation issue, e.g. 'forms.validation.required'. */
export type FormMessageKey = `forms.validation.${FormValidationCode}`;

export function formMessageKey(code: FormValidationCode): FormMessageKey {
  return `forms.validation.${code}`;
}

export type FormWarningCode = keyof typeof en.warnings;
/** A warning's key, e.g. 'forms.warnings.ni_number_administrative'. */
export type FormWarningKey = `forms.warnings.${FormWarningCode}`;
