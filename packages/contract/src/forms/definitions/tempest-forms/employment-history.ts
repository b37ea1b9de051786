import { choice, date, defineForm, isOneOf, NOT_FUTURE, option, repeating, section, text, textarea, yesNo } from '../../builders.js';
import type { HistoryCoverage } from '../../types.js';
import { DECLARATIONS } from '../shared.js';

/** What the candidate was doing in one period of the last 5 years. */
export const HISTORY_ACTIVITIES = [
  option('employment', 'Paid or voluntary work', 'বেতনভুক্ত বা স্বেচ্ছাসেবী কাজ'),
  option('education', 'Study or training', 'পড়াশোনা বা প্রশিক্ষণ'),
  option('other', 'Something else (caring, travel, looking for work, illness…)', 'অন্য কিছু (পরিচর্যা, ভ্রমণ, কাজ খোঁজা, অসুস্থতা…)'),
];

/** 5 years, breaks of up to a month ignored: the submit rule, and the officer's gap flags (rules/history.ts). */
export const EMPLOYMENT_HISTORY_COVERAGE: HistoryCoverage = { years: 5, from: 'from', to: 'to', max_gap_days: 31 };

const working = isOneOf('activity', ['employment']);
const placed = isOneOf('activity', ['employment', 'education']);

/**
 * KCSIE: schools look into every gap in a candidate's history and take a reference from the most recent
 * employer and from the last one where the candidate worked with children [S53][C20]. Time out of work is a
 * period like any other, so the 5 years are covered and what was not work is there for the officer to see.
 */
export const tempestEmploymentHistory = defineForm({
  group: 'tempest-forms',
  slug: 'employment-history',
  title: { en: 'Employment history', bn: 'কাজের ইতিহাস' },
  description: {
    en: 'Everything you have done in the last 5 years, starting with now: jobs, study, and time out of work such as caring, travel or looking for work. Schools must ask about any gap, so leave none.',
    bn: 'গত ৫ বছরে আপনি যা যা করেছেন, বর্তমান থেকে শুরু করে: চাকরি, পড়াশোনা, এবং কাজের বাইরের সময় যেমন পরিচর্যা, ভ্রমণ বা কাজ খোঁজা। স্কুলগুলোকে যেকোনো ফাঁক সম্পর্কে জানতে চাইতে হয়, তাই কোনো ফাঁক রাখবেন না।',
  },
  sections: [
    section({ en: 'The last 5 years', bn: 'গত ৫ বছর' }, [
      repeating(
        'periods',
        { en: 'What you have been doing', bn: 'আপনি যা করেছেন' },
        { en: 'Period', bn: 'সময়কাল' },
        [
          choice('activity', { en: 'What were you doing?', bn: 'আপনি কী করছিলেন?' }, HISTORY_ACTIVITIES, { required: true }),
          text('organisation', { en: 'Employer, school or college', bn: 'নিয়োগকর্তা, স্কুল বা কলেজ' }, {
            required: true,
            max_length: 150,
            when: placed,
          }),
          text('role', { en: 'Job title or course', bn: 'পদবি বা কোর্স' }, { required: true, max_length: 150, when: placed }),
          textarea('description', { en: 'Tell us what you were doing', bn: 'আপনি কী করছিলেন তা জানান' }, {
            required: true,
            max_length: 1000,
            when: isOneOf('activity', ['other']),
          }),
          date('from', { en: 'From', bn: 'শুরু' }, { required: true, constraint: NOT_FUTURE }),
          date('to', { en: 'Until', bn: 'শেষ' }, {
            constraint: NOT_FUTURE,
            not_before: 'from',
            help: { en: 'Leave empty if this is still going on.', bn: 'এখনও চলমান থাকলে খালি রাখুন।' },
          }),
          yesNo('worked_with_children', { en: 'Did you work with children?', bn: 'আপনি কি শিশুদের সাথে কাজ করেছেন?' }, {
            required: true,
            when: working,
          }),
          textarea('reason_for_leaving', { en: 'Why did you leave?', bn: 'কেন চলে এসেছেন?' }, { max_length: 1000, when: working }),
        ],
        {
          required: true,
          min_items: 1,
          max_items: 40,
          coverage: EMPLOYMENT_HISTORY_COVERAGE,
          help: {
            en: 'Start with what you are doing now and go back 5 years. A gap of up to a month between periods is fine.',
            bn: 'এখন যা করছেন তা দিয়ে শুরু করে ৫ বছর পেছনে যান। দুটি সময়কালের মাঝে এক মাস পর্যন্ত ফাঁক থাকলে সমস্যা নেই।',
          },
        },
      ),
    ]),
  ],
  declaration: DECLARATIONS.truthful,
  signature: true,
  expiry: { kind: 'none' },
  links: ['references/professional-reference'],
});
