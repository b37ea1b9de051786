import { confirm, defineForm, section } from '../../builders.js';
import { LABELS } from '../shared.js';

export const tempestCandidateAndRecDeclaration = defineForm({
  group: 'tempest-forms',
  slug: 'candidate-and-REC-declaration',
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
      confirm('consents_to_data', {
        en: 'I agree that the agency may keep and use my personal information, including my compliance documents, to find me work.',
        bn: 'আমার জন্য কাজ খুঁজতে এজেন্সি আমার কমপ্লায়েন্স নথিসহ ব্যক্তিগত তথ্য সংরক্ষণ ও ব্যবহার করতে পারে—এতে আমি সম্মত।',
      }),
      confirm('consents_to_sharing', {
        en: 'I agree that the agency may share my details, documents and references with its clients when putting me forward for work.',
        bn: 'কাজের জন্য আমার নাম প্রস্তাব করার সময় এজেন্সি তার ক্লায়েন্টদের সাথে আমার তথ্য, নথি ও রেফারেন্স শেয়ার করতে পারে—এতে আমি সম্মত।',
      }),
    ]),
  ],
  declaration: {
    en: 'I have read and understood the statements above and agree to them. I know I can ask the agency how my information is used and withdraw my consent to sharing it, which may limit the work it can offer me.',
    bn: 'আমি ওপরের বক্তব্যগুলো পড়েছি, বুঝেছি এবং এগুলোতে সম্মত। আমি জানি যে আমার তথ্য কীভাবে ব্যবহৃত হয় তা এজেন্সির কাছে জানতে চাইতে পারি এবং তথ্য শেয়ারের সম্মতি প্রত্যাহার করতে পারি, যদিও তাতে এজেন্সি আমাকে কম কাজের প্রস্তাব দিতে পারে।',
  },
  signature: true,
  expiry: { kind: 'none' },
});
