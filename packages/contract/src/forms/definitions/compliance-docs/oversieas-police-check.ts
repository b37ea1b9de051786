import { defineForm, section } from '../../builders.js';
import { countriesLivedIn, DECLARATIONS } from '../shared.js';

export const complianceOverseasPoliceCheck = defineForm({
  group: 'compliance-docs',
  slug: 'oversieas-police-check',
  compliance_document_type: 'oversieas-police-check',
  title: { en: 'Overseas police check', bn: 'বিদেশের পুলিশ যাচাই' },
  description: {
    en: 'List every country outside the UK where you have lived for 3 months or more in the last 5 years. For each one, upload a police certificate (with a translation if it is not in English) or tell us why you cannot get one.',
    bn: 'গত ৫ বছরে যুক্তরাজ্যের বাইরে যে সব দেশে আপনি ৩ মাস বা তার বেশি সময় বসবাস করেছেন, তার প্রতিটির নাম দিন। প্রতিটি দেশের জন্য একটি পুলিশ সনদ আপলোড করুন (ইংরেজিতে না হলে অনুবাদসহ), অথবা কেন তা সংগ্রহ করতে পারছেন না তা জানান।',
  },
  sections: [section({ en: 'Countries you have lived in', bn: 'যে সব দেশে আপনি বসবাস করেছেন' }, [countriesLivedIn(true)])],
  declaration: DECLARATIONS.genuineDocuments,
  signature: true,
  expiry: { kind: 'none' },
});
