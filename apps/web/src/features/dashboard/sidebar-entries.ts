import { can, type Permission } from '@portal/contract';

type SidebarLabel = `admin.sidebar.${
  | 'home'
  | 'dashboard'
  | 'user'
  | 'roles'
  | 'permissions'
  | 'news'
  | 'category'
  | 'tags'
  | 'page'
  | 'media_manager'
  | 'documents'
  | 'candidates'
  | 'clear_cache'
  | 'view_logs'
  | 'logout'}`;

/**
 * `also`: further permissions the screen needs. The category and tag lists are read with news.view (the news
 * editor picks from them), so managing them without it would open a screen that cannot load.
 */
export type SidebarEntry = { label: SidebarLabel } & ({ kind: 'link'; to: string; permission?: Permission; also?: readonly Permission[] } | { kind: 'logout' });

/** The admin sidebar in order (spec section 2). Entries with a permission show only to holders of it. */
export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  { kind: 'link', label: 'admin.sidebar.home', to: '/' },
  { kind: 'link', label: 'admin.sidebar.dashboard', to: '/admin', permission: 'dashboard.view' },
  { kind: 'link', label: 'admin.sidebar.user', to: '/admin/user/list', permission: 'users.view' },
  { kind: 'link', label: 'admin.sidebar.roles', to: '/admin/roles', permission: 'roles.view' },
  { kind: 'link', label: 'admin.sidebar.permissions', to: '/admin/permission', permission: 'permissions.view' },
  { kind: 'link', label: 'admin.sidebar.news', to: '/admin/news', permission: 'news.view' },
  { kind: 'link', label: 'admin.sidebar.category', to: '/admin/news/category', permission: 'news.categories.manage', also: ['news.view'] },
  { kind: 'link', label: 'admin.sidebar.tags', to: '/admin/news/tags', permission: 'news.tags.manage', also: ['news.view'] },
  { kind: 'link', label: 'admin.sidebar.page', to: '/admin/page', permission: 'pages.manage' },
  { kind: 'link', label: 'admin.sidebar.media_manager', to: '/admin/media-manager', permission: 'media.manage' },
  { kind: 'link', label: 'admin.sidebar.documents', to: '/admin/documents', permission: 'documents.review' },
  { kind: 'link', label: 'admin.sidebar.candidates', to: '/admin/candidates', permission: 'documents.review' },
  { kind: 'link', label: 'admin.sidebar.clear_cache', to: '/admin/cache', permission: 'cache.clear' },
  { kind: 'link', label: 'admin.sidebar.view_logs', to: '/admin/logs', permission: 'logs.view' },
  { kind: 'logout', label: 'admin.sidebar.logout' },
];

export function visibleSidebarEntries(
  permissions: readonly string[],
  entries: readonly SidebarEntry[] = SIDEBAR_ENTRIES,
): SidebarEntry[] {
  return entries.filter(
    (entry) =>
      entry.kind === 'logout' ||
      [...(entry.permission ? [entry.permission] : []), ...(entry.also ?? [])].every((permission) => can(permissions, permission)),
  );
}
