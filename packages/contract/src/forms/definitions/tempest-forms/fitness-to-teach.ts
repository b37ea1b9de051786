import { defineForm, equals, section, textarea, yesNo } from '../../builders.js';
import { LABELS } from '../shared.js';

export const tempestFitnessToTeach = defineForm({
  group: 'tempest-forms',
  slug: 'fitness-to-teach',
  title: { en: 'Fitness to teach', bn: 'শিক্ষকতার জন্য স্বাস্থ্যগত উপযুক্ততা' },
  description: {
    en: 'A few questions about your health as it affects work with children. Your answers are confidential: the compliance team sees only whether you are fit to work or need an occupational health referral.',
    bn: 'শিশুদের সাথে কাজের ক্ষেত্রে প্রাসঙ্গিক আপনার স্বাস্থ্য সম্পর্কে কয়েকটি প্রশ্ন। আপনার উত্তর গোপন রাখা হয়: কমপ্লায়েন্স দল শুধু দেখতে পায় আপনি কাজের উপযুক্ত নাকি পেশাগত স্বাস্থ্য পরামর্শকের কাছে পাঠানো প্রয়োজন।',
  },
  sections: [
    section(LABELS.yourAnswers, [
      yesNo(
        'has_health_condition',
        {
          en: 'Do you have any physical or mental health condition that could affect your ability to work safely with children or young people?',
          bn: 'আপনার কি এমন কোনো শারীরিক বা মানসিক স্বাস্থ্যগত অবস্থা আছে যা শিশু বা কিশোর-কিশোরীদের সাথে নিরাপদে কাজ করার সক্ষমতায় প্রভাব ফেলতে পারে?',
        },
        {
          required: true,
          yes: [
            textarea(
              'condition_details',
              {
                en: 'Please tell us about the condition and how it affects your work',
                bn: 'অবস্থাটি সম্পর্কে এবং এটি আপনার কাজে কীভাবে প্রভাব ফেলে তা লিখুন',
              },
              { required: true },
            ),
          ],
        },
      ),
      yesNo(
        'needs_adjustments',
        {
          en: 'Do you need any adjustments at work because of a health condition or disability?',
          bn: 'কোনো স্বাস্থ্যগত অবস্থা বা প্রতিবন্ধিতার কারণে কর্মক্ষেত্রে কি আপনার কোনো বিশেষ ব্যবস্থা বা সমন্বয় প্রয়োজন?',
        },
        {
          required: true,
          yes: [
            textarea(
              'adjustments_details',
              { en: 'What adjustments do you need?', bn: 'কী ধরনের ব্যবস্থা বা সমন্বয় প্রয়োজন?' },
              { required: true },
            ),
          ],
        },
      ),
      yesNo(
        'consents_to_referral',
        {
          en: 'If it is needed, do you agree to be referred to an occupational health adviser?',
          bn: 'প্রয়োজন হলে আপনাকে পেশাগত স্বাস্থ্য পরামর্শকের কাছে পাঠানোয় আপনি কি সম্মত?',
        },
        { required: true },
      ),
    ]),
  ],
  declaration: {
    en: 'I confirm that my answers are true and complete. I understand that they are kept confidential, are seen in full only by staff allowed to handle health information, and are used only to decide whether I am fit to work with children and what support I need.',
    bn: 'আমি নিশ্চিত করছি যে আমার উত্তরগুলো সত্য ও সম্পূর্ণ। আমি বুঝি যে এগুলো গোপন রাখা হবে, স্বাস্থ্য-তথ্য দেখার অনুমতিপ্রাপ্ত কর্মীরাই কেবল সম্পূর্ণ উত্তর দেখতে পাবেন, এবং আমি শিশুদের সাথে কাজের উপযুক্ত কি না ও আমার কী সহায়তা প্রয়োজন, শুধু তা ঠিক করতেই এগুলো ব্যবহার করা হবে।',
  },
  signature: true,
  expiry: { kind: 'none' },
  sensitive: {
    kind: 'health',
    referral_when: [equals('has_health_condition', true), equals('needs_adjustments', true)],
  },
});
