import { confirm, defineForm, section, textarea, yesNo } from '../../builders.js';
import { DECLARATIONS, LABELS } from '../shared.js';

export const tempestDisqualificationByAssociation = defineForm({
  group: 'tempest-forms',
  slug: 'disqualification-by-association-declaration',
  title: { en: 'Disqualification by association', bn: 'সংশ্লিষ্টতার কারণে অযোগ্যতা' },
  description: {
    en: 'For work in early years or childcare settings: whether someone who lives or works in your household is disqualified from working with children.',
    bn: 'প্রারম্ভিক শৈশব বা শিশু-পরিচর্যা কেন্দ্রে কাজের জন্য: আপনার বাড়িতে বসবাসকারী বা কর্মরত কেউ শিশুদের সাথে কাজ করার অযোগ্য কি না।',
  },
  sections: [
    section(LABELS.yourAnswers, [
      yesNo(
        'household_member_disqualified',
        {
          en: 'Does anyone who lives or works in your household have a conviction, caution or order that would disqualify them from working with children?',
          bn: 'আপনার বাড়িতে বসবাসকারী বা কর্মরত কারও কি এমন কোনো দণ্ড, সতর্কবার্তা বা আদেশ আছে যার কারণে তিনি শিশুদের সাথে কাজ করার অযোগ্য হবেন?',
        },
        { required: true, yes: [textarea('household_details', LABELS.details, { required: true })] },
      ),
      confirm('will_report_changes', {
        en: 'I will tell the agency straight away if this changes.',
        bn: 'এ বিষয়ে কোনো পরিবর্তন হলে আমি সঙ্গে সঙ্গে এজেন্সিকে জানাব।',
      }),
    ]),
  ],
  declaration: DECLARATIONS.truthful,
  signature: true,
  expiry: { kind: 'none' },
  // Offences and orders, of the candidate or of people they live with: criminal-offence data [S76].
  sensitive: { kind: 'criminal_record' },
});
