import { defineForm, section, textarea, yesNo } from '../../builders.js';
import { DECLARATIONS, LABELS } from '../shared.js';

export const tempestDisqualificationCheck = defineForm({
  group: 'tempest-forms',
  slug: 'disqualification-check',
  title: { en: 'Childcare disqualification check', bn: 'শিশু-পরিচর্যায় অযোগ্যতা যাচাই' },
  description: {
    en: 'Whether you are disqualified from childcare work under the Childcare Act 2006 and the Childcare (Disqualification) Regulations 2018.',
    bn: 'চাইল্ডকেয়ার অ্যাক্ট ২০০৬ এবং চাইল্ডকেয়ার (ডিসকোয়ালিফিকেশন) রেগুলেশনস ২০১৮ অনুযায়ী আপনি শিশু-পরিচর্যার কাজে অযোগ্য কি না।',
  },
  sections: [
    section(LABELS.yourAnswers, [
      yesNo(
        'is_disqualified',
        {
          en: 'Are you disqualified from working in childcare, for example because of an offence, an order or the care of a child being removed from you?',
          bn: 'আপনি কি শিশু-পরিচর্যার কাজে অযোগ্য, যেমন কোনো অপরাধ, আদালতের আদেশ, বা আপনার তত্ত্বাবধান থেকে কোনো শিশুকে সরিয়ে নেওয়ার কারণে?',
        },
        {
          required: true,
          yes: [
            textarea('disqualification_details', LABELS.details, { required: true }),
            yesNo('has_waiver', { en: 'Has Ofsted granted you a waiver?', bn: 'অফস্টেড কি আপনাকে অব্যাহতি (ওয়েভার) দিয়েছে?' }, {
              required: true,
            }),
          ],
        },
      ),
    ]),
  ],
  declaration: DECLARATIONS.truthful,
  signature: true,
  expiry: { kind: 'none' },
});
