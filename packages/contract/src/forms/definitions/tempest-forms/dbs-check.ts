import { confirm, defineForm, section, yesNo } from '../../builders.js';
import { addressHistory, dbsCertificateFields, DECLARATIONS } from '../shared.js';

export const tempestDbsCheck = defineForm({
  group: 'tempest-forms',
  slug: 'dbs-check',
  version: 2,
  title: { en: 'DBS check', bn: 'ডিবিএস যাচাই' },
  description: {
    en: 'Tell us about the Enhanced DBS certificate you already hold, or ask us to start a new check. A new check needs every address you have lived at in the last 5 years.',
    bn: 'আপনার কাছে থাকা এনহ্যান্সড ডিবিএস সনদের তথ্য দিন, অথবা নতুন যাচাই শুরু করতে আমাদের অনুরোধ করুন। নতুন যাচাইয়ের জন্য গত ৫ বছরে আপনি যেখানে যেখানে বসবাস করেছেন তার প্রতিটি ঠিকানা প্রয়োজন।',
  },
  sections: [
    section({ en: 'Your DBS check', bn: 'আপনার ডিবিএস যাচাই' }, [
      yesNo(
        'holds_certificate',
        { en: 'Do you already hold an Enhanced DBS certificate?', bn: 'আপনার কাছে কি আগে থেকেই এনহ্যান্সড ডিবিএস সনদ আছে?' },
        {
          required: true,
          yes: dbsCertificateFields(),
          no: [
            confirm('requests_new_check', {
              en: 'Please start a new Enhanced DBS application for me.',
              bn: 'অনুগ্রহ করে আমার জন্য একটি নতুন এনহ্যান্সড ডিবিএস আবেদন শুরু করুন।',
            }),
            addressHistory(),
          ],
        },
      ),
    ]),
  ],
  declaration: DECLARATIONS.truthful,
  signature: true,
  expiry: { kind: 'none' },
});
