import { choice, date, defineForm, isOneOf, NOT_FUTURE, section, text, upload } from '../../builders.js';
import { DECLARATIONS, futureExpiry, HELP, LABELS } from '../shared.js';

/** Documents that are cards, so both sides are needed. */
const CARDS = ['driving-licence', 'eu-id-card', 'biometric-card', 'pass-accredited-id'];

export const complianceProofOfId = defineForm({
  group: 'compliance-docs',
  slug: 'proof-of-id',
  compliance_document_type: 'proof-of-id',
  title: { en: 'Proof of identity', bn: 'পরিচয়ের প্রমাণ' },
  description: {
    en: 'Upload a photo identity document that is still valid. The name and date of birth on it must match your profile.',
    bn: 'মেয়াদ আছে এমন একটি ছবিযুক্ত পরিচয় নথি আপলোড করুন। এতে থাকা নাম ও জন্ম তারিখ আপনার প্রোফাইলের সাথে মিলতে হবে।',
  },
  sections: [
    section({ en: 'Your document', bn: 'আপনার নথি' }, [
      choice('document_type', LABELS.documentType, 'proof-of-id', { required: true }),
      text('document_number', LABELS.documentNumber, { required: true, max_length: 50 }),
      date('issue_date', LABELS.issueDate, { required: true, constraint: NOT_FUTURE }),
      futureExpiry({ required: true }),
    ]),
    section(LABELS.evidence, [
      upload(
        'front_files',
        { en: 'Front of the document (the photo page of a passport)', bn: 'নথির সামনের দিক (পাসপোর্টের ক্ষেত্রে ছবির পৃষ্ঠা)' },
        { required: true, document_kinds: 'proof-of-id', help: HELP.evidence },
      ),
      upload(
        'back_files',
        { en: 'Back of the card', bn: 'কার্ডের পেছনের দিক' },
        { required: true, when: isOneOf('document_type', CARDS), help: HELP.evidence },
      ),
    ]),
  ],
  declaration: DECLARATIONS.genuineDocuments,
  signature: true,
  expiry: { kind: 'from_field', fields: ['expiry_date'] },
});
