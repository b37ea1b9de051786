import { defineForm, section, yesNo } from '../../builders.js';
import { LABELS } from '../shared.js';

export const tempestDrivingDocumentation = defineForm({
  group: 'tempest-forms',
  slug: 'driving-documentation',
  title: { en: 'Driving for work', bn: 'কাজের জন্য গাড়ি চালানো' },
  description: {
    en: 'Tell us whether you will drive as part of your work. If you will, also complete the driving licence and insurance document.',
    bn: 'কাজের অংশ হিসেবে আপনি গাড়ি চালাবেন কি না তা জানান। চালালে ড্রাইভিং লাইসেন্স ও বিমার নথিটিও পূরণ করুন।',
  },
  sections: [
    section(LABELS.yourAnswers, [
      yesNo(
        'will_drive_for_work',
        { en: 'Will you drive as part of your work?', bn: 'কাজের অংশ হিসেবে আপনি কি গাড়ি চালাবেন?' },
        {
          required: true,
          yes: [
            yesNo(
              'will_carry_passengers',
              {
                en: 'Will you drive pupils or service users?',
                bn: 'আপনি কি শিক্ষার্থী বা সেবাগ্রহীতাদের গাড়িতে বহন করবেন?',
              },
              { required: true },
            ),
          ],
        },
      ),
    ]),
  ],
  declaration: {
    en: 'I confirm my answers are true. If I drive for work, I will keep a valid licence and business-use insurance, and I will tell the agency straight away about any new penalty points, driving ban or medical condition that affects my driving.',
    bn: 'আমি নিশ্চিত করছি যে আমার উত্তরগুলো সত্য। কাজের জন্য গাড়ি চালালে আমি বৈধ লাইসেন্স ও ব্যবসায়িক ব্যবহারের বিমা বজায় রাখব, এবং নতুন কোনো জরিমানা পয়েন্ট, গাড়ি চালানোর নিষেধাজ্ঞা বা গাড়ি চালানোয় প্রভাব ফেলে এমন কোনো শারীরিক অবস্থার কথা সঙ্গে সঙ্গে এজেন্সিকে জানাব।',
  },
  signature: true,
  expiry: { kind: 'none' },
  links: ['compliance-docs/driving-documentation'],
});
