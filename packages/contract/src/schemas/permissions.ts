import { z } from 'zod';
import { isPermission, PERMISSION_CATALOGUE } from '../permissions.js';
import { ZListMeta, ZPaginationQuery } from './common.js';
import { ZReadableName } from './roles.js';

export const PERMISSION_NAME_MAX = 100;
/** Lower-case words of letters and digits joined by dots or dashes, e.g. reports.view. */
export const PERMISSION_NAME_PATTERN = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;
/** The group of permissions that an admin created and the portal does not check itself. */
export const CUSTOM_PERMISSION_GROUP = 'other';

/** The checklist heading a permission belongs under. */
export function permissionGroup(name: string): string {
  return isPermission(name) ? PERMISSION_CATALOGUE[name].group : CUSTOM_PERMISSION_GROUP;
}

export const ZPermissionName = z
  .string({ error: 'validation.permission_name_required' })
  .trim()
  .min(1, { error: 'validation.permission_name_required', abort: true })
  .max(PERMISSION_NAME_MAX, { error: 'validation.too_long', abort: true })
  .regex(PERMISSION_NAME_PATTERN, { error: 'validation.permission_name_invalid' });

/** Create and (partially) change; strict, so an unknown field is refused rather than dropped. */
export const ZPermissionRequest = z.strictObject({ name: ZPermissionName, readable_name: ZReadableName });
export type TPermissionRequest = z.input<typeof ZPermissionRequest>;

export const ZPermission = z.object({
  id: z.string(),
  name: z.string(),
  readable_name: z.string(),
  group: z.string(),
  /** In the portal's catalogue: checked by the portal itself, so it can be neither renamed nor deleted. */
  built_in: z.boolean(),
  roles_count: z.number().int(),
  created_at: z.string(),
});
export type TPermission = z.infer<typeof ZPermission>;

export const ZPermissionListQuery = ZPaginationQuery.extend({
  /** Part of the name or readable name. */
  name: z.string().trim().max(PERMISSION_NAME_MAX, { error: 'validation.too_long' }).optional(),
});
export type TPermissionListQuery = z.input<typeof ZPermissionListQuery>;

export const ZPermissionList = z.object({ data: z.array(ZPermission), meta: ZListMeta });
export type TPermissionList = z.infer<typeof ZPermissionList>;
