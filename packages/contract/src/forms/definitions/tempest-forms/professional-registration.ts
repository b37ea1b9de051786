import {
  choice,
  date,
  defineForm,
  equals,
  futureWithinMonths,
  isNotOneOf,
  section,
  text,
  textarea,
  upload,
  yesNo,
} from '../../builders.js';
import { DECLARATIONS, HELP, LABELS } from '../shared.js';

const registered = isNotOneOf('registration_type', ['not-applicable']);
const SOCIAL_WORK_ENGLAND = equals('registration_type', 'swe-registration');
const HCPC = equals('registration_type', 'hcpc-registration');
/** HCPC registrations run two years between renewals [S84]. */
const HCPC_REGISTRATION_MONTHS = 24;

/**
 * The regulators' calendars (uk-rules.md §1.5 professional-registration): a Social Work England registration
 * year ends on 30 November and is renewed from 1 September [S83], so it expires on the next 30 November and
 * the candidate is not asked; an HCPC registration lasts two years to a date in the profession's renewal
 * window [S84], which the candidate copies from the register.
 */
export const tempestProfessionalRegistration = defineForm({
  group: 'tempest-forms',
  slug: 'professional-registration',
  version: 2,
  title: { en: 'Professional registration', bn: 'পেশাগত নিবন্ধন' },
  description: {
    en: 'If your role needs registration with a professional body, such as Social Work England or the HCPC, give the details and upload proof.',
    bn: 'আপনার পদের জন্য সোশ্যাল ওয়ার্ক ইংল্যান্ড বা এইচসিপিসি-র মতো কোনো পেশাগত সংস্থায় নিবন্ধন প্রয়োজন হলে তার বিবরণ দিন এবং প্রমাণ আপলোড করুন।',
  },
  sections: [
    section(
      { en: 'Your registration', bn: 'আপনার নিবন্ধন' },
      [
        choice('registration_type', { en: 'Registration', bn: 'নিবন্ধনের ধরন' }, 'professional-registration', { required: true }),
        text('registration_number', { en: 'Registration number', bn: 'নিবন্ধন নম্বর' }, {
          required: true,
          max_length: 50,
          when: registered,
        }),
        date('expiry_date', { en: 'Registered until', bn: 'যে তারিখ পর্যন্ত নিবন্ধিত' }, {
          required: true,
          when: HCPC,
          constraint: futureWithinMonths(HCPC_REGISTRATION_MONTHS),
          help: {
            en: 'The date shown on your entry in the HCPC register. HCPC registration is renewed every two years, so it is no more than 2 years away.',
            bn: 'এইচসিপিসি-র নিবন্ধন তালিকায় আপনার তথ্যের পাশে দেখানো তারিখ। এইচসিপিসি নিবন্ধন প্রতি দুই বছরে নবায়ন করতে হয়, তাই এটি ২ বছরের বেশি পরে হবে না।',
          },
        }),
        yesNo(
          'has_registration_restrictions',
          {
            en: 'Any conditions, suspension or caution on your registration?',
            bn: 'আপনার নিবন্ধনে কি কোনো শর্ত, স্থগিতাদেশ বা সতর্কতা আছে?',
          },
          { required: true, when: registered, yes: [textarea('restriction_details', LABELS.details, { required: true })] },
        ),
        upload('registration_files', { en: 'Proof of registration', bn: 'নিবন্ধনের প্রমাণ' }, {
          required: true,
          when: registered,
          help: HELP.evidence,
        }),
      ],
      {
        en: 'We check your entry on the regulator’s online register, and again after each renewal. A Social Work England registration runs to 30 November each year (renewal from 1 September to 30 November); an HCPC registration runs for two years to the date on the register.',
        bn: 'আমরা নিয়ন্ত্রক সংস্থার অনলাইন নিবন্ধন তালিকায় আপনার তথ্য যাচাই করি, এবং প্রতিবার নবায়নের পর আবার যাচাই করি। সোশ্যাল ওয়ার্ক ইংল্যান্ডের নিবন্ধন প্রতি বছর ৩০ নভেম্বর পর্যন্ত চলে (নবায়ন ১ সেপ্টেম্বর থেকে ৩০ নভেম্বর); এইচসিপিসি নিবন্ধন দুই বছরের জন্য, নিবন্ধন তালিকায় দেখানো তারিখ পর্যন্ত চলে।',
      },
    ),
  ],
  declaration: DECLARATIONS.genuineDocuments,
  signature: true,
  expiry: {
    kind: 'first_applicable',
    rules: [
      { kind: 'annual_on', month: 12, day: 1, when: SOCIAL_WORK_ENGLAND },
      { kind: 'from_field', fields: ['expiry_date'], when: HCPC },
    ],
  },
});
