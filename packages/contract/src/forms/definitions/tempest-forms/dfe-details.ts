import { choice, confirm, date, defineForm, multiChoice, NOT_FUTURE, option, section, text, textarea, yesNo } from '../../builders.js';
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

/** New keys go last: stored answers keep their meaning. 'failed' is on the teacher record too [S37]. */
export const INDUCTION_STATUSES = [
  option('passed', 'Passed', 'উত্তীর্ণ'),
  option('in-progress', 'In progress', 'চলমান'),
  option('not-started', 'Not started', 'এখনও শুরু হয়নি'),
  option('exempt', 'Exempt', 'অব্যাহতিপ্রাপ্ত'),
  option('failed', 'Failed', 'অনুত্তীর্ণ'),
];

/** The national professional qualifications offered since the 2021 reforms, with the NPQ for SENCOs (2024). */
export const NPQS = [
  option('leading-teaching', 'Leading teaching (NPQLT)', 'লিডিং টিচিং (NPQLT)'),
  option('leading-behaviour-and-culture', 'Leading behaviour and culture (NPQLBC)', 'লিডিং বিহেভিয়ার অ্যান্ড কালচার (NPQLBC)'),
  option('leading-teacher-development', 'Leading teacher development (NPQLTD)', 'লিডিং টিচার ডেভেলপমেন্ট (NPQLTD)'),
  option('leading-literacy', 'Leading literacy (NPQLL)', 'লিডিং লিটারেসি (NPQLL)'),
  option('leading-primary-mathematics', 'Leading primary mathematics (NPQLPM)', 'লিডিং প্রাইমারি ম্যাথমেটিক্স (NPQLPM)'),
  option('senior-leadership', 'Senior leadership (NPQSL)', 'সিনিয়র লিডারশিপ (NPQSL)'),
  option('headship', 'Headship (NPQH)', 'হেডশিপ (NPQH)'),
  option('executive-leadership', 'Executive leadership (NPQEL)', 'এক্সিকিউটিভ লিডারশিপ (NPQEL)'),
  option('early-years-leadership', 'Early years leadership (NPQEYL)', 'আর্লি ইয়ার্স লিডারশিপ (NPQEYL)'),
  option('senco', 'Special educational needs co-ordinators (NPQ for SENCOs)', 'বিশেষ শিক্ষাগত চাহিদা সমন্বয়ক (NPQ for SENCOs)'),
];

/**
 * What the officer reads on the DfE "Check a teacher's record" service (QTS, EYTS, induction, NPQs,
 * prohibitions, GTCE sanctions, misconduct), plus QTLS, which is on the Society for Education and Training
 * register instead (uk-rules.md §1.5 dfe-details, [S37]).
 */
