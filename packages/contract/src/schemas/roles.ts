import { z } from 'zod';
import { ROLE_CANDIDATE, ROLE_SUPER_ADMIN } from '../roles.js';
import { requiredText, ZListMeta, ZPaginationQuery } from './common.js';

/** Roles the portal's own code refers to by name: they keep their name and cannot be deleted. */
export const SYSTEM_ROLES: readonly string[] = [ROLE_SUPER_ADMIN, ROLE_CANDIDATE];

export const ROLE_NAME_MAX = 64;
export const READABLE_NAME_MAX = 100;
/** A slug: lower-case words of letters and digits joined by single dashes, e.g. content-editor. */
export const ROLE_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const ZRoleName = z
  .string({ error: 'validation.role_name_required' })
  .trim()
  .min(1, { error: 'validation.role_name_required', abort: true })
  .max(ROLE_NAME_MAX, { error: 'validation.too_long', abort: true })
  .regex(ROLE_NAME_PATTERN, { error: 'validation.role_name_invalid' });

export const ZReadableName = requiredText('validation.readable_name_required', READABLE_NAME_MAX);

/** Create and (partially) change; strict, so an unknown field is refused rather than dropped. */
export const ZRoleRequest = z.strictObject({
  name: ZRoleName,
  readable_name: ZReadableName,
  /** Holders must sign in with a second factor (authenticator app or passkey). */
  mfa_required: z.boolean({ error: 'validation.invalid_type' }).optional(),
});
export type TRoleRequest = z.input<typeof ZRoleRequest>;

export const ZRole = z.object({
  id: z.string(),
  name: z.string(),
  readable_name: z.string(),
  /** Live (not deleted) users holding the role. */
  users_count: z.number().int(),
  permissions_count: z.number().int(),
  /** Built into the portal: the name is fixed and the role cannot be deleted. */
  system: z.boolean(),
  /** The super-admin role, which always holds every permission. */
  all_permissions: z.boolean(),
  mfa_required: z.boolean(),
  created_at: z.string(),
});
export type TRole = z.infer<typeof ZRole>;

export const ZRoleListQuery = ZPaginationQuery.extend({
  /** Part of the name or readable name. */
  name: z.string().trim().max(100, { error: 'validation.too_long' }).optional(),
});
export type TRoleListQuery = z.input<typeof ZRoleListQuery>;

export const ZRoleList = z.object({ data: z.array(ZRole), meta: ZListMeta });
export type TRoleList = z.infer<typeof ZRoleList>;

export const ZRoleDeleteQuery = z.object({
  /** The role that the deleted role's users get instead; required while anyone holds the role. */
  move_to: z.string().trim().max(ROLE_NAME_MAX, { error: 'validation.too_long' }).optional(),
});
export type TRoleDeleteQuery = z.input<typeof ZRoleDeleteQuery>;

/** Every permission with whether the role grants it: the checklist of /admin/roles/permission/{id}. */
export const ZRolePermissions = z.object({
  role: ZRole,
  data: z.array(
    z.object({
      name: z.string(),
      readable_name: z.string(),
      group: z.string(),
      granted: z.boolean(),
    }),
  ),
});
export type TRolePermissions = z.infer<typeof ZRolePermissions>;

export const ZRolePermissionsRequest = z.strictObject({
  permissions: z
    .array(z.string().max(100, { error: 'validation.too_long' }), { error: 'validation.permissions_list_required' })
    .max(500, { error: 'validation.permissions_too_many' }),
});
export type TRolePermissionsRequest = z.input<typeof ZRolePermissionsRequest>;
