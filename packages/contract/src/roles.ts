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
