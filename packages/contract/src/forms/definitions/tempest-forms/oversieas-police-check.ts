import { defineForm, section } from '../../builders.js';
import { countriesLivedIn } from '../overseas.js';
import { DECLARATIONS } from '../shared.js';

export const tempestOverseasPoliceCheck = defineForm({
  group: 'tempest-forms',
  slug: 'oversieas-police-check',
  title: { en: 'Overseas police check declaration', bn: 'বিদেশের পুলিশ যাচাই সংক্রান্ত ঘোষণা' },
  description: {
    en: "Declare every country outside the UK where you have lived for 3 months or more in the last 5 years (the agency's policy; the Home Office standard for teachers from abroad is 12 months or more in the last 10 years). The certificates themselves go in the overseas police check document.",
    bn: 'গত ৫ বছরে যুক্তরাজ্যের বাইরে যে সব দেশে আপনি ৩ মাস বা তার বেশি সময় বসবাস করেছেন, তার প্রতিটির কথা ঘোষণা করুন (এটি এজেন্সির নীতি; বিদেশ থেকে আসা শিক্ষকদের জন্য স্বরাষ্ট্র দপ্তরের মানদণ্ড গত ১০ বছরে ১২ মাস বা তার বেশি)। সনদগুলো বিদেশের পুলিশ যাচাইয়ের নথিতে জমা দিতে হবে।',
  },
  sections: [section({ en: 'Countries you have lived in', bn: 'যে সব দেশে আপনি বসবাস করেছেন' }, [countriesLivedIn(false)])],
  declaration: DECLARATIONS.truthful,
  signature: true,
  expiry: { kind: 'none' },
  links: ['compliance-docs/oversieas-police-check'],
});
