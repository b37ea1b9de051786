/**
 * Messages of the CRM connection (the API's refusals and its validation). Mounted under `crm`, e.g.
 * 'crm.not_configured'. The screen's own words are in the web app (crmConnection).
 */
export const crmEn = {
  not_configured: 'No CRM is set up on this server. Whoever runs the portal sets CRM_PROVIDER and the Salesforce settings.',
  state_invalid: 'This Salesforce sign-in cannot be completed: it was already used, it is more than 10 minutes old, or it was started in another session. Start again with Connect.',
  token_refused: 'Salesforce refused the sign-in ({{error}}). Start again with Connect.',
  unreachable: 'Salesforce could not be reached, or its answer was not understood. Try again in a few minutes.',
  code_required: 'The answer from Salesforce has no code',
  code_invalid: 'The code from Salesforce is not valid',
  state_required: 'The answer from Salesforce has no state',
  state_invalid_format: 'The state from Salesforce is not valid',
} as const;

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
};
