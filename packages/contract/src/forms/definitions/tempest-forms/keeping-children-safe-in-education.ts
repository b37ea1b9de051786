import { KCSIE_EDITIONS } from '../../../rules/policy.js';
import { choice, confirm, defineForm, option, section, yesNo } from '../../builders.js';
import { LABELS } from '../shared.js';

/** A year in Bengali figures (২০২৫), without a thousands separator. */
const bengaliYear = (year: number) => new Intl.NumberFormat('bn-BD', { useGrouping: false }).format(year);

export const tempestKeepingChildrenSafe = defineForm({
  group: 'tempest-forms',
  slug: 'keeping-children-safe-in-education',
  version: 2,
  title: { en: 'Keeping children safe in education', bn: 'শিক্ষাক্ষেত্রে শিশুদের সুরক্ষা (KCSIE)' },
  description: {
    en: "Confirm that you have read the current edition of the Department for Education's statutory guidance Keeping Children Safe in Education: Part one, and Annex B if you work directly with children. When a new edition comes into force, you will be asked to sign again.",
    bn: 'শিক্ষা বিভাগের বাধ্যতামূলক নির্দেশিকা ‘শিক্ষাক্ষেত্রে শিশুদের সুরক্ষা’ (KCSIE; এটি শুধু ইংরেজিতে প্রকাশিত হয়)-এর বর্তমান সংস্করণ পড়েছেন বলে নিশ্চিত করুন: এর প্রথম অংশ (Part one), আর আপনি সরাসরি শিশুদের সাথে কাজ করলে পরিশিষ্ট বি (Annex B)-ও। বন্ধনীর ভেতরে অংশগুলোর ইংরেজি শিরোনাম দেওয়া আছে, যাতে নথিতে সেগুলো খুঁজে পান। নতুন সংস্করণ কার্যকর হলে আপনাকে আবার স্বাক্ষর করতে বলা হবে।',
  },
  sections: [
    section(LABELS.confirmation, [
      confirm('read_part_one', {
        en: 'I have read Part 1 of the current Keeping Children Safe in Education.',
        bn: 'আমি বর্তমান ‘শিক্ষাক্ষেত্রে শিশুদের সুরক্ষা’ (KCSIE)-এর প্রথম অংশ (Part one) পড়েছি।',
      }),
      yesNo(
        'read_annex_b',
        { en: 'Have you also read Annex B?', bn: 'আপনি কি পরিশিষ্ট বি (Annex B)-ও পড়েছেন?' },
        {
          required: true,
          help: {
            en: 'Everyone who works directly with children should read Annex B as well.',
            bn: 'যাঁরা সরাসরি শিশুদের সাথে কাজ করেন, তাঁদের সবার পরিশিষ্ট বি-ও পড়া উচিত।',
          },
        },
      ),
      confirm('knows_how_to_report', {
        en: "I know how to report a concern about a child's safety or welfare, and who to report it to.",
        bn: 'কোনো শিশুর নিরাপত্তা বা কল্যাণ নিয়ে উদ্বেগ থাকলে তা কীভাবে এবং কার কাছে জানাতে হয়, আমি জানি।',
      }),
      // The edition is data (rules/policy.ts): a new confirmed edition asks everyone to sign again [S39][S41].
      choice(
        'edition_year',
        { en: 'Which edition did you read?', bn: 'আপনি কোন সংস্করণ পড়েছেন?' },
        KCSIE_EDITIONS.filter((edition) => edition.confirmed).map((edition) =>
          option(String(edition.year), `Keeping children safe in education ${edition.year}`, `শিক্ষাক্ষেত্রে শিশুদের সুরক্ষা (KCSIE) ${bengaliYear(edition.year)}`),
        ),
        {
          required: true,
          help: { en: 'The year is on the front page.', bn: 'বছরটি প্রথম পৃষ্ঠায় লেখা থাকে।' },
        },
      ),
    ]),
  ],
  declaration: {
    en: 'I confirm that I have read and understood the guidance named above and will follow it, and the safeguarding policy of every school or setting I work in.',
    bn: 'আমি নিশ্চিত করছি যে ওপরে উল্লিখিত নির্দেশিকা আমি পড়েছি ও বুঝেছি, এবং আমি তা মেনে চলব, সেই সাথে যে স্কুল বা প্রতিষ্ঠানে কাজ করব তার সুরক্ষা নীতিও মেনে চলব।',
  },
  signature: true,
  // Signing holds until the next confirmed edition comes into force (rules/deadlines.ts), not each September.
  expiry: { kind: 'none' },
});
