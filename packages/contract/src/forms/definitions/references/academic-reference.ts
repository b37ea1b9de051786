import { choice, date, NOT_FUTURE, option, section, text } from '../../builders.js';
import { refereeForm } from './referee.js';

export const academicReference = refereeForm({
  slug: 'academic-reference',
  type: 'academic',
  title: { en: 'Academic reference', bn: 'শিক্ষাগত রেফারেন্স' },
  description: {
    en: 'Give the details of a tutor or course leader who taught you, and the course you studied with them.',
    bn: 'আপনাকে পড়িয়েছেন এমন একজন টিউটর বা কোর্স প্রধানের তথ্য দিন, এবং তাঁর কাছে আপনি যে কোর্সে পড়েছেন তার বিবরণ দিন।',
  },
  relationshipHelp: {
    en: 'For example: personal tutor or course leader.',
    bn: 'যেমন: ব্যক্তিগত টিউটর বা কোর্স প্রধান।',
  },
  extra: section({ en: 'Your course', bn: 'আপনার কোর্স' }, [
    text('course', { en: 'Course title', bn: 'কোর্সের নাম' }, { required: true, max_length: 200 }),
    date('course_start', { en: 'Course start date', bn: 'কোর্স শুরুর তারিখ' }, { required: true, constraint: NOT_FUTURE }),
    date('course_end', { en: 'Course end date', bn: 'কোর্স শেষের তারিখ' }, {
      not_before: 'course_start',
      help: {
        en: 'Leave empty if you are still studying. It may be a date in the future.',
        bn: 'এখনও পড়াশোনা চললে খালি রাখুন। ভবিষ্যতের তারিখও দেওয়া যাবে।',
      },
    }),
    choice(
      'attendance',
      { en: 'How did you attend?', bn: 'আপনি কীভাবে কোর্সটি করেছেন?' },
      [
        option('full-time', 'Full time', 'পূর্ণকালীন'),
        option('part-time', 'Part time', 'খণ্ডকালীন'),
        option('distance', 'Distance learning', 'দূরশিক্ষণ'),
      ],
      { required: true },
    ),
  ]),
});
