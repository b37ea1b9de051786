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
  | 'clear_cache'
  | 'view_logs'
  | 'logout'}`;

export type SidebarEntry = {
  label: SidebarLabel;
  /** False until the entry's screen is built; unready entries are never shown. */
  ready: boolean;
} & ({ kind: 'link'; to: string; permission?: Permission } | { kind: 'logout' });

/** The admin sidebar in order (spec section 2). Entries with a permission show only to holders of it. */
export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  { kind: 'link', label: 'admin.sidebar.home', to: '/', ready: true },
  { kind: 'link', label: 'admin.sidebar.dashboard', to: '/admin', permission: 'dashboard.view', ready: true },
  { kind: 'link', label: 'admin.sidebar.user', to: '/admin/user/list', permission: 'users.view', ready: true },
  { kind: 'link', label: 'admin.sidebar.roles', to: '/admin/roles', permission: 'roles.view', ready: true },
  { kind: 'link', label: 'admin.sidebar.permissions', to: '/admin/permission', permission: 'permissions.view', ready: true },
  { kind: 'link', label: 'admin.sidebar.news', to: '/admin/news', permission: 'news.view', ready: false },
  { kind: 'link', label: 'admin.sidebar.category', to: '/admin/news/category', permission: 'news.categories.manage', ready: false },
  { kind: 'link', label: 'admin.sidebar.tags', to: '/admin/news/tags', permission: 'news.tags.manage', ready: false },
  { kind: 'link', label: 'admin.sidebar.page', to: '/admin/page', permission: 'pages.manage', ready: false },
  { kind: 'link', label: 'admin.sidebar.media_manager', to: '/admin/media-manager', permission: 'media.manage', ready: true },
  { kind: 'link', label: 'admin.sidebar.documents', to: '/admin/documents', permission: 'documents.review', ready: true },
  { kind: 'link', label: 'admin.sidebar.clear_cache', to: '/admin/cache', permission: 'cache.clear', ready: true },
  { kind: 'link', label: 'admin.sidebar.view_logs', to: '/admin/logs', permission: 'logs.view', ready: true },
  { kind: 'logout', label: 'admin.sidebar.logout', ready: true },
];

export function visibleSidebarEntries(
  permissions: readonly string[],
  entries: readonly SidebarEntry[] = SIDEBAR_ENTRIES,
): SidebarEntry[] {
  return entries.filter(
    (entry) => entry.ready && (entry.kind === 'logout' || !entry.permission || can(permissions, entry.permission)),
  );
}
