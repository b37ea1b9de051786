import { allOf, anyOf, date, choice, defineForm, equals, isNotOneOf, isOneOf, NOT_FUTURE, section, text, upload } from '../../builders.js';
import { DECLARATIONS, LABELS } from '../shared.js';

/**
 * Who proves the right to work with a document (uk-rules.md §1.3 right-to-work): British and Irish citizens,
 * with a British passport (current or expired), an Irish passport (the 'EU Passport' option, for Irish
 * citizens only since 1 July 2021 [S9][S10]), or a full birth, adoption or naturalisation certificate
 * together with a document showing their NI number. Everyone else, and every visa holder, proves it online
 * by share code [S11][S12]: the documents stay in the list, but choosing them leads to the share code.
 */
const BRITISH_OR_IRISH = ['GB', 'IE'];
export const RIGHT_TO_WORK_SHARE_CODE_ROUTE = anyOf(
  isNotOneOf('nationality', BRITISH_OR_IRISH),
  equals('document_type', 'visa'),
  allOf(equals('document_type', 'eu-passport'), isNotOneOf('nationality', ['IE'])),
);
const DOCUMENT_ROUTE = allOf(
  isOneOf('nationality', BRITISH_OR_IRISH),
  isNotOneOf('document_type', ['visa']),
  anyOf(isNotOneOf('document_type', ['eu-passport']), equals('nationality', 'IE')),
);
const NEEDS_NI_DOCUMENT = allOf(DOCUMENT_ROUTE, isOneOf('document_type', ['birth-certificate', 'adoption-certificate', 'certificate-of-naturalisation']));

export const complianceRightToWork = defineForm({
  group: 'compliance-docs',
  slug: 'right-to-work',
  version: 2,
  compliance_document_type: 'right-to-work',
  title: { en: 'Right to work', bn: 'কাজ করার অধিকার' },
  description: {
    en: 'Show that you are allowed to work in the UK. British and Irish citizens upload their document; everyone else gives us a share code so that we can check online.',
    bn: 'যুক্তরাজ্যে আপনার কাজ করার অনুমতি আছে তা দেখান। ব্রিটিশ ও আইরিশ নাগরিকেরা তাঁদের নথি আপলোড করেন; অন্য সবাই আমাদের একটি শেয়ার কোড দেন, যাতে আমরা অনলাইনে যাচাই করতে পারি।',
  },
  sections: [
    section({ en: 'Your document', bn: 'আপনার নথি' }, [
      choice('nationality', LABELS.nationality, 'countries', { required: true }),
      choice('document_type', LABELS.documentType, 'right-to-work-document', {
        required: true,
        help: {
          en: 'Only British and Irish citizens prove their right to work with a document. An EU passport counts only if you are Irish.',
          bn: 'শুধু ব্রিটিশ ও আইরিশ নাগরিকেরাই নথি দিয়ে কাজের অধিকার প্রমাণ করেন। ইইউ পাসপোর্ট গ্রহণযোগ্য কেবল আপনি আইরিশ হলে।',
        },
      }),
      text(
        'share_code',
        { en: 'Share code', bn: 'শেয়ার কোড' },
        {
          required: true,
          pattern: 'share_code',
          when: RIGHT_TO_WORK_SHARE_CODE_ROUTE,
          help: {
            en: "Since 2021, EU citizens (except Irish) and everyone with a visa or eVisa prove their right to work online, not with a passport or visa. Get a share code from the Home Office 'Prove your right to work to an employer' service on GOV.UK and enter it here: it starts with W, has 9 characters and lasts 90 days. You do not need to upload your passport or visa.",
            bn: "২০২১ সাল থেকে ইইউ নাগরিকেরা (আইরিশ ছাড়া) এবং ভিসা বা ই-ভিসাধারী সবাই পাসপোর্ট বা ভিসা দিয়ে নয়, অনলাইনে কাজের অধিকার প্রমাণ করেন। GOV.UK-এ স্বরাষ্ট্র দপ্তরের 'Prove your right to work to an employer' সেবা থেকে একটি শেয়ার কোড নিয়ে এখানে লিখুন: এটি W দিয়ে শুরু হয়, ৯ অক্ষরের, এবং ৯০ দিন বৈধ থাকে। আপনার পাসপোর্ট বা ভিসা আপলোড করার দরকার নেই।",
          },
        },
      ),
      date('date_of_birth', LABELS.dateOfBirth, {
        required: true,
        constraint: NOT_FUTURE,
        when: RIGHT_TO_WORK_SHARE_CODE_ROUTE,
        help: { en: 'The Home Office check needs it with the share code.', bn: 'শেয়ার কোডের সাথে স্বরাষ্ট্র দপ্তরের যাচাইয়ে এটি লাগে।' },
      }),
      text('document_number', LABELS.documentNumber, { required: true, max_length: 50, when: DOCUMENT_ROUTE }),
      date('issue_date', LABELS.issueDate, { required: true, constraint: NOT_FUTURE, when: DOCUMENT_ROUTE }),
      date('expiry_date', LABELS.expiryDate, {
        when: DOCUMENT_ROUTE,
        help: {
          en: 'A British or Irish passport proves your right to work even after it has expired.',
          bn: 'ব্রিটিশ বা আইরিশ পাসপোর্টের মেয়াদ শেষ হয়ে গেলেও তা দিয়ে কাজের অধিকার প্রমাণ হয়।',
        },
      }),
    ]),
    section(LABELS.evidence, [
      upload(
        'document_files',
        { en: 'Copy of the document', bn: 'নথির অনুলিপি' },
        {
          required: true,
          when: DOCUMENT_ROUTE,
          document_kinds: 'right-to-work-document',
          help: {
            en: 'Every page with your details, including the photo page. JPEG, PNG or PDF, up to 5 files.',
            bn: 'ছবির পৃষ্ঠাসহ আপনার তথ্য থাকা প্রতিটি পৃষ্ঠা। JPEG, PNG অথবা PDF, সর্বোচ্চ ৫টি ফাইল।',
          },
        },
      ),
      upload(
        'ni_document_files',
        { en: 'A document showing your National Insurance number', bn: 'আপনার ন্যাশনাল ইন্স্যুরেন্স নম্বরসহ একটি নথি' },
        {
          required: true,
          when: NEEDS_NI_DOCUMENT,
          help: {
            en: 'A birth, adoption or naturalisation certificate proves the right to work only together with an official document showing your National Insurance number, such as a letter from HMRC or DWP, a P45 or a P60.',
            bn: 'জন্ম, দত্তক বা নাগরিকত্বের সনদ দিয়ে কাজের অধিকার প্রমাণ হয় কেবল আপনার ন্যাশনাল ইন্স্যুরেন্স নম্বরসহ কোনো সরকারি নথির সাথে, যেমন HMRC বা DWP-এর চিঠি, P45 বা P60।',
          },
        },
      ),
    ]),
  ],
  declaration: DECLARATIONS.genuineDocuments,
  signature: true,
  // The follow-up is the officer's: the permission's end or a PVN + 6 months (rules/deadlines.ts), never 30 days before.
  expiry: { kind: 'none' },
});
