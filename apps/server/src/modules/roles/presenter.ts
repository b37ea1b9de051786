import { ROLE_SUPER_ADMIN, SYSTEM_ROLES, type TRole } from '@portal/contract';
import type { RoleWithCounts } from './repository.js';

export function presentRole(row: RoleWithCounts): TRole {
  return {
    id: row.id,
    name: row.name,
    readable_name: row.readable_name,
    users_count: row.users_count,
    permissions_count: row.permissions_count,
    system: SYSTEM_ROLES.includes(row.name),
    all_permissions: row.name === ROLE_SUPER_ADMIN,
    mfa_required: row.mfa_required,
    created_at: row.created_at.toISOString(),
  };
}
