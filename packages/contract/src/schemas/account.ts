import { z } from 'zod';
import { calendarDate, isIsoDate } from '../forms/dates.js';
import { referenceKeys } from '../reference-lists.js';
import { enteredPassword, ZEmail, ZOtpChannel, ZOtpCode, ZPassword, ZPasswordConfirmation, ZPhone, ZUser } from './auth.js';
import { requiredText } from './common.js';

/** Longest intro bio a person may write about themselves. */
export const INTRO_BIO_MAX = 1000;
/** Secondary addresses of one kind (email or phone) a person may keep besides the primary one. */
export const SECONDARY_CONTACTS_MAX = 5;

/** Profile pictures: what may be uploaded and the square sizes the server keeps. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export type AvatarMimeType = (typeof AVATAR_MIME_TYPES)[number];
export const AVATAR_SIZES = [512, 128] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

/** The image type from a file's first bytes (JPEG or PNG), whatever its name or declared type. */
export function sniffImageType(head: Uint8Array): AvatarMimeType | null {
  const starts = (signature: readonly number[]) => signature.every((byte, i) => head[i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}

/** An empty string or null from a form means "clear this field". */
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const ZDateOfBirth = z
  .string({ error: 'validation.date_of_birth_invalid' })
  .trim()
  .refine(isIsoDate, { error: 'validation.date_of_birth_invalid', abort: true })
  // Compared with today in the UK, like every date rule of the portal.
  .refine((value) => value <= calendarDate(new Date()), { error: 'validation.date_of_birth_future' });

export const ZGender = z.enum(referenceKeys('gender'), { error: 'validation.gender_required' });
export type TGender = z.infer<typeof ZGender>;

/**
 * The personal details of /user/profile. Name and gender are required; date of birth and intro bio
 * may be cleared with null or an empty string, and are left as they are when absent.
 */
export const ZUpdateProfileRequest = z.strictObject({
  name: requiredText('validation.name_required', 100),
  gender: ZGender,
  date_of_birth: z.preprocess(emptyToNull, ZDateOfBirth.nullable()).optional(),
  intro_bio: z.preprocess(emptyToNull, z.string({ error: 'validation.invalid_type' }).trim().max(INTRO_BIO_MAX, { error: 'validation.too_long' }).nullable()).optional(),
});
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;
export type TUpdateProfile = z.output<typeof ZUpdateProfileRequest>;

const SOCIAL_URL_MAX = 500;
/** The sites a profile link may point to; subdomains such as www. or uk. are accepted. */
export const SOCIAL_SITES = {
  facebook: ['facebook.com', 'fb.com'],
  twitter: ['twitter.com', 'x.com'],
  linkedin: ['linkedin.com'],
} as const;
export type SocialSite = keyof typeof SOCIAL_SITES;

function isProfileLink(value: string, site: SocialSite): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  // Only web links: javascript:, data: and the like never reach a page as a clickable link.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return SOCIAL_SITES[site].some((domain) => host === domain || host.endsWith(`.${domain}`));
}

function socialLink(site: SocialSite) {
  const message = `validation.${site}_url_invalid` as const;
  return z
    .preprocess(
      emptyToNull,
      z
        .string({ error: message })
        .trim()
        .max(SOCIAL_URL_MAX, { error: 'validation.too_long', abort: true })
        .refine((value) => isProfileLink(value, site), { error: message })
        .nullable(),
    )
    .default(null);
}

/** Links to the person's profiles; each may be left empty. */
export const ZSocialLinks = z.strictObject({
  facebook: socialLink('facebook'),
  twitter: socialLink('twitter'),
  linkedin: socialLink('linkedin'),
});
export type TSocialLinksRequest = z.input<typeof ZSocialLinks>;
export type TSocialLinks = z.output<typeof ZSocialLinks>;

export const ZEmergencyContact = z.strictObject({
  full_name: requiredText('validation.emergency_full_name_required', 100),
  relationship: requiredText('validation.emergency_relationship_required', 100),
  phone: z
    .string({ error: 'validation.emergency_phone_required' })
    .trim()
    .min(1, { error: 'validation.emergency_phone_required', abort: true })
    .pipe(ZPhone),
  address: requiredText('validation.emergency_address_required', 500),
});
export type TEmergencyContactRequest = z.input<typeof ZEmergencyContact>;
export type TEmergencyContact = z.output<typeof ZEmergencyContact>;

export const ZChangePasswordRequest = z
  .object({
    old_password: enteredPassword('validation.old_password_required'),
    password: ZPassword,
    password_confirmation: ZPasswordConfirmation,
  })
  .superRefine((data, ctx) => {
    if (data.password !== data.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'validation.password_not_matched' });
    }
  });
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

/** Kinds of contact address; the same words as the OTP channels. */
export const ZContactKind = ZOtpChannel;
export type TContactKind = z.infer<typeof ZContactKind>;

/** The current password, asked again before the sign-in address changes: a stolen session alone cannot move the account. */
const ZCurrentPassword = enteredPassword('security.current_password_required');

export const ZChangeEmailRequest = z.object({ email: ZEmail, current_password: ZCurrentPassword });
export type TChangeEmailRequest = z.input<typeof ZChangeEmailRequest>;
export const ZChangePhoneRequest = z.object({ phone: ZPhone, current_password: ZCurrentPassword });
export type TChangePhoneRequest = z.input<typeof ZChangePhoneRequest>;
export const ZConfirmCodeRequest = z.object({ code: ZOtpCode });
export type TConfirmCodeRequest = z.input<typeof ZConfirmCodeRequest>;

/** Add a secondary address: an email for kind 'email', a phone number for kind 'phone'. */
export const ZAddEmailRequest = z.object({ kind: z.literal('email', { error: 'validation.channel_invalid' }), value: ZEmail });
export const ZAddPhoneRequest = z.object({ kind: z.literal('phone', { error: 'validation.channel_invalid' }), value: ZPhone });
export const ZAddContactRequest = z.discriminatedUnion('kind', [ZAddEmailRequest, ZAddPhoneRequest], {
  error: 'validation.channel_invalid',
});
export type TAddContactRequest = z.input<typeof ZAddContactRequest>;
export const ZConfirmContactRequest = z.object({ kind: ZContactKind, code: ZOtpCode });
export type TConfirmContactRequest = z.input<typeof ZConfirmContactRequest>;

/** One of the person's addresses. The primary ones come from the account itself and have no id. */
export const ZContact = z.object({
  id: z.string().nullable(),
  kind: ZContactKind,
  value: z.string(),
  primary: z.boolean(),
  verified_at: z.string().nullable(),
  created_at: z.string(),
});
export type TContact = z.infer<typeof ZContact>;
export const ZContactList = z.object({ data: z.array(ZContact) });
export type TContactList = z.infer<typeof ZContactList>;

/** Everything /user/profile and its edit screens show about the signed-in person. */
export const ZAccountProfile = ZUser.extend({
  date_of_birth: z.string().nullable(),
  gender: ZGender.nullable(),
  intro_bio: z.string().nullable(),
  social: z.object({ facebook: z.string().nullable(), twitter: z.string().nullable(), linkedin: z.string().nullable() }),
  emergency_contact: z
    .object({ full_name: z.string(), relationship: z.string(), phone: z.string(), address: z.string() })
    .nullable(),
  /** Changes whenever the picture does (null: no picture), so clients can key their caches on it. */
  avatar_version: z.string().nullable(),
});
export type TAccountProfile = z.infer<typeof ZAccountProfile>;
