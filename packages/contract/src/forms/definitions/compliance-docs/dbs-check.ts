import { defineForm, section } from '../../builders.js';
import { dbsCertificateFields, DECLARATIONS } from '../shared.js';

/** Whether or not the certificate is on the Update Service, the agency re-checks every 12 months: agency POLICY, no law requires it [S88]. */
export const DBS_RECHECK_MONTHS = 12;

export const complianceDbsCheck = defineForm({
  group: 'compliance-docs',
  slug: 'dbs-check',
  version: 2,
  compliance_document_type: 'dbs-check',
  title: { en: 'DBS certificate', bn: 'ডিবিএস সনদ' },
  description: {
    en: 'Tell us about your Enhanced DBS certificate and upload a copy. If it is on the DBS Update Service, we will check its status online with your consent. We delete the copy 6 months after we check it and keep only the record of the check. Our policy is to check again every 12 months.',
    bn: 'আপনার এনহ্যান্সড ডিবিএস সনদের তথ্য দিন এবং এর একটি অনুলিপি আপলোড করুন। সনদটি ডিবিএস আপডেট সার্ভিসে থাকলে আপনার সম্মতি নিয়ে আমরা অনলাইনে এর অবস্থা যাচাই করব। যাচাইয়ের ৬ মাস পরে আমরা অনুলিপিটি মুছে ফেলি এবং শুধু যাচাইয়ের রেকর্ড রাখি। প্রতি ১২ মাসে আবার যাচাই করা আমাদের নীতি।',
  },
  sections: [section({ en: 'Your certificate', bn: 'আপনার সনদ' }, dbsCertificateFields())],
  declaration: DECLARATIONS.genuineDocuments,
  signature: true,
  expiry: { kind: 'months_after_submission', months: DBS_RECHECK_MONTHS },
});
