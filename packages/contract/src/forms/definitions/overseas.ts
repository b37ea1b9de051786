/**
 * The questions of the overseas police check (uk-rules.md §1.3 oversieas-police-check), shared by the
 * compliance document (with certificates) and the declaration (countries only). "3 months in the last
 * 5 years" is the agency's POLICY [S48] (the Home Office's standard for teachers from abroad is 12 months
 * in the last 10 years [S49]): each form's description says so.
 */
import { choice, confirm, date, isAnswered, NOT_FUTURE, repeating, text, textarea, upload, yesNo } from '../builders.js';
import type { FormField } from '../types.js';
import { HELP, LABELS } from './shared.js';

/** A certificate per country: who issued it and when, its copy, and a certified translation [S50]. */
function certificateFields(): FormField[] {
  return [
    text(
      'issuing_authority',
      { en: 'Issued by', bn: 'প্রদানকারী কর্তৃপক্ষ' },
      {
        required: true,
        max_length: 150,
        help: {
          en: 'The police force, ministry or other authority named on the certificate.',
          bn: 'সনদে যে পুলিশ বাহিনী, মন্ত্রণালয় বা অন্য কর্তৃপক্ষের নাম লেখা আছে।',
        },
      },
    ),
    date('issue_date', LABELS.issueDate, { required: true, constraint: NOT_FUTURE }),
    upload('certificate_files', { en: 'Police certificate', bn: 'পুলিশ সনদ' }, { required: true, help: HELP.evidence }),
    upload(
      'translation_files',
      { en: 'Certified English translation', bn: 'প্রত্যয়িত ইংরেজি অনুবাদ' },
      {
        help: {
          en: 'Only needed if the certificate is not in English. The translation must be made by a certified translator: a translation you made yourself cannot be accepted.',
          bn: 'সনদটি ইংরেজিতে না হলে তবেই প্রয়োজন। অনুবাদটি অবশ্যই একজন প্রত্যয়িত অনুবাদকের করা হতে হবে: আপনার নিজের করা অনুবাদ গ্রহণ করা হবে না।',
        },
      },
    ),
    confirm(
      'translation_certified',
      {
        en: 'I confirm that this translation was made by a certified translator, not by me.',
        bn: 'আমি নিশ্চিত করছি যে এই অনুবাদটি একজন প্রত্যয়িত অনুবাদক করেছেন, আমি নিজে করিনি।',
      },
      { when: isAnswered('translation_files') },
    ),
  ];
}

/** No certificate: why, and what else can stand in for it (e.g. references from overseas employers) [S53]. */
function unavailableFields(): FormField[] {
  return [
    textarea(
      'unavailable_reason',
      { en: 'Why can you not get a certificate?', bn: 'কেন আপনি সনদ সংগ্রহ করতে পারছেন না?' },
      { required: true },
    ),
    textarea(
      'alternative_evidence',
      { en: 'What other evidence can you give instead?', bn: 'এর বদলে আপনি অন্য কী প্রমাণ দিতে পারেন?' },
      {
        required: true,
        help: {
          en: 'For example references from employers you worked for in that country. The agency weighs them in a recorded risk assessment.',
          bn: 'যেমন ওই দেশে যেসব নিয়োগকর্তার অধীনে কাজ করেছেন তাঁদের রেফারেন্স। এজেন্সি লিখিত ঝুঁকি মূল্যায়নে এগুলো বিবেচনা করে।',
        },
      },
    ),
    upload('alternative_evidence_files', { en: 'Other evidence', bn: 'অন্যান্য প্রমাণ' }, { help: HELP.evidence }),
  ];
}

export function countriesLivedIn(withEvidence: boolean): FormField {
  const evidence: FormField[] = withEvidence
    ? [
        yesNo(
          'has_certificate',
          { en: 'Do you have a police certificate from this country?', bn: 'এই দেশের পুলিশ সনদ কি আপনার কাছে আছে?' },
          { required: true, yes: certificateFields(), no: unavailableFields() },
        ),
      ]
    : [];
  return yesNo(
    'lived_abroad',
    {
      en: 'In the last 5 years, have you lived outside the UK for 3 months or more?',
      bn: 'গত ৫ বছরে আপনি কি একটানা ৩ মাস বা তার বেশি সময় যুক্তরাজ্যের বাইরে বসবাস করেছেন?',
    },
    {
      required: true,
      yes: [
        repeating(
          'countries',
          { en: 'Countries you lived in', bn: 'যে সব দেশে আপনি বসবাস করেছেন' },
          { en: 'Country', bn: 'দেশ' },
          [
            choice('country', LABELS.country, { list: 'countries', exclude: ['GB'] }, { required: true }),
            date('from', LABELS.from, { required: true, constraint: NOT_FUTURE }),
            date('to', LABELS.to, { required: true, constraint: NOT_FUTURE, not_before: 'from' }),
            ...evidence,
          ],
          { required: true, min_items: 1, max_items: 10 },
        ),
      ],
    },
  );
}

/** Teachers who taught or trained abroad: a letter of professional standing from that country's regulator [S48]. */
export function taughtAbroad(): FormField {
  return yesNo(
    'taught_abroad',
    { en: 'Have you taught or trained as a teacher outside the UK?', bn: 'আপনি কি যুক্তরাজ্যের বাইরে শিক্ষক হিসেবে পড়িয়েছেন বা প্রশিক্ষণ নিয়েছেন?' },
    {
      required: true,
      yes: [
        upload(
          'professional_standing_files',
          { en: 'Letter of professional standing', bn: 'পেশাগত অবস্থান সংক্রান্ত চিঠি' },
          {
            help: {
              en: 'A letter from the body that regulates teachers in each country where you taught or trained, saying whether any sanction or restriction has been placed on you. Not every country issues one: if you cannot get it, leave this empty and the agency will discuss other checks with you.',
              bn: 'যে সব দেশে আপনি পড়িয়েছেন বা প্রশিক্ষণ নিয়েছেন, সেখানকার শিক্ষক নিয়ন্ত্রক সংস্থার একটি চিঠি, যাতে বলা থাকে আপনার ওপর কোনো শাস্তি বা বিধিনিষেধ আছে কি না। সব দেশ এমন চিঠি দেয় না: সংগ্রহ করতে না পারলে এটি খালি রাখুন, এজেন্সি আপনার সাথে অন্য যাচাইয়ের বিষয়ে কথা বলবে।',
            },
          },
        ),
      ],
    },
  );
}
