import { choice, defineForm, isNotOneOf, section, text, upload } from '../../builders.js';
import { DECLARATIONS, futureExpiry, HELP } from '../shared.js';

const registered = isNotOneOf('registration_type', ['not-applicable']);

export const tempestProfessionalRegistration = defineForm({
  group: 'tempest-forms',
  slug: 'professional-registration',
  title: { en: 'Professional registration', bn: 'পেশাগত নিবন্ধন' },
  description: {
    en: 'If your role needs registration with a professional body, such as Social Work England or the HCPC, give the details and upload proof.',
    bn: 'আপনার পদের জন্য সোশ্যাল ওয়ার্ক ইংল্যান্ড বা এইচসিপিসি-র মতো কোনো পেশাগত সংস্থায় নিবন্ধন প্রয়োজন হলে তার বিবরণ দিন এবং প্রমাণ আপলোড করুন।',
  },
  sections: [
    section({ en: 'Your registration', bn: 'আপনার নিবন্ধন' }, [
      choice('registration_type', { en: 'Registration', bn: 'নিবন্ধনের ধরন' }, 'professional-registration', { required: true }),
      text('registration_number', { en: 'Registration number', bn: 'নিবন্ধন নম্বর' }, {
        required: true,
        max_length: 50,
        when: registered,
      }),
      futureExpiry({ required: true, when: registered }),
      upload('registration_files', { en: 'Proof of registration', bn: 'নিবন্ধনের প্রমাণ' }, {
        required: true,
        when: registered,
        help: HELP.evidence,
      }),
    ]),
  ],
  declaration: DECLARATIONS.genuineDocuments,
  signature: true,
  expiry: { kind: 'from_field', fields: ['expiry_date'] },
});
