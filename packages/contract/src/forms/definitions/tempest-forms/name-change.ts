import { choice, date, defineForm, NOT_FUTURE, repeating, section, text, upload } from '../../builders.js';
import { DECLARATIONS, HELP, LABELS } from '../shared.js';

export const tempestNameChange = defineForm({
  group: 'tempest-forms',
  slug: 'name-change',
  title: { en: 'Change of name', bn: 'নাম পরিবর্তন' },
  description: {
    en: 'If your name has changed, list your previous names and upload a document that shows the change.',
    bn: 'আপনার নাম পরিবর্তিত হয়ে থাকলে আগের নামগুলো লিখুন এবং পরিবর্তনের প্রমাণ হিসেবে একটি নথি আপলোড করুন।',
  },
  sections: [
    section({ en: 'Your previous names', bn: 'আপনার আগের নামগুলো' }, [
      repeating(
        'previous_names',
        { en: 'Previous names', bn: 'আগের নামগুলো' },
        { en: 'Previous name', bn: 'আগের নাম' },
        [
          text('previous_name', { en: 'Previous full name', bn: 'আগের পুরো নাম' }, { required: true, max_length: 150 }),
          date('from', { en: 'Used from', bn: 'ব্যবহার শুরুর তারিখ' }, { required: true, constraint: NOT_FUTURE }),
          date('to', { en: 'Used until', bn: 'ব্যবহার শেষের তারিখ' }, { required: true, constraint: NOT_FUTURE, not_before: 'from' }),
        ],
        { required: true, min_items: 1, max_items: 10 },
      ),
    ]),
    section(LABELS.evidence, [
      choice('document_type', { en: 'Supporting document', bn: 'সহায়ক নথি' }, 'name-change-document', { required: true }),
      upload('document_files', { en: 'Copy of the document', bn: 'নথির অনুলিপি' }, {
        required: true,
        document_kinds: 'name-change-document',
        help: HELP.evidence,
      }),
    ]),
  ],
  declaration: DECLARATIONS.genuineDocuments,
  signature: true,
  expiry: { kind: 'none' },
});
