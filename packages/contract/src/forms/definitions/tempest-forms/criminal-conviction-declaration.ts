import { date, defineForm, NOT_FUTURE, repeating, section, text, textarea, yesNo } from '../../builders.js';
import { DECLARATIONS, LABELS } from '../shared.js';

export const tempestCriminalConvictionDeclaration = defineForm({
  group: 'tempest-forms',
  slug: 'criminal-conviction-declaration',
  version: 2,
  title: { en: 'Criminal record declaration', bn: 'অপরাধের রেকর্ড সংক্রান্ত ঘোষণা' },
  description: {
    en: 'Because you will work with children or vulnerable adults, you must tell us about convictions, cautions, reprimands and warnings that are not protected. Protected (filtered) ones do not need to be declared. Your answers are seen only by staff who review compliance.',
    bn: 'আপনি শিশু বা ঝুঁকিপূর্ণ প্রাপ্তবয়স্কদের সাথে কাজ করবেন বলে, যে সব দণ্ড, সতর্কবার্তা, তিরস্কার ও হুঁশিয়ারি সুরক্ষিত নয় সেগুলোর কথা আমাদের জানাতে হবে। সুরক্ষিত (ফিল্টার করা) বিষয়গুলো জানানোর প্রয়োজন নেই। আপনার উত্তর শুধু কমপ্লায়েন্স পর্যালোচনাকারী কর্মীরাই দেখতে পারবেন।',
  },
  sections: [
    section(LABELS.yourAnswers, [
      yesNo(
        'has_convictions',
        {
          en: 'Do you have any convictions, cautions, reprimands or final warnings, in the UK or elsewhere, that are not protected?',
          bn: 'যুক্তরাজ্যে বা অন্য কোথাও আপনার কি এমন কোনো দণ্ড, সতর্কবার্তা, তিরস্কার বা চূড়ান্ত হুঁশিয়ারি আছে যা সুরক্ষিত নয়?',
        },
        {
          required: true,
          help: {
            en: 'Protected cautions and convictions need not be declared (Rehabilitation of Offenders Act 1974 (Exceptions) Order 1975, as filtered by the DBS). Youth cautions, reprimands and warnings are always protected. An adult caution is protected after 6 years. A conviction is protected after 11 years (5 years and 6 months if you were under 18) if it did not lead to a custodial sentence and is not for an offence on the list of specified offences, such as violent or sexual offences, which are never protected. Since 2020 several convictions no longer stop each other being protected.',
            bn: 'সুরক্ষিত সতর্কবার্তা ও দণ্ড জানানোর প্রয়োজন নেই (রিহ্যাবিলিটেশন অফ অফেন্ডার্স অ্যাক্ট ১৯৭৪ (এক্সেপশনস) অর্ডার ১৯৭৫, ডিবিএস-এর ফিল্টারিং অনুযায়ী)। অপ্রাপ্তবয়স্ক অবস্থায় পাওয়া সতর্কবার্তা, তিরস্কার ও হুঁশিয়ারি সবসময় সুরক্ষিত। প্রাপ্তবয়স্ক অবস্থায় পাওয়া সতর্কবার্তা ৬ বছর পরে সুরক্ষিত হয়। কোনো দণ্ড ১১ বছর পরে সুরক্ষিত হয় (১৮ বছরের কম বয়সে হলে ৫ বছর ৬ মাস পরে), যদি তাতে কারাদণ্ড না হয়ে থাকে এবং তা নির্দিষ্ট অপরাধের তালিকাভুক্ত না হয়, যেমন সহিংস বা যৌন অপরাধ, যা কখনও সুরক্ষিত হয় না। ২০২০ সাল থেকে একাধিক দণ্ড থাকলেও সেগুলো একে অপরকে সুরক্ষিত হতে বাধা দেয় না।',
          },
          yes: [
            repeating(
              'offences',
              { en: 'Each conviction, caution, reprimand or warning', bn: 'প্রতিটি দণ্ড, সতর্কবার্তা, তিরস্কার বা হুঁশিয়ারি' },
              { en: 'Offence', bn: 'অপরাধ' },
              [
                date('offence_date', { en: 'Date', bn: 'তারিখ' }, { required: true, constraint: NOT_FUTURE }),
                text('offence', { en: 'Offence', bn: 'অপরাধ' }, { required: true, max_length: 255 }),
                text('outcome', { en: 'Outcome or sentence', bn: 'ফলাফল বা সাজা' }, { required: true, max_length: 255 }),
              ],
              { required: true, min_items: 1, max_items: 20 },
            ),
          ],
        },
      ),
      yesNo(
        'has_pending_charges',
        {
          en: 'Are you facing any charges, prosecutions or police investigations that have not yet been decided?',
          bn: 'আপনার বিরুদ্ধে কি এমন কোনো অভিযোগ, মামলা বা পুলিশি তদন্ত চলছে যার এখনও নিষ্পত্তি হয়নি?',
        },
        { required: true, yes: [textarea('pending_details', LABELS.details, { required: true })] },
      ),
    ]),
  ],
  declaration: DECLARATIONS.truthful,
  signature: true,
  expiry: { kind: 'none' },
  sensitive: { kind: 'criminal_record' },
});
