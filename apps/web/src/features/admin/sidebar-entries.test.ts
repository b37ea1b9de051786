import { PERMISSIONS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { SIDEBAR_ENTRIES, visibleSidebarEntries, type SidebarEntry } from './sidebar-entries';

const labels = (entries: readonly SidebarEntry[]) => entries.map((entry) => i18n.getFixedT('en')(entry.label));

describe('admin sidebar', () => {
  it('has exactly the labels of the spec, in order', () => {
    expect(labels(SIDEBAR_ENTRIES)).toEqual([
      'Home',
      'Dashboard',
      'User',
      'Roles',
      'Permissions',
      'News',
      'Category',
      'Tags',
      'Page',
      'Media Manager',
      'Documents',
      'Clear Cache',
      'View Logs',
      'Logout',
    ]);
  });

  it('shows the ready entries the user may use', () => {
    expect(labels(visibleSidebarEntries(PERMISSIONS))).toEqual(['Home', 'Dashboard', 'User', 'Roles', 'Permissions', 'Media Manager', 'Documents', 'Clear Cache', 'View Logs', 'Logout']);
  });

  it('always shows Home and Logout', () => {
    expect(labels(visibleSidebarEntries([]))).toEqual(['Home', 'Logout']);
  });

  it('shows a ready entry only with its permission', () => {
    const entries: SidebarEntry[] = [
      { kind: 'link', label: 'admin.sidebar.roles', to: '/admin/roles', permission: 'roles.view', ready: true },
    ];
    expect(visibleSidebarEntries(['roles.view'], entries)).toHaveLength(1);
    expect(visibleSidebarEntries(['users.view'], entries)).toHaveLength(0);
  });
});
