import { atLeastMonthsAgo, confirm, date, defineForm, NOT_FUTURE, section, text, yesNo } from '../../builders.js';
import { HELP } from '../shared.js';
import type { DateConstraint, FormField, FormSection, LocalizedText } from '../../types.js';

type ReferenceSlug = 'academic-reference' | 'character-reference' | 'professional-reference';
type ReferenceType = 'academic' | 'character' | 'professional';

export interface RefereeFormText {
  readonly slug: ReferenceSlug;
  readonly type: ReferenceType;
  readonly title: LocalizedText;
  readonly description: LocalizedText;
  /** Help under "How do you know them?". */
  readonly relationshipHelp: LocalizedText;
  /** Constraint on "Known since" (character referees: at least 2 years). */
  readonly knownSince?: DateConstraint;
  readonly knownSinceHelp?: LocalizedText;
  /** The questions specific to this kind of reference. */
  readonly extra: FormSection;
}

/** What the candidate tells us about one referee; the same for every kind of reference. */
function refereeFields(text_: RefereeFormText): FormField[] {
  return [
    text('referee_name', { en: "Referee's full name", bn: 'সুপারিশকারীর পুরো নাম' }, { required: true, pattern: 'person_name', max_length: 150 }),
    text('organisation', { en: 'Their organisation', bn: 'তাঁর প্রতিষ্ঠান' }, { required: true, max_length: 150 }),
    text('position', { en: 'Their position', bn: 'তাঁর পদবি' }, { required: true, max_length: 150 }),
    text(
      'email',
      { en: 'Their email address', bn: 'তাঁর ইমেইল ঠিকানা' },
      {
        required: true,
        pattern: 'email',
        help: {
          en: 'A work address where possible. We send the reference request to this address.',
          bn: 'সম্ভব হলে কর্মস্থলের ইমেইল ঠিকানা দিন। রেফারেন্সের অনুরোধ আমরা এই ঠিকানায় পাঠাব।',
        },
      },
    ),
    text('phone', { en: 'Their phone number', bn: 'তাঁর ফোন নম্বর' }, { required: true, pattern: 'phone', help: HELP.phone }),
    text(
      'relationship',
      { en: 'How do you know them?', bn: 'তাঁকে আপনি কীভাবে চেনেন?' },
      { required: true, max_length: 150, help: text_.relationshipHelp },
    ),
    date('known_from', { en: 'Known since', bn: 'কবে থেকে চেনেন' }, {
      required: true,
      constraint: text_.knownSince ?? NOT_FUTURE,
      help: text_.knownSinceHelp,
    }),
    date('known_to', { en: 'Known until', bn: 'কবে পর্যন্ত' }, {
      constraint: NOT_FUTURE,
      not_before: 'known_from',
      help: {
        en: 'Leave empty if you are still in touch.',
        bn: 'এখনও যোগাযোগ থাকলে খালি রাখুন।',
      },
    }),
    confirm('not_a_relative', {
      en: 'This referee is not a relative of mine.',
      bn: 'এই সুপারিশকারী আমার আত্মীয় নন।',
    }),
    yesNo(
      'may_contact_now',
      { en: 'May we contact this referee now?', bn: 'আমরা কি এখনই এই সুপারিশকারীর সাথে যোগাযোগ করতে পারি?' },
      {
        required: true,
        help: {
          en: 'If you answer no, we will check with you before we contact them.',
          bn: 'না বললে তাঁর সাথে যোগাযোগ করার আগে আমরা আপনার সাথে কথা বলে নেব।',
        },
      },
    ),
  ];
}

export function refereeForm(text_: RefereeFormText) {
  return defineForm({
    group: 'references',
    slug: text_.slug,
    version: 2,
    reference_type: text_.type,
    title: text_.title,
    description: text_.description,
    sections: [section({ en: 'Your referee', bn: 'আপনার সুপারিশকারী' }, refereeFields(text_)), text_.extra],
    declaration: {
      en: 'I confirm that these details are correct and that this person has agreed to give me a reference. I agree that the agency may contact them, when I have said it may, and that its compliance staff may read what they say.',
      bn: 'আমি নিশ্চিত করছি যে এই তথ্যগুলো সঠিক এবং এই ব্যক্তি আমাকে রেফারেন্স দিতে সম্মত হয়েছেন। আমি সম্মতি দিচ্ছি যে আমার জানানো সময় অনুযায়ী এজেন্সি তাঁর সাথে যোগাযোগ করতে পারে এবং তাঁর দেওয়া তথ্য এজেন্সির কমপ্লায়েন্স কর্মীরা পড়তে পারেন।',
    },
    signature: true,
    expiry: { kind: 'none' },
  });
}

export const CHARACTER_REFEREE_MIN_MONTHS = 24;
export const characterKnownSince = atLeastMonthsAgo(CHARACTER_REFEREE_MIN_MONTHS);
