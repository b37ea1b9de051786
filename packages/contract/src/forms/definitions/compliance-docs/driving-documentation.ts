import { date, defineForm, FUTURE, multiChoice, number, option, section, text, upload, yesNo } from '../../builders.js';
import { DECLARATIONS, HELP } from '../shared.js';

export const LICENCE_CATEGORIES = [
  option('A', 'A – motorcycles', 'A – মোটরসাইকেল'),
  option('B', 'B – cars', 'B – গাড়ি'),
  option('BE', 'BE – car with a trailer', 'BE – ট্রেলারসহ গাড়ি'),
  option('C1', 'C1 – medium-sized vehicles', 'C1 – মাঝারি আকারের যানবাহন'),
  option('C', 'C – large vehicles', 'C – বড় যানবাহন'),
  option('D1', 'D1 – minibuses', 'D1 – মিনিবাস'),
  option('D', 'D – buses', 'D – বাস'),
];

export const complianceDrivingDocumentation = defineForm({
  group: 'compliance-docs',
  slug: 'driving-documentation',
  compliance_document_type: 'driving-license',
  title: { en: 'Driving licence and insurance', bn: 'ড্রাইভিং লাইসেন্স ও বিমা' },
  description: {
    en: 'If you will drive as part of your work, give your licence details and show that your insurance covers business use.',
    bn: 'কাজের অংশ হিসেবে গাড়ি চালাতে হলে আপনার লাইসেন্সের তথ্য দিন এবং দেখান যে আপনার বিমা ব্যবসায়িক কাজে গাড়ি চালানোর ক্ষেত্রেও প্রযোজ্য।',
  },
  sections: [
    section({ en: 'Your licence', bn: 'আপনার লাইসেন্স' }, [
      text(
        'licence_number',
        { en: 'Driving licence number', bn: 'ড্রাইভিং লাইসেন্স নম্বর' },
        {
          required: true,
          pattern: 'uk_driving_licence',
          help: {
            en: 'The 16 characters in section 5 of your photocard.',
            bn: 'আপনার ফটোকার্ডের ৫ নম্বর ঘরে থাকা ১৬ অক্ষরের নম্বর।',
          },
        },
      ),
      multiChoice('categories', { en: 'Categories you may drive', bn: 'যে শ্রেণির যানবাহন চালানোর অনুমতি আছে' }, LICENCE_CATEGORIES, {
        required: true,
      }),
      date('licence_expiry_date', { en: 'Photocard expiry date', bn: 'ফটোকার্ডের মেয়াদ শেষের তারিখ' }, {
        required: true,
        constraint: FUTURE,
      }),
      number('penalty_points', { en: 'Penalty points on your licence', bn: 'লাইসেন্সে থাকা জরিমানা পয়েন্ট' }, {
        required: true,
        integer: true,
        min: 0,
        max: 99,
      }),
      upload(
        'licence_files',
        { en: 'Front and back of your licence', bn: 'লাইসেন্সের সামনের ও পেছনের দিক' },
        { required: true, help: HELP.evidence },
      ),
    ]),
    section({ en: 'Your insurance', bn: 'আপনার বিমা' }, [
      yesNo(
        'has_business_insurance',
        {
          en: 'Does your car insurance cover driving for business?',
          bn: 'আপনার গাড়ির বিমা কি ব্যবসায়িক কাজে গাড়ি চালানোর ক্ষেত্রেও প্রযোজ্য?',
        },
        {
          required: true,
          yes: [
            text('insurer', { en: 'Insurance company', bn: 'বিমা কোম্পানি' }, { required: true, max_length: 150 }),
            date('insurance_expiry_date', { en: 'Insurance expiry date', bn: 'বিমার মেয়াদ শেষের তারিখ' }, {
              required: true,
              constraint: FUTURE,
            }),
            upload(
              'insurance_files',
              { en: 'Insurance certificate', bn: 'বিমার সনদ' },
              { required: true, help: HELP.evidence },
            ),
          ],
        },
      ),
    ]),
  ],
  declaration: DECLARATIONS.genuineDocuments,
  signature: true,
  expiry: { kind: 'from_field', fields: ['licence_expiry_date', 'insurance_expiry_date'] },
});

