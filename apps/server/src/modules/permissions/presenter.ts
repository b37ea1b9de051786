import { isPermission, permissionGroup, type TPermission } from '@portal/contract';
import type { PermissionWithCounts } from './repository.js';

export function presentPermission(row: PermissionWithCounts): TPermission {
  return {
    id: row.id,
    name: row.name,
    readable_name: row.readable_name,
    group: permissionGroup(row.name),
    built_in: isPermission(row.name),
    roles_count: row.roles_count,
    created_at: row.created_at.toISOString(),
  };
}
