import { choice, defineForm, section, text, upload } from '../../builders.js';
import { DECLARATIONS, HELP, LABELS } from '../shared.js';

export const complianceNationalInsurance = defineForm({
  group: 'compliance-docs',
  slug: 'national-insurance',
  compliance_document_type: 'national-insurance',
  title: { en: 'National Insurance number', bn: 'ন্যাশনাল ইন্স্যুরেন্স নম্বর' },
  description: {
    en: 'Give your National Insurance number and upload an official document that shows it.',
    bn: 'আপনার ন্যাশনাল ইন্স্যুরেন্স নম্বর দিন এবং নম্বরটি দেখা যায় এমন একটি সরকারি বা দাপ্তরিক নথি আপলোড করুন।',
  },
  sections: [
    section({ en: 'Your number', bn: 'আপনার নম্বর' }, [
      text(
        'ni_number',
        { en: 'National Insurance number', bn: 'ন্যাশনাল ইন্স্যুরেন্স নম্বর' },
        {
          required: true,
          pattern: 'ni_number',
          help: {
            en: 'Two letters, six numbers and a letter, for example AB 12 34 56 C.',
            bn: 'দুটি অক্ষর, ছয়টি সংখ্যা ও একটি অক্ষর, যেমন AB 12 34 56 C।',
          },
        },
      ),
      choice('document_type', { en: 'Document that shows the number', bn: 'যে নথিতে নম্বরটি আছে' }, 'national-insurance-document', {
        required: true,
      }),
    ]),
    section(LABELS.evidence, [
      upload(
        'document_files',
        { en: 'Copy of the document', bn: 'নথির অনুলিপি' },
        { required: true, document_kinds: 'national-insurance-document', help: HELP.evidence },
      ),
    ]),
  ],
  declaration: DECLARATIONS.genuineDocuments,
  signature: true,
  expiry: { kind: 'none' },
});
