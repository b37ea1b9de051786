import { defineForm, section } from '../../builders.js';
import { countriesLivedIn, taughtAbroad } from '../overseas.js';
import { DECLARATIONS } from '../shared.js';

export const complianceOverseasPoliceCheck = defineForm({
  group: 'compliance-docs',
  slug: 'oversieas-police-check',
  version: 2,
  compliance_document_type: 'oversieas-police-check',
  title: { en: 'Overseas police check', bn: 'বিদেশের পুলিশ যাচাই' },
  description: {
    en: "List every country outside the UK where you have lived for 3 months or more in the last 5 years (the agency's policy; the Home Office standard for teachers from abroad is 12 months or more in the last 10 years). For each one, upload a police certificate with who issued it and when, and a certified English translation if it is not in English, or tell us why you cannot get one and what other evidence you can give. If you taught or trained as a teacher abroad, upload a letter of professional standing.",
    bn: 'গত ৫ বছরে যুক্তরাজ্যের বাইরে যে সব দেশে আপনি ৩ মাস বা তার বেশি সময় বসবাস করেছেন, তার প্রতিটির নাম দিন (এটি এজেন্সির নীতি; বিদেশ থেকে আসা শিক্ষকদের জন্য স্বরাষ্ট্র দপ্তরের মানদণ্ড গত ১০ বছরে ১২ মাস বা তার বেশি)। প্রতিটি দেশের জন্য একটি পুলিশ সনদ আপলোড করুন, কে ও কবে তা দিয়েছে তা লিখুন, আর সনদটি ইংরেজিতে না হলে প্রত্যয়িত ইংরেজি অনুবাদ দিন; অথবা কেন সনদ সংগ্রহ করতে পারছেন না এবং এর বদলে কী প্রমাণ দিতে পারেন তা জানান। বিদেশে শিক্ষক হিসেবে পড়িয়ে থাকলে বা প্রশিক্ষণ নিয়ে থাকলে পেশাগত অবস্থান সংক্রান্ত চিঠি আপলোড করুন।',
  },
  sections: [
    section({ en: 'Countries you have lived in', bn: 'যে সব দেশে আপনি বসবাস করেছেন' }, [countriesLivedIn(true)]),
    section({ en: 'Teaching outside the UK', bn: 'যুক্তরাজ্যের বাইরে শিক্ষকতা' }, [taughtAbroad()]),
  ],
  declaration: DECLARATIONS.genuineDocuments,
  signature: true,
  expiry: { kind: 'none' },
});