export const tempestDfeDetails = defineForm({
  group: 'tempest-forms',
  slug: 'dfe-details',
  version: 3,
  title: { en: 'DfE details', bn: 'ডিএফই তথ্য' },
  description: {
    en: 'Your teacher record with the Department for Education: your reference number, qualified teacher status, induction, qualifications and any restrictions.',
    bn: 'শিক্ষা বিভাগে (ডিপার্টমেন্ট ফর এডুকেশন) থাকা আপনার শিক্ষক রেকর্ড: রেফারেন্স নম্বর, যোগ্য শিক্ষকের মর্যাদা (QTS), ইনডাকশন, যোগ্যতা এবং কোনো বিধিনিষেধ থাকলে তা।',
  },
  sections: [
    section(
      { en: 'Your teacher record', bn: 'আপনার শিক্ষক রেকর্ড' },
      [
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
        yesNo(
          'has_eyts',
          { en: 'Do you have early years teacher status (EYTS)?', bn: 'আপনার কি আর্লি ইয়ার্স শিক্ষকের মর্যাদা (EYTS) আছে?' },
          {
            required: true,
            yes: [date('eyts_date', { en: 'Date EYTS was awarded', bn: 'EYTS প্রদানের তারিখ' }, { required: true, constraint: NOT_FUTURE })],
          },
        ),
        choice('induction_status', { en: 'Induction status', bn: 'ইনডাকশনের অবস্থা' }, INDUCTION_STATUSES, { required: true }),
        multiChoice('npqs', { en: 'National professional qualifications (NPQs) you hold', bn: 'আপনার অর্জিত ন্যাশনাল প্রফেশনাল কোয়ালিফিকেশন (NPQ)' }, NPQS, {
          help: { en: 'Choose every NPQ you have completed. Leave empty if you have none.', bn: 'আপনার সম্পন্ন করা প্রতিটি NPQ বেছে নিন। কোনোটি না থাকলে খালি রাখুন।' },
        }),
        yesNo(
          'has_qtls',
          {
            en: 'Do you have qualified teacher learning and skills (QTLS) status?',
            bn: 'আপনার কি কোয়ালিফাইড টিচার লার্নিং অ্যান্ড স্কিলস (QTLS) মর্যাদা আছে?',
          },
          {
            required: true,
            help: {
              en: "QTLS is not on your Department for Education teacher record: it is held by the Society for Education and Training (SET), so we check it on the SET register.",
              bn: 'QTLS শিক্ষা বিভাগের শিক্ষক রেকর্ডে থাকে না: এটি সোসাইটি ফর এডুকেশন অ্যান্ড ট্রেনিং (SET)-এর কাছে থাকে, তাই আমরা SET-এর নিবন্ধন তালিকায় এটি যাচাই করি।',
            },
            yes: [
              confirm('qtls_on_set_register', {
                en: 'My QTLS status is shown on the Society for Education and Training register, where the agency may check it.',
                bn: 'আমার QTLS মর্যাদা সোসাইটি ফর এডুকেশন অ্যান্ড ট্রেনিং-এর নিবন্ধন তালিকায় দেখা যায়, এবং এজেন্সি সেখানে তা যাচাই করতে পারে।',
              }),
            ],
          },
        ),
      ],
      {
        en: "The agency checks your record on the Department for Education's 'Check a teacher's record' service, using your last name and date of birth (and your TRN if you give it).",
        bn: 'এজেন্সি শিক্ষা বিভাগের ‘শিক্ষকের রেকর্ড যাচাই’ সেবায় আপনার পদবি ও জন্ম তারিখ (এবং দিলে আপনার TRN) দিয়ে আপনার রেকর্ড যাচাই করে।',
      },
    ),
    section({ en: 'Restrictions and findings', bn: 'বিধিনিষেধ ও সিদ্ধান্ত' }, [
      yesNo(
        'has_prohibition',
        {
          en: 'Are you subject to any prohibition, sanction or restriction from the Department for Education or the Teaching Regulation Agency?',
          bn: 'শিক্ষা বিভাগ বা টিচিং রেগুলেশন এজেন্সির দেওয়া কোনো নিষেধাজ্ঞা, শাস্তি বা বিধিনিষেধ কি আপনার ওপর আছে?',
        },
        { required: true, yes: [textarea('prohibition_details', LABELS.details, { required: true })] },
      ),
      yesNo(
        'has_misconduct_findings',
        {
          en: 'Have you ever had a sanction from the former General Teaching Council for England (GTCE), or a finding of misconduct against you?',
          bn: 'সাবেক জেনারেল টিচিং কাউন্সিল ফর ইংল্যান্ড (GTCE) কি কখনো আপনাকে কোনো শাস্তি দিয়েছে, অথবা আপনার বিরুদ্ধে কি কখনো অসদাচরণের সিদ্ধান্ত হয়েছে?',
        },
        { required: true, yes: [textarea('misconduct_details', LABELS.details, { required: true })] },
      ),
    ]),
  ],
  declaration: DECLARATIONS.truthful,
  signature: true,
  expiry: { kind: 'none' },
});
