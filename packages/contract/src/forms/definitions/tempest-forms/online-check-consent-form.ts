import { confirm, date, defineForm, NOT_FUTURE, section, text } from '../../builders.js';
import { LABELS } from '../shared.js';

export const tempestOnlineCheckConsent = defineForm({
  group: 'tempest-forms',
  slug: 'online-check-consent-form',
  title: { en: 'Consent to an online DBS check', bn: 'অনলাইনে ডিবিএস যাচাইয়ের সম্মতি' },
  description: {
    en: 'If your DBS certificate is on the DBS Update Service, the agency can check online that it is still up to date. We need your permission to do so.',
    bn: 'আপনার ডিবিএস সনদ ডিবিএস আপডেট সার্ভিসে থাকলে এজেন্সি অনলাইনে দেখে নিতে পারে যে সনদটি এখনও হালনাগাদ আছে কি না। এর জন্য আপনার অনুমতি প্রয়োজন।',
  },
  sections: [
    section({ en: 'Your certificate', bn: 'আপনার সনদ' }, [
      confirm('consents_to_online_check', {
        en: 'I allow the agency to check the status of my DBS certificate online through the DBS Update Service, now and while I am registered with the agency.',
        bn: 'ডিবিএস আপডেট সার্ভিসের মাধ্যমে অনলাইনে আমার ডিবিএস সনদের অবস্থা যাচাই করার অনুমতি আমি এজেন্সিকে দিচ্ছি—এখন এবং যত দিন আমি এজেন্সিতে নিবন্ধিত থাকব তত দিন।',
      }),
      text(
        'certificate_number',
        { en: 'Certificate number', bn: 'সনদ নম্বর' },
        {
          required: true,
          pattern: 'dbs_certificate',
          help: { en: 'The 12-digit number printed on the certificate.', bn: 'সনদে ছাপা ১২ অঙ্কের নম্বর।' },
        },
      ),
      date('date_of_birth', LABELS.dateOfBirth, { required: true, constraint: NOT_FUTURE }),
    ]),
  ],
  declaration: {
    en: 'I give this consent freely and understand that I can withdraw it at any time by telling the agency in writing.',
    bn: 'আমি স্বেচ্ছায় এই সম্মতি দিচ্ছি এবং বুঝি যে এজেন্সিকে লিখিতভাবে জানিয়ে যেকোনো সময় তা প্রত্যাহার করতে পারি।',
  },
  signature: true,
  expiry: { kind: 'none' },
  links: ['compliance-docs/dbs-check'],
});
