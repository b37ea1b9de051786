import { confirm, defineForm, section } from '../../builders.js';
import { LABELS } from '../shared.js';

export const tempestCandidateAndRecDeclaration = defineForm({
  group: 'tempest-forms',
  slug: 'candidate-and-REC-declaration',
  version: 2,
  title: { en: 'Candidate and REC declaration', bn: 'প্রার্থী ও আরইসি ঘোষণা' },
  description: {
    en: 'How the agency works for you under the Recruitment and Employment Confederation (REC) code and the law on employment agencies, and how it uses your information to find you work.',
    bn: 'রিক্রুটমেন্ট অ্যান্ড এমপ্লয়মেন্ট কনফেডারেশন (আরইসি)-এর আচরণবিধি ও কর্মসংস্থান এজেন্সি সংক্রান্ত আইনের অধীনে এজেন্সি কীভাবে আপনার হয়ে কাজ করে, এবং আপনার জন্য কাজ খুঁজতে আপনার তথ্য কীভাবে ব্যবহার করে।',
  },
  sections: [
    section(LABELS.confirmation, [
      confirm('understands_rec_code', {
        en: "I understand that the agency is a member of the REC and follows the REC's Code of Professional Practice.",
        bn: 'আমি বুঝি যে এজেন্সিটি আরইসি-র সদস্য এবং আরইসি-র পেশাগত আচরণবিধি মেনে চলে।',
      }),
      confirm('understands_conduct_regulations', {
        en: 'I understand that the agency acts for me under the Conduct of Employment Agencies and Employment Businesses Regulations 2003.',
        bn: 'আমি বুঝি যে এজেন্সি ২০০৩ সালের কনডাক্ট অফ এমপ্লয়মেন্ট এজেন্সিজ অ্যান্ড এমপ্লয়মেন্ট বিজনেসেস রেগুলেশনস অনুযায়ী আমার হয়ে কাজ করে।',
      }),
      // Conduct Regulations reg 13A: the Key Information Document comes before any terms [S63][S65].
      confirm('received_key_information_document', {
        en: "I received the agency's Key Information Document before agreeing any terms with it.",
        bn: 'এজেন্সির সাথে কোনো শর্তে সম্মত হওয়ার আগেই আমি এজেন্সির কী ইনফরমেশন ডকুমেন্ট (মূল তথ্যের নথি) পেয়েছি।',
      }),
      // The record rests on legal obligation and contract, never on consent (uk-rules.md §1.5).
      confirm('understands_data_use', {
        en: 'I have been told how the agency keeps and uses my information, including my compliance documents: because the law requires these checks and to carry out our agreement, not because of my consent.',
        bn: 'এজেন্সি আমার কমপ্লায়েন্স নথিসহ তথ্য কীভাবে রাখে ও ব্যবহার করে তা আমাকে জানানো হয়েছে: আইন এই যাচাইগুলো বাধ্যতামূলক করেছে এবং আমাদের চুক্তি পালনের জন্য এগুলো প্রয়োজন, আমার সম্মতির ভিত্তিতে নয়।',
      }),
      confirm('understands_sharing', {
        en: 'I understand that the agency shares my details, documents and references with a client only when putting me forward for work with them.',
        bn: 'আমি বুঝি যে এজেন্সি কোনো ক্লায়েন্টের কাছে আমার নাম কাজের জন্য প্রস্তাব করার সময়ই কেবল তাদের সাথে আমার তথ্য, নথি ও রেফারেন্স শেয়ার করে।',
      }),
    ]),
  ],
  declaration: {
    en: 'I have read and understood the statements above. I know I can ask the agency how my information is used, see what it holds about me and object to its use.',
    bn: 'আমি ওপরের বক্তব্যগুলো পড়েছি ও বুঝেছি। আমি জানি যে আমার তথ্য কীভাবে ব্যবহৃত হয় তা এজেন্সির কাছে জানতে চাইতে পারি, এজেন্সির কাছে আমার কী তথ্য আছে তা দেখতে পারি এবং তার ব্যবহারে আপত্তি জানাতে পারি।',
  },
  signature: true,
  expiry: { kind: 'none' },
  // Version 1 asked for consent, which the record no longer rests on (uk-rules.md §1.5).
  retired: [
    {
      name: 'consents_to_data',
      label: {
        en: 'Does the candidate agree that the agency may keep and use their personal information, including their compliance documents, to find them work?',
        bn: 'প্রার্থী কি সম্মত যে তাঁর জন্য কাজ খুঁজতে এজেন্সি তাঁর কমপ্লায়েন্স নথিসহ ব্যক্তিগত তথ্য সংরক্ষণ ও ব্যবহার করতে পারে?',
      },
      asked_until: 1,
    },
    {
      name: 'consents_to_sharing',
      label: {
        en: 'Does the candidate agree that the agency may share their details, documents and references with its clients when putting them forward for work?',
        bn: 'প্রার্থী কি সম্মত যে কাজের জন্য তাঁর নাম প্রস্তাব করার সময় এজেন্সি তার ক্লায়েন্টদের সাথে তাঁর তথ্য, নথি ও রেফারেন্স শেয়ার করতে পারে?',
      },
      asked_until: 1,
    },
  ],
});
