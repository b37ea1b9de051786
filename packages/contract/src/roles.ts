import { PERMISSIONS, type Permission } from './permissions.js';

export const ROLE_SUPER_ADMIN = 'super-admin';
export const ROLE_CANDIDATE = 'candidate';

/** Roles created by the seed; their permission sets are only a starting point and can be edited in the admin area. */
export const SEEDED_ROLES: ReadonlyArray<{ name: string; readable_name: string; mfa_required: boolean; permissions: readonly Permission[] }> = [
  { name: ROLE_SUPER_ADMIN, readable_name: 'Super admin', mfa_required: true, permissions: PERMISSIONS },
  {
    name: 'admin',
    readable_name: 'Admin',
    mfa_required: true,
    permissions: PERMISSIONS.filter((p) => !p.startsWith('permissions.') && p !== 'documents.health'),
  },
  {
    name: 'compliance-officer',
    readable_name: 'Compliance officer',
    mfa_required: true,
    permissions: ['dashboard.view', 'users.view', 'documents.review'],
  },
  { name: ROLE_CANDIDATE, readable_name: 'Candidate', mfa_required: false, permissions: [] },
];

/**
 * The catalogue key of a role's display name: a seeded role that still has its seeded name is shown in the reader's
 * language; a role an admin created or renamed shows the name they gave it (undefined here).
 */
export function roleNameKey(role: { name: string; readable_name: string }): string | undefined {
  const seeded = SEEDED_ROLES.find((r) => r.name === role.name);
  return seeded && seeded.readable_name === role.readable_name ? `audit.role_names.${role.name}` : undefined;
}

/** A role's name for people, translated by `t` when it is a seeded role's own name. */
export function roleDisplayName(role: { name: string; readable_name: string }, t: (key: string) => string): string {
  const key = roleNameKey(role);
  return key ? t(key) : role.readable_name;
}
