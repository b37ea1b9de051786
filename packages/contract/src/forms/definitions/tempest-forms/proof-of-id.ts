import { date, defineForm, NOT_FUTURE, section, text } from '../../builders.js';
import { DECLARATIONS, LABELS } from '../shared.js';

export const tempestProofOfId = defineForm({
  group: 'tempest-forms',
  slug: 'proof-of-id',
  title: { en: 'Identity details', bn: 'পরিচয়ের বিবরণ' },
  description: {
    en: 'Your name and birth details exactly as they appear on your identity document. Upload the document itself in the proof of identity document.',
    bn: 'আপনার পরিচয় নথিতে যেভাবে লেখা আছে ঠিক সেভাবে আপনার নাম ও জন্মের তথ্য দিন। নথিটি নিজে পরিচয়ের প্রমাণের নথিতে আপলোড করুন।',
  },
  sections: [
    section({ en: 'About you', bn: 'আপনার সম্পর্কে' }, [
      text('full_name', LABELS.fullName, { required: true, max_length: 150 }),
      date('date_of_birth', LABELS.dateOfBirth, { required: true, constraint: NOT_FUTURE }),
      text(
        'place_of_birth',
        { en: 'Place of birth', bn: 'জন্মস্থান' },
        { required: true, max_length: 150, help: { en: 'Town and country.', bn: 'শহর ও দেশ।' } },
      ),
    ]),
  ],
  declaration: DECLARATIONS.truthful,
  signature: true,
  expiry: { kind: 'none' },
  links: ['compliance-docs/proof-of-id'],
});
