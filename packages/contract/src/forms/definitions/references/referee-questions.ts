/**
 * What a referee answers through the single-use link emailed to them. Not a
 * candidate route: it is not in the registry, but validates like any form.
 */
import { choice, confirm, equals, option, section, text, textarea, yesNo } from '../../builders.js';
import type { FormDefinition } from '../../types.js';
import { LABELS } from '../shared.js';

export const REFEREE_QUESTIONS_KEY = 'references/referee-response';

export const REFERENCE_RATINGS = [
  option('excellent', 'Excellent', 'চমৎকার'),
  option('good', 'Good', 'ভালো'),
  option('satisfactory', 'Satisfactory', 'সন্তোষজনক'),
  option('poor', 'Poor', 'দুর্বল'),
  option('unable-to-comment', 'Unable to comment', 'মন্তব্য করতে পারছি না'),
];

const rating = (name: string, en: string, bn: string) => choice(name, { en, bn }, REFERENCE_RATINGS, { required: true });

export const REFEREE_QUESTIONS: FormDefinition<typeof REFEREE_QUESTIONS_KEY> = Object.freeze<FormDefinition<typeof REFEREE_QUESTIONS_KEY>>({
  key: REFEREE_QUESTIONS_KEY,
  group: 'references',
  slug: 'referee-response',
  version: 2,
  title: { en: 'Reference for a candidate', bn: 'একজন প্রার্থীর জন্য রেফারেন্স' },
  description: {
    en: 'The candidate named you as a referee for work with children or vulnerable adults. Please answer honestly; your answers are read by our compliance team.',
    bn: 'শিশু বা ঝুঁকিপূর্ণ প্রাপ্তবয়স্কদের সাথে কাজের জন্য প্রার্থী আপনাকে সুপারিশকারী হিসেবে উল্লেখ করেছেন। অনুগ্রহ করে সততার সাথে উত্তর দিন; আপনার উত্তর আমাদের কমপ্লায়েন্স দল পড়বে।',
  },
  sections: [
    section({ en: 'What the candidate told us', bn: 'প্রার্থী আমাদের যা জানিয়েছেন' }, [
      yesNo(
        'dates_confirmed',
        { en: 'Are the dates the candidate gave correct?', bn: 'প্রার্থীর দেওয়া তারিখগুলো কি সঠিক?' },
        {
          required: true,
          no: [textarea('correct_dates', { en: 'Please give the correct dates', bn: 'অনুগ্রহ করে সঠিক তারিখগুলো লিখুন' }, { required: true })],
        },
      ),
      yesNo(
        'role_confirmed',
        {
          en: 'Is the role or relationship the candidate described correct?',
          bn: 'প্রার্থী যে পদ বা সম্পর্কের কথা বলেছেন, তা কি সঠিক?',
        },
        {
          required: true,
          no: [textarea('correct_role', { en: 'Please describe it correctly', bn: 'অনুগ্রহ করে সঠিক বিবরণ দিন' }, { required: true })],
        },
      ),
    ]),
    section(
      { en: 'Ratings', bn: 'মূল্যায়ন' },
      [
        rating('rating_reliability', 'Reliability', 'নির্ভরযোগ্যতা'),
        rating('rating_punctuality', 'Punctuality and attendance', 'সময়ানুবর্তিতা ও উপস্থিতি'),
        rating('rating_colleagues', 'Relationships with colleagues', 'সহকর্মীদের সাথে সম্পর্ক'),
        rating('rating_children', 'Relationships with children or vulnerable adults', 'শিশু বা ঝুঁকিপূর্ণ প্রাপ্তবয়স্কদের সাথে সম্পর্ক'),
        rating('rating_skills', 'Professional skills', 'পেশাগত দক্ষতা'),
      ],
      { en: 'How would you rate the candidate?', bn: 'প্রার্থীকে আপনি কীভাবে মূল্যায়ন করবেন?' },
    ),
    section({ en: 'Suitability and safeguarding', bn: 'উপযুক্ততা ও সুরক্ষা' }, [
      yesNo(
        'knows_unsuitability_reason',
        {
          en: 'Do you know of any reason why the candidate should not work with children or vulnerable adults?',
          bn: 'প্রার্থীর শিশু বা ঝুঁকিপূর্ণ প্রাপ্তবয়স্কদের সাথে কাজ করা উচিত নয়, এমন কোনো কারণ কি আপনার জানা আছে?',
        },
        { required: true, yes: [textarea('unsuitability_details', LABELS.details, { required: true })] },
      ),
      yesNo(
        'disciplinary_or_safeguarding',
        {
          en: 'As far as you know, has the candidate been subject to any disciplinary action or safeguarding concern?',
          bn: 'আপনার জানামতে, প্রার্থীর বিরুদ্ধে কি কখনো কোনো শৃঙ্খলাজনিত ব্যবস্থা নেওয়া হয়েছে বা সুরক্ষা-সংক্রান্ত উদ্বেগ উঠেছে?',
        },
        { required: true, yes: [textarea('disciplinary_details', LABELS.details, { required: true })] },
      ),
      choice(
        'would_reemploy',
        { en: 'Would you employ the candidate again?', bn: 'আপনি কি প্রার্থীকে আবার নিয়োগ দেবেন?' },
        [
          option('yes', 'Yes', 'হ্যাঁ'),
          option('no', 'No', 'না'),
          option('not-applicable', 'Not applicable – I have not employed them', 'প্রযোজ্য নয় – আমি তাঁকে নিয়োগ দিইনি'),
        ],
        { required: true },
      ),
      textarea('reemploy_reason', { en: 'Why not?', bn: 'কেন নয়?' }, { required: true, when: equals('would_reemploy', 'no') }),
      textarea('comments', { en: 'Anything else you would like to tell us', bn: 'আমাদের আর কিছু জানাতে চাইলে লিখুন' }),
    ]),
    // Conduct Regulations 2003 reg 22: references from non-relatives who agree to disclosure to the hirer [S62].
    section({ en: 'Your consent', bn: 'আপনার সম্মতি' }, [
      confirm('not_a_relative', { en: 'I am not related to the candidate.', bn: 'আমি প্রার্থীর আত্মীয় নই।' }),
      confirm('consents_to_disclosure', {
        en: 'I agree that this reference may be shown to the schools and organisations the agency puts the candidate forward to.',
        bn: 'আমি সম্মত যে এজেন্সি যে স্কুল ও প্রতিষ্ঠানে প্রার্থীর নাম প্রস্তাব করবে, তাদের এই রেফারেন্স দেখানো যেতে পারে।',
      }),
    ]),
    section({ en: 'About you', bn: 'আপনার সম্পর্কে' }, [
      text('referee_name', { en: 'Your name as it should appear on the reference', bn: 'রেফারেন্সে আপনার নাম যেভাবে থাকবে' }, { required: true, pattern: 'person_name', max_length: 150 }),
      text('referee_position', { en: 'Your position', bn: 'আপনার পদবি' }, { required: true, max_length: 150 }),
      text('referee_organisation', { en: 'Your organisation', bn: 'আপনার প্রতিষ্ঠান' }, { required: true, max_length: 150 }),
    ]),
  ],
  declaration: {
    en: 'I confirm that I am the person this reference was requested from and that my answers are accurate and fair to the best of my knowledge. I understand they will be used to decide whether the candidate is suitable to work with children or vulnerable adults.',
    bn: 'আমি নিশ্চিত করছি যে যাঁর কাছে এই রেফারেন্স চাওয়া হয়েছিল আমিই সেই ব্যক্তি এবং আমার জানামতে আমার উত্তরগুলো নির্ভুল ও ন্যায্য। আমি বুঝি যে প্রার্থী শিশু বা ঝুঁকিপূর্ণ প্রাপ্তবয়স্কদের সাথে কাজের উপযুক্ত কি না, তা ঠিক করতে এই উত্তরগুলো ব্যবহার করা হবে।',
  },
  signature: true,
  expiry: { kind: 'none' },
});
