import type { notesEn } from './notes.js';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const notesBn: Shape<typeof notesEn> = {
  body_required: 'নোটটি লিখুন',
  body_too_long: 'সর্বোচ্চ ৪০০০ অক্ষর লিখুন',
  form_key_required: 'কোন বিষয়টি পরিবর্তন করতে হবে তা বেছে নিন',
  form_not_in_checklist: 'এই বিষয়টি প্রার্থীর চেকলিস্টে নেই',
  message_required: 'প্রার্থীকে কী পরিবর্তন করতে হবে তা লিখুন',
  message_too_long: 'সর্বোচ্চ ২০০০ অক্ষর লিখুন',
  request_open: 'এই বিষয়ে একটি পরিবর্তনের অনুরোধ আগে থেকেই আছে। আগে সেই অনুরোধটি প্রত্যাহার করুন, অথবা প্রার্থীর উত্তরের জন্য অপেক্ষা করুন।',
  request_resolved: 'প্রার্থী এই অনুরোধের উত্তর আগেই দিয়েছেন, তাই এটি প্রত্যাহার করা যাবে না।',
  mail: {
    subject: 'পরিবর্তনের অনুরোধ: {{form}}',
    body: 'আপনার কমপ্লায়েন্স অফিসার আপনার {{form}}-এ একটি পরিবর্তন চেয়েছেন:\n\n"{{message}}"\n\nঅনুগ্রহ করে পরিবর্তনটি করে {{url}} ঠিকানায় ফর্মটি আবার জমা দিন',
  },
};
