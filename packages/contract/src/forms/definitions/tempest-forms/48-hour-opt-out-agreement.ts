import { confirm, defineForm, section, yesNo } from '../../builders.js';
import { LABELS } from '../shared.js';

export const tempestOptOut48Hours = defineForm({
  group: 'tempest-forms',
  slug: '48-hour-opt-out-agreement',
  title: { en: '48-hour working week opt-out', bn: 'সপ্তাহে ৪৮ ঘণ্টা কাজের সীমা থেকে অব্যাহতির চুক্তি' },
  description: {
    en: 'By law you cannot be made to work more than 48 hours a week on average unless you agree to. Choosing to opt out is voluntary, and you can change your mind later.',
    bn: 'আইন অনুযায়ী আপনার সম্মতি ছাড়া আপনাকে গড়ে সপ্তাহে ৪৮ ঘণ্টার বেশি কাজ করানো যায় না। এই সীমা থেকে অব্যাহতি নেওয়া সম্পূর্ণ ঐচ্ছিক, এবং পরে আপনি সিদ্ধান্ত বদলাতে পারবেন।',
  },
  sections: [
    section(LABELS.yourAnswers, [
      yesNo(
        'opt_out',
        {
          en: 'Do you want to opt out of the 48-hour average weekly working limit?',
          bn: 'আপনি কি সপ্তাহে গড়ে ৪৮ ঘণ্টা কাজের সীমা থেকে অব্যাহতি নিতে চান?',
        },
        {
          required: true,
          yes: [
            confirm(
              'understands_withdrawal',
              {
                en: 'I understand that I can end this opt-out at any time by giving the agency written notice.',
                bn: 'আমি বুঝি যে এজেন্সিকে লিখিত নোটিশ দিয়ে যেকোনো সময় এই অব্যাহতি বাতিল করতে পারি।',
              },
              {
                help: {
                  en: 'The notice period is 7 days unless your terms set a longer one (at most 3 months).',
                  bn: 'আপনার শর্তাবলিতে দীর্ঘতর সময় (সর্বোচ্চ ৩ মাস) উল্লেখ না থাকলে নোটিশের মেয়াদ ৭ দিন।',
                },
              },
            ),
          ],
        },
      ),
    ]),
  ],
  declaration: {
    en: 'I have made this choice freely. If I have opted out, I agree that the 48-hour average weekly limit in the Working Time Regulations 1998 does not apply to my work through the agency until I give notice to end this agreement. I understand I will not be treated unfairly for refusing or ending it.',
    bn: 'আমি স্বেচ্ছায় এই সিদ্ধান্ত নিয়েছি। আমি অব্যাহতি নিয়ে থাকলে, এই চুক্তি বাতিলের নোটিশ না দেওয়া পর্যন্ত এজেন্সির মাধ্যমে করা আমার কাজে ওয়ার্কিং টাইম রেগুলেশনস ১৯৯৮-এর সাপ্তাহিক গড়ে ৪৮ ঘণ্টার সীমা প্রযোজ্য হবে না—এতে আমি সম্মত। আমি বুঝি যে অব্যাহতি নিতে অস্বীকার করলে বা তা বাতিল করলে আমার সাথে কোনো অন্যায় আচরণ করা হবে না।',
  },
  signature: true,
  expiry: { kind: 'none' },
});
