import { confirm, defineForm, section } from '../../builders.js';
import { LABELS } from '../shared.js';

export const tempestTermsOfEngagement = defineForm({
  group: 'tempest-forms',
  slug: 'terms-of-engagement',
  title: { en: 'Terms of engagement', bn: 'কাজের শর্তাবলি' },
  description: {
    en: 'Read the terms on which the agency offers you work, including pay, timesheets and cancellations, then accept them below.',
    bn: 'এজেন্সি যে শর্তে আপনাকে কাজের প্রস্তাব দেয়, বেতন, টাইমশিট ও কাজ বাতিলের নিয়মসহ সেগুলো পড়ুন, তারপর নিচে সেগুলো গ্রহণ করুন।',
  },
  reference_document: {
    slug: 'terms-of-engagement',
    version: '1',
    title: { en: 'Terms of engagement', bn: 'কাজের শর্তাবলি' },
  },
  sections: [
    section(LABELS.confirmation, [
      confirm('has_read', {
        en: 'I have read the terms of engagement.',
        bn: 'আমি কাজের শর্তাবলি পড়েছি।',
      }),
      confirm('accepts', {
        en: 'I accept them, including how I am paid, how I submit timesheets and what happens when an assignment is cancelled.',
        bn: 'আমি এগুলো গ্রহণ করছি, যার মধ্যে রয়েছে আমাকে কীভাবে বেতন দেওয়া হবে, কীভাবে টাইমশিট জমা দেব এবং কোনো কাজ বাতিল হলে কী হবে।',
      }),
    ]),
  ],
  declaration: {
    en: 'I agree to work through the agency on these terms, in the version shown, until they are replaced by a version I accept.',
    bn: 'আমি এই শর্তাবলির প্রদর্শিত সংস্করণ অনুযায়ী এজেন্সির মাধ্যমে কাজ করতে সম্মত, যত দিন না আমার গৃহীত নতুন কোনো সংস্করণ এর জায়গা নেয়।',
  },
  signature: true,
  expiry: { kind: 'none' },
});
