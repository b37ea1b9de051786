import { choice, date, defineForm, NOT_FUTURE, option, section, text, textarea, yesNo } from '../../builders.js';
import { DECLARATIONS, LABELS } from '../shared.js';

export function trnField() {
  return text(
    'trn',
    { en: 'Teacher Reference Number (TRN)', bn: 'শিক্ষক রেফারেন্স নম্বর (TRN)' },
    {
      // Optional: the Teaching Regulation Agency's check finds a record by last name and date of birth [S37][S38].
      required: false,
      pattern: 'trn',
      help: {
        en: 'The 7-digit number the Department for Education gave you, if you have one. We can also find your record by your name and date of birth.',
        bn: 'শিক্ষা বিভাগ (DfE) আপনাকে যে ৭ অঙ্কের নম্বর দিয়েছে, যদি থাকে। আপনার নাম ও জন্ম তারিখ দিয়েও আমরা আপনার রেকর্ড খুঁজে পেতে পারি।',
      },
    },
  );
}

export const INDUCTION_STATUSES = [
  option('passed', 'Passed', 'উত্তীর্ণ'),
  option('in-progress', 'In progress', 'চলমান'),
  option('not-started', 'Not started', 'এখনও শুরু হয়নি'),
  option('exempt', 'Exempt', 'অব্যাহতিপ্রাপ্ত'),
];

export const tempestDfeDetails = defineForm({
  group: 'tempest-forms',
  slug: 'dfe-details',
  version: 2,
  title: { en: 'DfE details', bn: 'ডিএফই তথ্য' },
  description: {
    en: 'Your teacher record with the Department for Education: your reference number, qualified teacher status, induction and any restrictions.',
    bn: 'শিক্ষা বিভাগে (ডিপার্টমেন্ট ফর এডুকেশন) থাকা আপনার শিক্ষক রেকর্ড: রেফারেন্স নম্বর, যোগ্য শিক্ষকের মর্যাদা (QTS), ইনডাকশন এবং কোনো বিধিনিষেধ থাকলে তা।',
  },
  sections: [
    section({ en: 'Your teacher record', bn: 'আপনার শিক্ষক রেকর্ড' }, [
      trnField(),
      date('date_of_birth', LABELS.dateOfBirth, {
        required: true,
        constraint: NOT_FUTURE,
        help: { en: 'The teacher record check needs it with your last name.', bn: 'আপনার পদবির সাথে শিক্ষক রেকর্ড যাচাইয়ে এটি লাগে।' },
      }),
      yesNo(
        'has_qts',
        { en: 'Do you have qualified teacher status (QTS)?', bn: 'আপনার কি যোগ্য শিক্ষকের মর্যাদা (QTS) আছে?' },
        {
          required: true,
          yes: [date('qts_date', { en: 'Date QTS was awarded', bn: 'QTS প্রদানের তারিখ' }, { required: true, constraint: NOT_FUTURE })],
        },
      ),
      choice('induction_status', { en: 'Induction status', bn: 'ইনডাকশনের অবস্থা' }, INDUCTION_STATUSES, { required: true }),
      yesNo(
        'has_prohibition',
        {
          en: 'Are you subject to any prohibition, sanction or restriction from the Department for Education or the Teaching Regulation Agency?',
          bn: 'শিক্ষা বিভাগ বা টিচিং রেগুলেশন এজেন্সির দেওয়া কোনো নিষেধাজ্ঞা, শাস্তি বা বিধিনিষেধ কি আপনার ওপর আছে?',
        },
        { required: true, yes: [textarea('prohibition_details', LABELS.details, { required: true })] },
      ),
    ]),
  ],
  declaration: DECLARATIONS.truthful,
  signature: true,
  expiry: { kind: 'none' },
});
