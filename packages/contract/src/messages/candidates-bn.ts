import type { candidatesEn } from './candidates.js';

export const candidatesBn: typeof candidatesEn = {
  attention_invalid:
    'পর্যালোচনার অপেক্ষায়, ফেরত পাঠানো, মেয়াদ শেষ হতে চলেছে, মেয়াদোত্তীর্ণ, পুনরায় যাচাই বাকি, রেফারেন্স বাকি বা সম্পূর্ণ — এর একটি বেছে নিন',
  sort_invalid: 'নাম, ইমেইল, অগ্রগতি, পরবর্তী শেষ তারিখ বা সর্বশেষ কার্যকলাপ অনুযায়ী সাজান',
  id_invalid: 'এটি কোনো প্রার্থীর আইডি নয়',
  ids_required: 'অন্তত একজন প্রার্থী বেছে নিন',
  ids_too_many: 'সর্বোচ্চ {{max, number}} জন প্রার্থী বেছে নিন',
  not_candidates: 'এরা প্রার্থী নন: {{ids}}',
  mail: {
    reminder_subject: 'আপনার কমপ্লায়েন্স প্যাক: এখনও {{count, number}}টি বিষয় বাকি',
    reminder_body:
      'প্রিয় {{name}},\n\nকাজের জন্য প্রস্তুত হতে অনুগ্রহ করে আপনার কমপ্লায়েন্স প্যাকের এই বিষয়গুলো সম্পন্ন করুন:\n\n{{items}}\n\nএখানে করতে পারবেন: {{url}}',
    reminder_item_rejected: '{{item}} (আপনার কাছে ফেরত পাঠানো হয়েছে: অনুগ্রহ করে আবার জমা দিন)',
    reminder_item_expired: '{{item}} (মেয়াদ শেষ: অনুগ্রহ করে হালনাগাদ একটি জমা দিন)',
  },
  csv: {
    name: 'নাম',
    email: 'ইমেইল',
    progress_done: 'সম্পন্ন আবশ্যক বিষয়',
    progress_total: 'আবশ্যক বিষয়',
    next_deadline: 'পরবর্তী শেষ তারিখ',
    last_activity: 'সর্বশেষ কার্যকলাপ',
    attention: 'যেদিকে নজর দিতে হবে',
  },
  attention: {
    awaiting_review: 'পর্যালোচনার অপেক্ষায়',
    rejected: 'ফেরত পাঠানো',
    expiring: '৩০ দিনের মধ্যে মেয়াদ শেষ',
    expired: 'মেয়াদোত্তীর্ণ',
    follow_up_due: 'পুনরায় যাচাই বাকি',
    references_outstanding: 'রেফারেন্স বাকি',
    compliant: 'সম্পূর্ণ',
  },
};
