import { confirm, defineForm, section } from '../../builders.js';
import { DECLARATIONS, LABELS } from '../shared.js';

export const tempestCandidateDeclaration = defineForm({
  group: 'tempest-forms',
  slug: 'candidate-declaration',
  title: { en: 'Candidate declaration', bn: 'প্রার্থীর ঘোষণা' },
  description: {
    en: 'Confirm that everything you have told us is true, and that you will tell us straight away if anything changes.',
    bn: 'নিশ্চিত করুন যে আপনি আমাদের যা জানিয়েছেন তার সবই সত্য, এবং কোনো কিছু বদলালে সঙ্গে সঙ্গে আমাদের জানাবেন।',
  },
  sections: [
    section(LABELS.confirmation, [
      confirm('information_true', {
        en: 'All the information I have given the agency, in every form and document, is true and complete.',
        bn: 'সব ফর্ম ও নথিতে এজেন্সিকে আমার দেওয়া সমস্ত তথ্য সত্য ও সম্পূর্ণ।',
      }),
      confirm('will_report_changes', {
        en: 'I will tell the agency immediately about any change, including a new conviction, caution or police investigation, a change in my health that affects my work, or a change in my right to work in the UK.',
        bn: 'যেকোনো পরিবর্তন আমি সঙ্গে সঙ্গে এজেন্সিকে জানাব, যার মধ্যে রয়েছে নতুন কোনো দণ্ড, সতর্কবার্তা বা পুলিশি তদন্ত, আমার কাজে প্রভাব ফেলে এমন স্বাস্থ্যগত পরিবর্তন, অথবা যুক্তরাজ্যে আমার কাজ করার অধিকারে পরিবর্তন।',
      }),
    ]),
  ],
  declaration: DECLARATIONS.truthful,
  signature: true,
  expiry: { kind: 'none' },
});
