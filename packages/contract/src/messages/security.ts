/**
 * Messages of sign-in security: second factors, re-authentication, sessions and the notices they mail.
 * Kept apart from en.ts/bn.ts and mounted under `security`, e.g. 'security.reauth_required'.
 */
export const securityEn = {
  reauth_required: 'Confirm it is you: enter your password or a second-factor code again.',
  mfa_enrolment_required: 'Your role requires a second sign-in step. Set one up to continue.',
  challenge_invalid: 'This sign-in has expired. Please sign in again.',
  method_invalid: 'Choose how to confirm: password, authenticator code, passkey or recovery code',
  code_incorrect: 'This code is not correct, or it has already been used',
  recovery_code_required: 'Enter a recovery code',
  recovery_code_invalid: 'A recovery code looks like ABCDE-12345',
  passkey_failed: 'The passkey could not be checked. Please try again.',
  passkey_name_required: 'Give the passkey a name',
  passkey_limit: 'You can keep at most {{max}} passkeys',
  totp_not_started: 'Start setting up the authenticator app first',
  totp_already_enabled: 'An authenticator app is already set up. Remove it before setting up another.',
  totp_not_enabled: 'There is no authenticator app on this account',
  last_factor: 'Your role requires a second sign-in step, so the last one cannot be removed. Add another first.',
  no_factor: 'This account has no second sign-in step to reset',
  reset_own_factors: 'You cannot reset your own second sign-in step. Ask another administrator.',
  password_incorrect: 'The password is not correct',
  current_password_required: 'Enter your current password',
  mail: {
    throttled_subject: 'Sign-in to your Compliance Portal account was paused',
    throttled_body:
      'There were many attempts to sign in to your Compliance Portal account in a short time, so signing in with the password is paused for {{minutes}} minutes.\n\nIf this was you, wait and try again. If it was not you, someone may be guessing your password: choose a new one now at {{url}} (with "Forgot password"). A new password lets you sign in straight away.',
    phone_changed_subject: 'Your Compliance Portal phone number was changed',
    phone_changed_body:
      'The phone number of your Compliance Portal account was changed to one ending in {{ending}}. If this was not you, reset your password straight away at {{url}} and contact us.',
    phone_changed_sms: 'Compliance Portal: this number was removed from your account. If this was not you, reset your password and contact us.',
    factor_added_subject: 'A sign-in step was added to your Compliance Portal account',
    factor_added_body: '{{factor}} was added to your Compliance Portal account as a second sign-in step. If this was not you, reset your password straight away at {{url}} and contact us.',
    factor_removed_subject: 'A sign-in step was removed from your Compliance Portal account',
    factor_removed_body: '{{factor}} was removed from your Compliance Portal account. If this was not you, reset your password straight away at {{url}} and contact us.',
    factors_reset_subject: 'Your Compliance Portal sign-in steps were reset',
    factors_reset_body:
      'An administrator reset the second sign-in steps of your Compliance Portal account, and every device was signed out. The next time you sign in you will be asked to set one up again. If you did not ask for this, contact us.',
    recovery_codes_subject: 'New recovery codes for your Compliance Portal account',
    recovery_codes_body: 'New recovery codes were made for your Compliance Portal account; the old ones no longer work. If this was not you, reset your password straight away at {{url}} and contact us.',
    factor_totp: 'An authenticator app',
    factor_passkey: 'A passkey ({{name}})',
  },
} as const;

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const securityBn: Shape<typeof securityEn> = {
  reauth_required: 'এটি আপনি কি না নিশ্চিত করুন: আবার আপনার পাসওয়ার্ড বা দ্বিতীয় ধাপের কোড দিন।',
  mfa_enrolment_required: 'আপনার ভূমিকার জন্য সাইন-ইনের একটি দ্বিতীয় ধাপ প্রয়োজন। চালিয়ে যেতে একটি চালু করুন।',
  challenge_invalid: 'এই সাইন-ইনের মেয়াদ শেষ হয়ে গেছে। অনুগ্রহ করে আবার সাইন ইন করুন।',
  method_invalid: 'কীভাবে নিশ্চিত করবেন তা বেছে নিন: পাসওয়ার্ড, অথেনটিকেটর কোড, পাসকি বা রিকভারি কোড',
  code_incorrect: 'এই কোডটি সঠিক নয়, অথবা এটি আগেই ব্যবহার করা হয়েছে',
  recovery_code_required: 'একটি রিকভারি কোড লিখুন',
  recovery_code_invalid: 'রিকভারি কোড দেখতে ABCDE-12345 এর মতো',
  passkey_failed: 'পাসকিটি যাচাই করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  passkey_name_required: 'পাসকিটির একটি নাম দিন',
  passkey_limit: 'আপনি সর্বোচ্চ {{max}}টি পাসকি রাখতে পারেন',
  totp_not_started: 'প্রথমে অথেনটিকেটর অ্যাপ সেট আপ করা শুরু করুন',
  totp_already_enabled: 'একটি অথেনটিকেটর অ্যাপ আগেই সেট আপ করা আছে। আরেকটি সেট আপ করার আগে সেটি সরিয়ে ফেলুন।',
  totp_not_enabled: 'এই অ্যাকাউন্টে কোনো অথেনটিকেটর অ্যাপ নেই',
  last_factor: 'আপনার ভূমিকার জন্য সাইন-ইনের দ্বিতীয় ধাপ প্রয়োজন, তাই শেষটি সরানো যাবে না। আগে আরেকটি যোগ করুন।',
  no_factor: 'এই অ্যাকাউন্টে রিসেট করার মতো কোনো দ্বিতীয় সাইন-ইন ধাপ নেই',
  reset_own_factors: 'আপনি নিজের দ্বিতীয় সাইন-ইন ধাপ রিসেট করতে পারবেন না। অন্য একজন অ্যাডমিনিস্ট্রেটরকে বলুন।',
  password_incorrect: 'পাসওয়ার্ডটি সঠিক নয়',
  current_password_required: 'আপনার বর্তমান পাসওয়ার্ড লিখুন',
  mail: {
    throttled_subject: 'আপনার Compliance Portal অ্যাকাউন্টে সাইন ইন সাময়িকভাবে বন্ধ রাখা হয়েছে',
    throttled_body:
      'অল্প সময়ের মধ্যে আপনার Compliance Portal অ্যাকাউন্টে অনেকবার সাইন ইন করার চেষ্টা হয়েছে, তাই {{minutes}} মিনিটের জন্য পাসওয়ার্ড দিয়ে সাইন ইন বন্ধ রাখা হয়েছে।\n\nএটি যদি আপনি হয়ে থাকেন, কিছুক্ষণ অপেক্ষা করে আবার চেষ্টা করুন। যদি আপনি না হন, কেউ হয়তো আপনার পাসওয়ার্ড অনুমান করার চেষ্টা করছে: এখনই {{url}} ঠিকানায় গিয়ে ("পাসওয়ার্ড ভুলে গেছেন") একটি নতুন পাসওয়ার্ড বেছে নিন। নতুন পাসওয়ার্ড দিয়ে আপনি সঙ্গে সঙ্গে সাইন ইন করতে পারবেন।',
    phone_changed_subject: 'আপনার Compliance Portal ফোন নম্বর পরিবর্তন করা হয়েছে',
    phone_changed_body:
      'আপনার Compliance Portal অ্যাকাউন্টের ফোন নম্বর পরিবর্তন করে {{ending}} দিয়ে শেষ হওয়া একটি নম্বর দেওয়া হয়েছে। এটি যদি আপনি না করে থাকেন, এখনই {{url}} ঠিকানায় আপনার পাসওয়ার্ড রিসেট করুন এবং আমাদের সঙ্গে যোগাযোগ করুন।',
    phone_changed_sms: 'Compliance Portal: এই নম্বরটি আপনার অ্যাকাউন্ট থেকে সরানো হয়েছে। এটি আপনি না করে থাকলে পাসওয়ার্ড রিসেট করুন এবং আমাদের সঙ্গে যোগাযোগ করুন।',
    factor_added_subject: 'আপনার Compliance Portal অ্যাকাউন্টে একটি সাইন-ইন ধাপ যোগ করা হয়েছে',
    factor_added_body: 'আপনার Compliance Portal অ্যাকাউন্টে দ্বিতীয় সাইন-ইন ধাপ হিসেবে {{factor}} যোগ করা হয়েছে। এটি যদি আপনি না করে থাকেন, এখনই {{url}} ঠিকানায় আপনার পাসওয়ার্ড রিসেট করুন এবং আমাদের সঙ্গে যোগাযোগ করুন।',
    factor_removed_subject: 'আপনার Compliance Portal অ্যাকাউন্ট থেকে একটি সাইন-ইন ধাপ সরানো হয়েছে',
    factor_removed_body: 'আপনার Compliance Portal অ্যাকাউন্ট থেকে {{factor}} সরানো হয়েছে। এটি যদি আপনি না করে থাকেন, এখনই {{url}} ঠিকানায় আপনার পাসওয়ার্ড রিসেট করুন এবং আমাদের সঙ্গে যোগাযোগ করুন।',
    factors_reset_subject: 'আপনার Compliance Portal সাইন-ইন ধাপগুলো রিসেট করা হয়েছে',
    factors_reset_body:
      'একজন অ্যাডমিনিস্ট্রেটর আপনার Compliance Portal অ্যাকাউন্টের দ্বিতীয় সাইন-ইন ধাপগুলো রিসেট করেছেন, এবং সব ডিভাইস থেকে সাইন আউট করা হয়েছে। পরের বার সাইন ইন করার সময় আপনাকে আবার একটি সেট আপ করতে বলা হবে। আপনি এটি না চেয়ে থাকলে আমাদের সঙ্গে যোগাযোগ করুন।',
    recovery_codes_subject: 'আপনার Compliance Portal অ্যাকাউন্টের জন্য নতুন রিকভারি কোড',
    recovery_codes_body: 'আপনার Compliance Portal অ্যাকাউন্টের জন্য নতুন রিকভারি কোড তৈরি করা হয়েছে; পুরোনোগুলো আর কাজ করবে না। এটি যদি আপনি না করে থাকেন, এখনই {{url}} ঠিকানায় আপনার পাসওয়ার্ড রিসেট করুন এবং আমাদের সঙ্গে যোগাযোগ করুন।',
    factor_totp: 'একটি অথেনটিকেটর অ্যাপ',
    factor_passkey: 'একটি পাসকি ({{name}})',
  },
};
