import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { passwordLength, ZEmail, ZOptionalPhone, ZOtpChannel, ZPassword } from './auth.js';
import { ZListMeta, ZPaginationQuery, requiredText } from './common.js';
import { ZGeoFilter } from './geo.js';

/** active: not banned and email verified; unverified: not banned, email not verified; banned: banned. */
export const ADMIN_USER_STATUSES = ['active', 'banned', 'unverified'] as const;
/** Compliance progress as the user list filters it: nothing yet, some forms, or every form approved and in date. */
export const ADMIN_USER_COMPLIANCE = ['not_started', 'in_progress', 'complete'] as const;
export type TAdminUserCompliance = (typeof ADMIN_USER_COMPLIANCE)[number];
export type TAdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

export const ADMIN_USER_SORTS = ['name', 'email', 'created_at'] as const;
export type TAdminUserSort = (typeof ADMIN_USER_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type TSortDirection = (typeof SORT_DIRECTIONS)[number];

/** The order a column sorts in when no direction is given: newest first, names and emails A to Z. */
export const DEFAULT_SORT_DIRECTION: Record<TAdminUserSort, TSortDirection> = { name: 'asc', email: 'asc', created_at: 'desc' };

export const ADMIN_USER_SEARCH_MAX = 100;
export const ADMIN_USER_MAX_ROLES = 20;
const ROLE_NAME_MAX = 100;

/** Query parameters may arrive empty (`?q=`): an empty value means "not given". */
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const ZAdminUserListQuery = ZPaginationQuery.extend({
  q: z.preprocess(
    blankAsMissing,
    z.string({ error: 'validation.invalid_type' }).trim().max(ADMIN_USER_SEARCH_MAX, { error: 'validation.too_long' }).optional(),
  ),
  role: z.preprocess(
    blankAsMissing,
    z.string({ error: 'validation.invalid_type' }).trim().max(ROLE_NAME_MAX, { error: 'validation.too_long' }).optional(),
  ),
  status: z.preprocess(blankAsMissing, z.enum(ADMIN_USER_STATUSES, { error: 'validation.user_status_invalid' }).optional()),
  compliance: z.preprocess(blankAsMissing, z.enum(ADMIN_USER_COMPLIANCE, { error: 'validation.user_compliance_invalid' }).optional()),
  sort: z.preprocess(blankAsMissing, z.enum(ADMIN_USER_SORTS, { error: 'validation.user_sort_invalid' }).default('created_at')),
  direction: z.preprocess(blankAsMissing, z.enum(SORT_DIRECTIONS, { error: 'validation.sort_direction_invalid' }).optional()),
  // The geo search filter of spec 3: users whose area is the given one or lies below it.
  ...ZGeoFilter.shape,
});
export type TAdminUserListQuery = z.input<typeof ZAdminUserListQuery>;

export const ZAdminUserSummary = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  roles: z.array(z.string()),
  status: z.enum(ADMIN_USER_STATUSES),
  email_verified_at: z.string().nullable(),
  phone_verified_at: z.string().nullable(),
  banned_at: z.string().nullable(),
  created_at: z.string(),
});
export type TAdminUserSummary = z.infer<typeof ZAdminUserSummary>;

export const ZAdminUserList = z.object({ data: z.array(ZAdminUserSummary), meta: ZListMeta });
export type TAdminUserList = z.infer<typeof ZAdminUserList>;

