import { choice, date, defineForm, NOT_FUTURE, section, text, upload } from '../../builders.js';
import { DECLARATIONS, HELP, LABELS } from '../shared.js';

export const tempestQualificationCheck = defineForm({
  group: 'tempest-forms',
  slug: 'qualification-check',
  title: { en: 'Qualification check', bn: 'শিক্ষাগত যোগ্যতা যাচাই' },
  description: {
    en: 'Tell us about the qualification that the roles you apply for require, and upload the certificate or your DfE record.',
    bn: 'আপনি যে পদগুলোর জন্য আবেদন করছেন সেগুলোর জন্য প্রয়োজনীয় যোগ্যতার তথ্য দিন, এবং সনদ বা আপনার ডিএফই রেকর্ড আপলোড করুন।',
  },
  sections: [
    section({ en: 'Your qualification', bn: 'আপনার যোগ্যতা' }, [
      choice('check_type', { en: 'What are you sending?', bn: 'আপনি কী জমা দিচ্ছেন?' }, 'education-check-document', {
        required: true,
      }),
      text(
        'qualification_title',
        { en: 'Qualification', bn: 'যোগ্যতার নাম' },
        { required: true, max_length: 200, help: { en: 'For example: PGCE Primary.', bn: 'যেমন: পিজিসিই প্রাইমারি।' } },
      ),
      text('institution', { en: 'Awarding institution', bn: 'প্রদানকারী প্রতিষ্ঠান' }, { required: true, max_length: 200 }),
      date('award_date', { en: 'Date awarded', bn: 'প্রদানের তারিখ' }, { required: true, constraint: NOT_FUTURE }),
    ]),
    section(LABELS.evidence, [
      upload('certificate_files', { en: 'Certificate or record', bn: 'সনদ বা রেকর্ড' }, {
        required: true,
        document_kinds: 'education-check-document',
        help: HELP.evidence,
      }),
    ]),
  ],
  declaration: DECLARATIONS.genuineDocuments,
  signature: true,
  expiry: { kind: 'none' },
});
