/**
 * Every permission the product checks. The server guards routes with these names,
 * the client's can() looks them up, and the seed writes them to the permissions table.
 */
export const PERMISSION_CATALOGUE = {
  'dashboard.view': { group: 'dashboard', readable: 'View the dashboard' },
  'users.view': { group: 'users', readable: 'View users' },
  'users.create': { group: 'users', readable: 'Create users' },
  'users.update': { group: 'users', readable: 'Edit users' },
  'users.delete': { group: 'users', readable: 'Delete users' },
  'users.ban': { group: 'users', readable: 'Ban and unban users' },
  'roles.view': { group: 'roles', readable: 'View roles' },
  'roles.manage': { group: 'roles', readable: 'Create, edit and delete roles' },
  'permissions.view': { group: 'permissions', readable: 'View permissions' },
  'permissions.manage': { group: 'permissions', readable: 'Create, edit and delete permissions' },
  'news.view': { group: 'news', readable: 'View news in the admin area' },
  'news.manage': { group: 'news', readable: 'Write and publish news' },
  'news.categories.manage': { group: 'news', readable: 'Manage news categories' },
  'news.tags.manage': { group: 'news', readable: 'Manage news tags' },
  'pages.manage': { group: 'pages', readable: 'Manage pages' },
  'media.manage': { group: 'media', readable: 'Use the media manager' },
  'documents.review': { group: 'documents', readable: 'Review compliance documents' },
  'documents.health': { group: 'documents', readable: 'See health answers in full' },
  'geo.manage': { group: 'geo', readable: 'Manage geo areas' },
  'cache.clear': { group: 'cache', readable: 'View and clear the cache' },
  'logs.view': { group: 'logs', readable: 'View application and audit logs' },
  'crm.connect': { group: 'crm', readable: 'Connect users to the CRM' },
} as const satisfies Record<string, { group: string; readable: string }>;

export type Permission = keyof typeof PERMISSION_CATALOGUE;
export const PERMISSIONS = Object.keys(PERMISSION_CATALOGUE) as Permission[];

export function isPermission(name: string): name is Permission {
  return Object.hasOwn(PERMISSION_CATALOGUE, name);
}

/** The client's permission check: true when the user's list contains the permission. */
export function can(userPermissions: readonly string[] | undefined, permission: Permission): boolean {
  return userPermissions?.includes(permission) ?? false;
}

/**
 * The catalogue key of a permission's description: a built-in permission whose description is still the
 * catalogue's is shown in the reader's language; one an admin wrote shows their words (undefined here).
 */
export function permissionNameKey(permission: { name: string; readable_name: string }): string | undefined {
  return isPermission(permission.name) && PERMISSION_CATALOGUE[permission.name].readable === permission.readable_name
    ? `audit.permission_names.${permission.name.replaceAll('.', '_')}`
    : undefined;
}

/** A permission's description for people, translated by `t` when it is the catalogue's own. */
export function permissionDisplayName(permission: { name: string; readable_name: string }, t: (key: string) => string): string {
  const key = permissionNameKey(permission);
  return key ? t(key) : permission.readable_name;
}
