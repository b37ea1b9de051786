import { confirm, date, defineForm, FUTURE, number, section, yesNo } from '../../builders.js';
import { LABELS } from '../shared.js';

export const tempestOptOut48Hours = defineForm({
  group: 'tempest-forms',
  slug: '48-hour-opt-out-agreement',
  version: 2,
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
            // Young workers cannot opt out of the working-time limits [S70][S71].
            confirm(
              'aged_18_or_over',
              { en: 'I am aged 18 or over.', bn: 'আমার বয়স ১৮ বছর বা তার বেশি।' },
              {
                help: {
                  en: 'Workers under 18 cannot opt out of the limits on working time (Working Time Regulations 1998).',
                  bn: '১৮ বছরের কম বয়সী কর্মীরা কাজের সময়ের সীমা থেকে অব্যাহতি নিতে পারেন না (ওয়ার্কিং টাইম রেগুলেশনস ১৯৯৮)।',
                },
              },
            ),
            number(
              'notice_period_days',
              { en: 'Notice to end the opt-out (days)', bn: 'অব্যাহতি বাতিলের নোটিশের মেয়াদ (দিন)' },
              {
                required: true,
                integer: true,
                min: 7,
                max: 92,
                help: {
                  en: 'Usually 7 days. You may agree a longer notice period, up to 3 months (92 days).',
                  bn: 'সাধারণত ৭ দিন। আপনি চাইলে দীর্ঘতর মেয়াদে সম্মত হতে পারেন, সর্বোচ্চ ৩ মাস (৯২ দিন)।',
                },
              },
            ),
            date('end_date', { en: 'The opt-out ends on', bn: 'অব্যাহতি শেষ হবে যে তারিখে' }, {
              constraint: FUTURE,
              help: {
                en: 'Leave empty for an opt-out with no end date. We will ask you again when it ends.',
                bn: 'শেষের তারিখ ছাড়া অব্যাহতির জন্য খালি রাখুন। মেয়াদ শেষ হলে আমরা আবার জিজ্ঞেস করব।',
              },
            }),
            confirm(
              'understands_withdrawal',
              {
                en: 'I understand that I can end this opt-out at any time by giving the agency written notice.',
                bn: 'আমি বুঝি যে এজেন্সিকে লিখিত নোটিশ দিয়ে যেকোনো সময় এই অব্যাহতি বাতিল করতে পারি।',
              },
              {
                help: {
                  en: 'You give the notice you chose above.',
                  bn: 'উপরে আপনি যে মেয়াদ বেছে নিয়েছেন, সেই নোটিশ দেবেন।',
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
