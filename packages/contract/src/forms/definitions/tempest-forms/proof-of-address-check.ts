import { defineForm, section } from '../../builders.js';
import { addressHistory, DECLARATIONS } from '../shared.js';

export const tempestProofOfAddressCheck = defineForm({
  group: 'tempest-forms',
  slug: 'proof-of-address-check',
  title: { en: 'Address history', bn: 'ঠিকানার ইতিহাস' },
  description: {
    en: 'List every address where you have lived in the last 5 years, with no gaps. Your two proof-of-address documents support your current address.',
    bn: 'গত ৫ বছরে আপনি যেখানে যেখানে বসবাস করেছেন, কোনো ফাঁক না রেখে তার প্রতিটি ঠিকানা লিখুন। ঠিকানার প্রমাণের দুটি নথি আপনার বর্তমান ঠিকানার সমর্থনে কাজ করবে।',
  },
  sections: [section({ en: 'Your addresses', bn: 'আপনার ঠিকানাগুলো' }, [addressHistory()])],
  declaration: DECLARATIONS.truthful,
  signature: true,
  expiry: { kind: 'none' },
  links: ['compliance-docs/proof-of-address-check-1', 'compliance-docs/proof-of-address-check-2'],
});
