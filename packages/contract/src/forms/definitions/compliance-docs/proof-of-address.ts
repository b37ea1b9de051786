import { choice, date, defineForm, section, text, upload, withinMonths } from '../../builders.js';
import { DECLARATIONS, HELP, LABELS, ukAddressFields } from '../shared.js';

/** Proof of address must be dated within this many months when submitted. */
export const PROOF_OF_ADDRESS_MAX_AGE_MONTHS = 3;

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
    compliance_document_type: `proof-of-address${n}` as `proof-of-address${N}`,
    title: { en: `Proof of address (${ordinal.en})`, bn: `ঠিকানার প্রমাণ (${ordinal.bn})` },
    description: {
      en: 'Upload a letter or statement addressed to you at your current address, dated within the last 3 months. Your two proof-of-address documents must come from different sources, for example a bank statement and a council tax bill.',
      bn: 'আপনার বর্তমান ঠিকানায় আপনার নামে পাঠানো, গত ৩ মাসের মধ্যে তারিখযুক্ত একটি চিঠি বা বিবরণী আপলোড করুন। ঠিকানার প্রমাণের দুটি নথি দুটি ভিন্ন উৎস থেকে আসতে হবে, যেমন একটি ব্যাংক বিবরণী ও একটি কাউন্সিল ট্যাক্সের বিল।',
    },
    sections: [
      section({ en: 'Your document', bn: 'আপনার নথি' }, [
        choice('document_type', LABELS.documentType, 'proof-of-address', { required: true }),
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
          constraint: withinMonths(PROOF_OF_ADDRESS_MAX_AGE_MONTHS),
          help: { en: 'Must be within the last 3 months.', bn: 'তারিখটি গত ৩ মাসের মধ্যে হতে হবে।' },
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
