import { choice, date, defineForm, FUTURE, isOneOf, section, text, upload, withinMonths } from '../../builders.js';
import { DECLARATIONS, HELP, LABELS, ukAddressFields } from '../shared.js';

/** Bills, bank and card statements and letters must be dated within 3 months when submitted [S27]. */
export const PROOF_OF_ADDRESS_MAX_AGE_MONTHS = 3;

/**
 * The DBS identity checking guidelines (from November 2025) allow 12 months for council tax, P45/P60,
 * mortgage and financial statements and benefit statements [S27]; a driving licence must be current and
 * cannot also be the proof of identity (uk-rules.md §1.3 proof-of-address-check).
 */
export const PROOF_OF_ADDRESS_TWELVE_MONTH_DOCUMENTS = [
  'council-tax-bill-or-statement',
  'p45-or-p60',
  'mortgage-statement',
  'financial-statement',
  'benefits-letter',
];
export const PROOF_OF_ADDRESS_THREE_MONTH_DOCUMENTS = ['tax-office-letter', 'government-issued-letter', 'utility-bill', 'bank-or-credit-card-statement'];

const ORDINALS = {
  1: { en: 'first document', bn: 'প্রথম নথি' },
  2: { en: 'second document', bn: 'দ্বিতীয় নথি' },
} as const;

/** The two proof-of-address documents ask the same; they must come from different sources. */
export function proofOfAddressDocument<N extends 1 | 2>(n: N) {
  const other = n === 1 ? 2 : 1;
  const ordinal = ORDINALS[n];
  return defineForm({
    group: 'compliance-docs',
    slug: `proof-of-address-check-${n}` as `proof-of-address-check-${N}`,
    version: 2,
    compliance_document_type: `proof-of-address${n}` as `proof-of-address${N}`,
    title: { en: `Proof of address (${ordinal.en})`, bn: `ঠিকানার প্রমাণ (${ordinal.bn})` },
    description: {
      en: 'Upload a letter or statement addressed to you at your current address: bills, bank statements and letters from the last 3 months; council tax, P45 or P60, mortgage, financial and benefit statements from the last 12 months. Your two proof-of-address documents must come from different sources, for example a bank statement and a council tax bill.',
      bn: 'আপনার বর্তমান ঠিকানায় আপনার নামে পাঠানো একটি চিঠি বা বিবরণী আপলোড করুন: বিল, ব্যাংক বিবরণী ও চিঠি গত ৩ মাসের মধ্যে; কাউন্সিল ট্যাক্স, P45 বা P60, বন্ধকী ঋণ, আর্থিক ও সরকারি ভাতার বিবরণী গত ১২ মাসের মধ্যে। ঠিকানার প্রমাণের দুটি নথি দুটি ভিন্ন উৎস থেকে আসতে হবে, যেমন একটি ব্যাংক বিবরণী ও একটি কাউন্সিল ট্যাক্সের বিল।',
    },
    sections: [
      section({ en: 'Your document', bn: 'আপনার নথি' }, [
        choice('document_type', LABELS.documentType, 'proof-of-address', {
          required: true,
          help: {
            en: 'Mobile phone bills are not accepted. Two different sources is our policy, so that one mistake cannot prove an address.',
            bn: 'মোবাইল ফোনের বিল গ্রহণযোগ্য নয়। দুটি ভিন্ন উৎস চাওয়া আমাদের নীতি, যাতে একটি ভুল দিয়ে ঠিকানা প্রমাণ না হয়।',
          },
        }),
        text(
          'issued_by',
          { en: 'Who sent it', bn: 'কোন প্রতিষ্ঠান এটি পাঠিয়েছে' },
          {
            required: true,
            max_length: 150,
            help: {
              en: 'For example your bank, your council or your energy supplier.',
              bn: 'যেমন আপনার ব্যাংক, কাউন্সিল বা বিদ্যুৎ-গ্যাস সরবরাহকারী প্রতিষ্ঠান।',
            },
          },
        ),
        date('issue_date', LABELS.issueDate, {
          required: true,
          when: isOneOf('document_type', PROOF_OF_ADDRESS_THREE_MONTH_DOCUMENTS),
          constraint: withinMonths(PROOF_OF_ADDRESS_MAX_AGE_MONTHS),
          help: { en: 'Must be within the last 3 months.', bn: 'তারিখটি গত ৩ মাসের মধ্যে হতে হবে।' },
        }),
        date('statement_date', { en: 'Date of the statement', bn: 'বিবরণীর তারিখ' }, {
          required: true,
          when: isOneOf('document_type', PROOF_OF_ADDRESS_TWELVE_MONTH_DOCUMENTS),
          constraint: withinMonths(12),
          help: { en: 'Must be within the last 12 months.', bn: 'তারিখটি গত ১২ মাসের মধ্যে হতে হবে।' },
        }),
        date('licence_expiry_date', { en: 'Licence valid until', bn: 'লাইসেন্সের মেয়াদ শেষের তারিখ' }, {
          required: true,
          when: isOneOf('document_type', ['driving-licence']),
          constraint: FUTURE,
          help: {
            en: 'The licence must be current. It cannot be both your proof of identity and your proof of address.',
            bn: 'লাইসেন্সটির মেয়াদ থাকতে হবে। একই লাইসেন্স পরিচয় ও ঠিকানা দুটিরই প্রমাণ হতে পারে না।',
          },
        }),
      ]),
      section({ en: 'Address shown on the document', bn: 'নথিতে উল্লিখিত ঠিকানা' }, ukAddressFields()),
      section(LABELS.evidence, [
        upload(
          'document_files',
          { en: 'Copy of the letter or statement', bn: 'চিঠি বা বিবরণীর অনুলিপি' },
          { required: true, document_kinds: 'proof-of-address', help: HELP.evidence },
        ),
      ]),
    ],
    declaration: DECLARATIONS.genuineDocuments,
    signature: true,
    expiry: { kind: 'issued_within_months', field: 'issue_date', months: PROOF_OF_ADDRESS_MAX_AGE_MONTHS },
    links: [`compliance-docs/proof-of-address-check-${other}`],
  });
}