export const ZAdminUserDetail = ZAdminUserSummary.extend({
  ban_reason: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  gender: z.string().nullable(),
  intro_bio: z.string().nullable(),
  updated_at: z.string(),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

export const ZAdminUserResponse = z.object({ user: ZAdminUserDetail });

export const ZAdminRoleOption = z.object({
  name: z.string(),
  readable_name: z.string(),
  /** The role grants at least one permission, so whoever holds it needs a staff-length password. */
  staff: z.boolean(),
});
export type TAdminRoleOption = z.infer<typeof ZAdminRoleOption>;
export const ZAdminRoleOptions = z.object({ data: z.array(ZAdminRoleOption) });

const ZRoleNames = z
  .array(z.string({ error: 'validation.invalid_type' }).trim().min(1, { error: 'validation.roles_required' }).max(ROLE_NAME_MAX), {
    error: 'validation.roles_required',
  })
  .min(1, { error: 'validation.roles_required' })
  .max(ADMIN_USER_MAX_ROLES, { error: 'validation.roles_too_many' })
  .transform((names) => [...new Set(names)]);

/** PUT /admin/users/{id}/roles: the user's complete set of roles afterwards. */
export const ZAdminUserRolesRequest = z.strictObject({ roles: ZRoleNames });
export type TAdminUserRolesRequest = z.input<typeof ZAdminUserRolesRequest>;

const PASSWORD_FIELDS = ['send_reset_code', 'password', 'password_confirmation'];

/** The password and its confirmation, checked only when the admin sets a password (not when a code is sent). */
const ZOptionalPassword = z
  .string({ error: 'validation.password_required' })
  .refine((value) => passwordLength(value) <= PASSWORD_MAX_LENGTH, { error: 'validation.password_too_long' });

export const ZAdminCreateUserRequest = z
  .object({
    name: requiredText('validation.name_required', 100),
    email: ZEmail,
    phone: ZOptionalPhone,
    /** True: no password is set now; the user gets a code to choose one. */
    send_reset_code: z.boolean({ error: 'validation.invalid_type' }).default(false),
    password: ZOptionalPassword.optional(),
    password_confirmation: ZOptionalPassword.optional(),
    roles: ZRoleNames,
    /** Marks the email address (and the phone number, when given) as verified. */
    verified: z.boolean({ error: 'validation.invalid_type' }).default(false),
  })
  .superRefine(
    (data, ctx) => {
      if (data.send_reset_code) return;
      const password = data.password ?? '';
      const confirmation = data.password_confirmation ?? '';
      if (password.length === 0) ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.password_required' });
      else if (passwordLength(password) < PASSWORD_MIN_LENGTH) ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.password_min_8' });
      if (confirmation.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'validation.confirm_password_required' });
      } else if (password !== confirmation) {
        ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'validation.password_not_matched' });
      }
    },
    // Also when another field has a problem, as long as it is not one that stops parsing (a missing name does).
    { when: (payload) => payload.issues.every((issue) => !PASSWORD_FIELDS.includes(String(issue.path?.[0]))) },
  );
export type TAdminCreateUserRequest = z.input<typeof ZAdminCreateUserRequest>;

/** PATCH /admin/users/{id}: any of name, email, phone; an empty phone removes it. */
export const ZAdminUpdateUserRequest = z.strictObject({
  name: requiredText('validation.name_required', 100).optional(),
  email: ZEmail.optional(),
  phone: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), ZOptionalPhone.nullable()),
});
export type TAdminUpdateUserRequest = z.input<typeof ZAdminUpdateUserRequest>;

export const ZAdminBanRequest = z.object({ reason: requiredText('validation.ban_reason_required', 500) });
export type TAdminBanRequest = z.input<typeof ZAdminBanRequest>;

export const ZAdminVerifyRequest = z.object({ channel: ZOtpChannel });
export type TAdminVerifyRequest = z.input<typeof ZAdminVerifyRequest>;

export const ZAdminSetPasswordRequest = z
  .strictObject({
    password: ZPassword,
    password_confirmation: z
      .string({ error: 'validation.confirm_password_required' })
      .min(1, { error: 'validation.confirm_password_required', abort: true })
      .refine((value) => passwordLength(value) <= PASSWORD_MAX_LENGTH, { error: 'validation.password_too_long' }),
  })
  .superRefine((data, ctx) => {
    if (data.password !== data.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'validation.password_not_matched' });
    }
  });
export type TAdminSetPasswordRequest = z.input<typeof ZAdminSetPasswordRequest>;
