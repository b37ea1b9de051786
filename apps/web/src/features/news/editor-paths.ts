export const NEWS_TABS = ['content', 'images', 'seo'] as const;
export type NewsTab = (typeof NEWS_TABS)[number];

/** The spec's addresses of one item's tabs: /admin/news/{id}, /admin/news/images/{id}, /admin/news/seo/{id}. */
export function tabPath(tab: NewsTab, id: string | undefined): string {
  if (tab === 'content') return id ? `/admin/news/${id}` : '/admin/news/add';
  return id ? `/admin/news/${tab}/${id}` : `/admin/news/${tab}`;
}

/** True when `pathname` is one of the item's tabs: moving there keeps the editor and its unsaved changes. */
export function isTabOf(pathname: string, id: string | undefined): boolean {
  const path = pathname.replace(/\/+$/, '');
  return NEWS_TABS.some((tab) => tabPath(tab, id) === path);
}
