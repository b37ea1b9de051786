import { choice, date, defineForm, equals, isOneOf, NOT_FUTURE, section, text, upload } from '../../builders.js';
import { DECLARATIONS, futureExpiry, LABELS } from '../shared.js';

export const complianceRightToWork = defineForm({
  group: 'compliance-docs',
  slug: 'right-to-work',
  compliance_document_type: 'right-to-work',
  title: { en: 'Right to work', bn: 'কাজ করার অধিকার' },
  description: {
    en: 'Show that you are allowed to work in the UK. Upload every page of your document that shows your details, including the photo page.',
    bn: 'যুক্তরাজ্যে আপনার কাজ করার অনুমতি আছে তা দেখান। আপনার নথির যে সব পৃষ্ঠায় আপনার তথ্য আছে, ছবির পৃষ্ঠাসহ তার প্রতিটি আপলোড করুন।',
  },
  sections: [
    section({ en: 'Your document', bn: 'আপনার নথি' }, [
      choice('document_type', LABELS.documentType, 'right-to-work-document', { required: true }),
      choice('nationality', LABELS.nationality, 'countries', { required: true }),
      text('document_number', LABELS.documentNumber, { required: true, max_length: 50 }),
      date('issue_date', LABELS.issueDate, { required: true, constraint: NOT_FUTURE }),
      futureExpiry({
        required_when: isOneOf('document_type', ['visa', 'eu-passport']),
      }),
      text(
        'share_code',
        { en: 'Share code', bn: 'শেয়ার কোড' },
        {
          required: true,
          pattern: 'share_code',
          when: equals('document_type', 'visa'),
          help: {
            en: "The 9-character code from the Home Office 'prove your right to work' service, shown as XXX XXX XXX.",
            bn: "যুক্তরাজ্যের স্বরাষ্ট্র দপ্তরের 'prove your right to work' সেবা থেকে পাওয়া ৯ অক্ষরের কোড, যা XXX XXX XXX আকারে দেখানো হয়।",
          },
        },
      ),
    ]),
    section(LABELS.evidence, [
      upload(
        'document_files',
        { en: 'Copy of the document', bn: 'নথির অনুলিপি' },
        {
          required: true,
          document_kinds: 'right-to-work-document',
          help: {
            en: 'Every page with your details. JPEG, PNG or PDF, up to 5 files.',
            bn: 'আপনার তথ্যসহ প্রতিটি পৃষ্ঠা। JPEG, PNG অথবা PDF, সর্বোচ্চ ৫টি ফাইল।',
          },
        },
      ),
    ]),
  ],
  declaration: DECLARATIONS.genuineDocuments,
  signature: true,
  expiry: { kind: 'from_field', fields: ['expiry_date'], when: equals('document_type', 'visa'), recheck_days_before: 30 },
});

