import type { LoaderFunction, RouteObject } from 'react-router';
import { guard } from '@/app/guards/run-guards';
import { withChunkReload } from '@/lib/chunk-reload';
import type { NewsTab } from './editor-paths';

const view = guard(['i18n', 'auth', { permission: 'news.view' }]);
const manage = guard(['i18n', 'auth', { permission: 'news.manage' }]);
const categories = guard(['i18n', 'auth', { permission: 'news.categories.manage' }]);
const tags = guard(['i18n', 'auth', { permission: 'news.tags.manage' }]);

/** An item's tab is read with news.view; the tabs of a new item (no id yet) are writing it. */
const itemTab: LoaderFunction = (args) => (args.params.id ? view(args) : manage(args));
const tab = (name: NewsTab) => ({ tab: name });

/** Under /admin (spec section 2): news, its categories and tags. */
export const newsAdminRoutes: RouteObject[] = [
  { path: 'news', loader: view, lazy: withChunkReload(() => import('./routes/news-list')) },
  {
    // One editor for the item's tabs: the layout stays mounted while the address moves between them.
    lazy: withChunkReload(() => import('./routes/news-editor')),
    children: [
      { path: 'news/add', loader: manage, handle: tab('content') },
      { path: 'news/images/:id?', loader: itemTab, handle: tab('images') },
      { path: 'news/seo/:id?', loader: itemTab, handle: tab('seo') },
      { path: 'news/:id', loader: view, handle: tab('content') },
    ],
  },
  { path: 'news/category', loader: categories, lazy: withChunkReload(() => import('./routes/category-list')) },
  { path: 'news/category/add', loader: categories, lazy: withChunkReload(() => import('./routes/category-edit')) },
  { path: 'news/category/:id', loader: categories, lazy: withChunkReload(() => import('./routes/category-edit')) },
  { path: 'news/tags', loader: tags, lazy: withChunkReload(() => import('./routes/tag-list')) },
  { path: 'news/tags/add', loader: tags, lazy: withChunkReload(() => import('./routes/tag-edit')) },
  { path: 'news/tags/:id', loader: tags, lazy: withChunkReload(() => import('./routes/tag-edit')) },
];
