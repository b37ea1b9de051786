import type { crmEn } from './crm.js';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const crmBn: Shape<typeof crmEn> = {
  not_configured: 'এই সার্ভারে কোনো সিআরএম সেট আপ করা নেই। পোর্টাল যিনি চালান তিনি CRM_PROVIDER এবং Salesforce-এর সেটিংস দেন।',
  state_invalid: 'এই Salesforce সাইন-ইনটি সম্পূর্ণ করা যাচ্ছে না: এটি আগেই ব্যবহার করা হয়েছে, ১০ মিনিটের বেশি পুরোনো, অথবা অন্য একটি সেশনে শুরু করা হয়েছিল। "সংযুক্ত করুন" দিয়ে আবার শুরু করুন।',
  token_refused: 'Salesforce সাইন-ইনটি প্রত্যাখ্যান করেছে ({{error}})। "সংযুক্ত করুন" দিয়ে আবার শুরু করুন।',
  unreachable: 'Salesforce-এর সঙ্গে যোগাযোগ করা যায়নি, অথবা এর উত্তর বোঝা যায়নি। কয়েক মিনিট পরে আবার চেষ্টা করুন।',
  code_required: 'Salesforce-এর উত্তরে কোনো কোড নেই',
  code_invalid: 'Salesforce-এর কোডটি সঠিক নয়',
  state_required: 'Salesforce-এর উত্তরে কোনো স্টেট নেই',
  state_invalid_format: 'Salesforce-এর স্টেটটি সঠিক নয়',
  not_connected: 'পোর্টালটি Salesforce-এর সঙ্গে সংযুক্ত নয়। একজন প্রশাসক সিআরএম সংযোগের পাতায় এটি সংযুক্ত করেন।',
  reconnect_needed: 'Salesforce পোর্টালের অনুমোদন আর গ্রহণ করছে না। একজন প্রশাসক সিআরএম সংযোগের পাতায় আবার "সংযুক্ত করুন" চাপবেন।',
  crm_id_required: 'কোন Salesforce কনট্যাক্ট যুক্ত করবেন তা বেছে নিন',
  crm_id_invalid: 'Salesforce-এর আইডি ১৫ বা ১৮টি অক্ষর ও সংখ্যা দিয়ে গঠিত',
  contact_not_found: 'এই আইডির কোনো কনট্যাক্ট Salesforce-এ নেই, অথবা সংযুক্ত ব্যবহারকারী সেটি দেখতে পারেন না',
  contact_exists: 'এই ব্যবহারকারীর একটি কনট্যাক্ট Salesforce-এ আগে থেকেই আছে; নতুন না বানিয়ে খুঁজে সেটি যুক্ত করুন',
  search_too_long: 'অনুসন্ধান সর্বোচ্চ ১০০ অক্ষরের হতে পারে',
  contact_linked_elsewhere: 'এই কনট্যাক্টটি আগে থেকেই পোর্টালের অন্য একজন ব্যবহারকারীর সঙ্গে যুক্ত',
  api_name_invalid: 'API নাম একটি অক্ষর দিয়ে শুরু হয় এবং এতে শুধু অক্ষর, সংখ্যা ও আন্ডারস্কোর থাকে (সর্বোচ্চ ৮০টি)',
  custom_name_required: 'এটি একটি কাস্টম অবজেক্ট বা ফিল্ড হতে হবে: এর API নাম __c দিয়ে শেষ হয়',
  developer_name_invalid: 'রেকর্ড টাইপের DeveloperName একটি অক্ষর দিয়ে শুরু হয় এবং এতে শুধু অক্ষর, সংখ্যা ও আন্ডারস্কোর থাকে',
  rejected: 'Salesforce অনুরোধটি প্রত্যাখ্যান করেছে: {{error}}',
  digest_reconnect:
    'সিআরএম সংযোগটি আবার করতে হবে: Salesforce পোর্টালের অনুমোদন আর গ্রহণ করছে না, তাই সিআরএমে কিছুই লেখা হচ্ছে না। একজন প্রশাসক {{url}} খুলে "সংযুক্ত করুন" চাপবেন।',
};
