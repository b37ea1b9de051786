import { PERMISSIONS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { SIDEBAR_ENTRIES, visibleSidebarEntries, type SidebarEntry } from './sidebar-entries';

const labels = (entries: readonly SidebarEntry[]) => entries.map((entry) => i18n.getFixedT('en')(entry.label));
const links = (permissions: readonly string[]) =>
  visibleSidebarEntries(permissions).map((entry) => (entry.kind === 'link' ? `${labels([entry])[0]} ${entry.to}` : labels([entry])[0]));

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
      'Candidates',
      'Clear Cache',
      'View Logs',
      'Logout',
    ]);
  });

  it('shows every entry to someone holding every permission', () => {
    expect(labels(visibleSidebarEntries(PERMISSIONS))).toEqual(labels(SIDEBAR_ENTRIES));
  });

  it('shows Candidates beside Documents to reviewers only', () => {
    expect(links(['documents.review'])).toEqual(['Home /', 'Documents /admin/documents', 'Candidates /admin/candidates', 'Logout']);
    expect(links(['dashboard.view'])).toEqual(['Home /', 'Dashboard /admin', 'Logout']);
  });

  it('always shows Home and Logout', () => {
    expect(labels(visibleSidebarEntries([]))).toEqual(['Home', 'Logout']);
  });

  it('shows each content entry only with its own permission, linking to its screen', () => {
    expect(links(['news.view'])).toEqual(['Home /', 'News /admin/news', 'Logout']);
    expect(links(['news.view', 'news.categories.manage'])).toEqual(['Home /', 'News /admin/news', 'Category /admin/news/category', 'Logout']);
    expect(links(['news.view', 'news.tags.manage'])).toEqual(['Home /', 'News /admin/news', 'Tags /admin/news/tags', 'Logout']);
    // Categories and tags are listed through news.view: managing them without it has no screen to open.
    expect(links(['news.categories.manage', 'news.tags.manage'])).toEqual(['Home /', 'Logout']);
    expect(links(['pages.manage'])).toEqual(['Home /', 'Page /admin/page', 'Logout']);
    expect(links(['media.manage'])).toEqual(['Home /', 'Media Manager /admin/media-manager', 'Logout']);
    // news.manage alone (writing without the list) gives no entry: the list needs news.view.
    expect(links(['news.manage'])).toEqual(['Home /', 'Logout']);
  });

  it('shows an editor the content entries in the spec order among the others', () => {
    expect(labels(visibleSidebarEntries(['dashboard.view', 'news.view', 'news.manage', 'news.tags.manage', 'pages.manage', 'logs.view']))).toEqual([
      'Home',
      'Dashboard',
      'News',
      'Tags',
      'Page',
      'View Logs',
      'Logout',
    ]);
  });
});
