import { confirm, defineForm, section } from '../../builders.js';
import { LABELS } from '../shared.js';

export const tempestCodeOfConduct = defineForm({
  group: 'tempest-forms',
  slug: 'code-of-conduct',
  title: { en: 'Code of conduct', bn: 'আচরণবিধি' },
  description: {
    en: "Read the agency's code of conduct, which covers professional behaviour, safeguarding, confidentiality and social media, then confirm below.",
    bn: 'এজেন্সির আচরণবিধি পড়ুন, যেখানে পেশাদার আচরণ, সুরক্ষা, গোপনীয়তা ও সামাজিক যোগাযোগমাধ্যম ব্যবহারের নিয়ম রয়েছে, তারপর নিচে নিশ্চিত করুন।',
  },
  reference_document: {
    slug: 'code-of-conduct',
    version: '1',
    title: { en: 'Code of conduct', bn: 'আচরণবিধি' },
  },
  sections: [
    section(LABELS.confirmation, [
      confirm('has_read', {
        en: 'I have read and understood the code of conduct.',
        bn: 'আমি আচরণবিধিটি পড়েছি এবং বুঝেছি।',
      }),
      confirm('will_follow', {
        en: 'I will follow it on every assignment, including its rules on professional behaviour, safeguarding, confidentiality and social media.',
        bn: 'প্রতিটি কাজে আমি এটি মেনে চলব, বিশেষ করে পেশাদার আচরণ, সুরক্ষা, গোপনীয়তা ও সামাজিক যোগাযোগমাধ্যম সংক্রান্ত নিয়মগুলো।',
      }),
    ]),
  ],
  declaration: {
    en: 'I understand that breaking the code of conduct may lead to my assignments being ended and my registration being withdrawn, and that safeguarding concerns will be reported to the appropriate authorities.',
    bn: 'আমি বুঝি যে আচরণবিধি ভঙ্গ করলে আমার কাজ বন্ধ এবং নিবন্ধন বাতিল হতে পারে, আর সুরক্ষা-সংক্রান্ত উদ্বেগ যথাযথ কর্তৃপক্ষকে জানানো হবে।',
  },
  signature: true,
  expiry: { kind: 'none' },
});
