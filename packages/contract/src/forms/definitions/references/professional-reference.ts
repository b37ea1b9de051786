import { confirm, date, NOT_FUTURE, section, text, textarea, yesNo } from '../../builders.js';
import { refereeForm } from './referee.js';

export const professionalReference = refereeForm({
  slug: 'professional-reference',
  type: 'professional',
  title: { en: 'Professional reference', bn: 'পেশাগত রেফারেন্স' },
  description: {
    en: 'Give the details of your most recent employer in the last 2 years. For work in education or social care, the referee must be your line manager, not a colleague.',
    bn: 'গত ২ বছরের মধ্যে আপনার সবচেয়ে সাম্প্রতিক নিয়োগকর্তার তথ্য দিন। শিক্ষা বা সমাজসেবা খাতের কাজের ক্ষেত্রে সুপারিশকারীকে অবশ্যই আপনার লাইন ম্যানেজার (সরাসরি তত্ত্বাবধায়ক) হতে হবে, সহকর্মী নয়।',
  },
  relationshipHelp: {
    en: 'For example: my line manager at the school.',
    bn: 'যেমন: স্কুলে আমার লাইন ম্যানেজার।',
  },
  extra: section({ en: 'Your job there', bn: 'সেখানে আপনার চাকরি' }, [
    text('job_title', { en: 'Your job title', bn: 'আপনার পদবি' }, { required: true, max_length: 150 }),
    date('employed_from', { en: 'You worked there from', bn: 'সেখানে কাজ শুরুর তারিখ' }, {
      required: true,
      constraint: NOT_FUTURE,
    }),
    date('employed_to', { en: 'You worked there until', bn: 'সেখানে কাজ শেষের তারিখ' }, {
      constraint: NOT_FUTURE,
      not_before: 'employed_from',
      help: { en: 'Leave empty if you still work there.', bn: 'এখনও সেখানে কাজ করলে খালি রাখুন।' },
    }),
    // KCSIE: the most recent employer, and the last one where the candidate worked with children [S53][C20].
    yesNo(
      'most_recent_employer',
      { en: 'Is this your most recent employer?', bn: 'এটি কি আপনার সবচেয়ে সাম্প্রতিক নিয়োগকর্তা?' },
      {
        required: true,
        no: [
          textarea(
            'why_not_most_recent',
            { en: 'Why is your most recent employer not your referee?', bn: 'আপনার সবচেয়ে সাম্প্রতিক নিয়োগকর্তা কেন আপনার সুপারিশকারী নন?' },
            { required: true, max_length: 1000 },
          ),
        ],
      },
    ),
    yesNo('worked_with_children', { en: 'Did you work with children in this job?', bn: 'এই চাকরিতে কি আপনি শিশুদের সাথে কাজ করেছেন?' }, {
      required: true,
      help: {
        en: 'Schools also ask for a reference from the last employer where you worked with children.',
        bn: 'স্কুলগুলো সেই শেষ নিয়োগকর্তার রেফারেন্সও চায়, যেখানে আপনি শিশুদের সাথে কাজ করেছেন।',
      },
    }),
    confirm('is_line_manager', {
      en: 'This referee was my line manager, not a colleague.',
      bn: 'এই সুপারিশকারী আমার লাইন ম্যানেজার (সরাসরি তত্ত্বাবধায়ক) ছিলেন, সহকর্মী নন।',
    }),
  ]),
});
