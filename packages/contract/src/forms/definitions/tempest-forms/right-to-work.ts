import { choice, date, defineForm, equals, isNotOneOf, isOneOf, NOT_FUTURE, option, section, text } from '../../builders.js';
import { DECLARATIONS, LABELS } from '../shared.js';

export const RIGHT_TO_WORK_ROUTES = [
  option('british-or-irish', 'British or Irish citizen', 'ব্রিটিশ বা আইরিশ নাগরিক'),
  option(
    'eu-settlement-scheme',
    'EU Settlement Scheme (settled or pre-settled status)',
    'ইইউ সেটেলমেন্ট স্কিম (স্থায়ী বা প্রাক-স্থায়ী বসবাসের মর্যাদা)',
  ),
  option('visa', 'Visa or other immigration permission (eVisa)', 'ভিসা বা অন্য কোনো অভিবাসন অনুমতি (ই-ভিসা)'),
  option('other', 'Other, for example an application still being decided', 'অন্যান্য, যেমন এখনও বিবেচনাধীন কোনো আবেদন'),
];

export const tempestRightToWork = defineForm({
  group: 'tempest-forms',
  slug: 'right-to-work',
  version: 2,
  title: { en: 'Right to work declaration', bn: 'কাজ করার অধিকার সংক্রান্ত ঘোষণা' },
  description: {
    en: 'How you are allowed to work in the UK, so that we can check it online. Upload your document in the right to work document.',
    bn: 'যুক্তরাজ্যে আপনি কোন ভিত্তিতে কাজের অনুমতি পান তা জানান, যাতে আমরা অনলাইনে যাচাই করতে পারি। আপনার নথিটি কাজ করার অধিকারের নথিতে আপলোড করুন।',
  },
  sections: [
    section(LABELS.yourAnswers, [
      choice('nationality', LABELS.nationality, 'countries', { required: true }),
      choice('route', { en: 'Your right to work comes from', bn: 'আপনার কাজের অধিকারের ভিত্তি' }, RIGHT_TO_WORK_ROUTES, {
        required: true,
      }),
      text(
        'share_code',
        { en: 'Share code', bn: 'শেয়ার কোড' },
        {
          pattern: 'share_code',
          when: isNotOneOf('route', ['british-or-irish']),
          required_when: isOneOf('route', ['eu-settlement-scheme', 'visa']),
          help: {
            en: "Get it from the Home Office 'prove your right to work' service. It is shown as XXX XXX XXX.",
            bn: "যুক্তরাজ্যের স্বরাষ্ট্র দপ্তরের 'prove your right to work' সেবা থেকে এটি নিন। এটি XXX XXX XXX আকারে দেখানো হয়।",
          },
        },
      ),
      text(
        'application_reference',
        { en: 'Home Office application or appeal reference', bn: 'স্বরাষ্ট্র দপ্তরে আবেদন বা আপিলের রেফারেন্স' },
        {
          when: equals('route', 'other'),
          max_length: 50,
          help: {
            en: 'While an application or appeal is being decided, we ask the Home Office Employer Checking Service to confirm your right to work. The reference helps them find it.',
            bn: 'কোনো আবেদন বা আপিল বিবেচনাধীন থাকলে, আপনার কাজের অধিকার নিশ্চিত করতে আমরা স্বরাষ্ট্র দপ্তরের এমপ্লয়ার চেকিং সার্ভিসকে অনুরোধ করি। রেফারেন্সটি তাদের আবেদন খুঁজে পেতে সাহায্য করে।',
          },
        },
      ),
      date('date_of_birth', LABELS.dateOfBirth, {
        required: true,
        constraint: NOT_FUTURE,
        help: { en: 'Needed for the online check.', bn: 'অনলাইন যাচাইয়ের জন্য প্রয়োজন।' },
      }),
    ]),
  ],
  declaration: DECLARATIONS.truthful,
  signature: true,
  expiry: { kind: 'none' },
  links: ['compliance-docs/right-to-work'],
});
