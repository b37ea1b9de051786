import { formMessagesBn } from './messages-bn.js';

/**
 * Texts for the message keys the form validator returns (Bengali's in messages-bn.ts). Merge as
 * `forms: formMessagesEn` / `forms: formMessagesBn`, so a key such as
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

/** English's texts alone, for a catalogue that carries one language (the web's first load). */
export const formMessagesEn: FormMessages = en;

export const formMessages: { readonly en: FormMessages; readonly bn: FormMessages } = { en, bn: formMessagesBn };
