import type { RouteObject } from 'react-router';
import { guard } from '@/app/guards/run-guards';
import { withChunkReload } from '@/lib/chunk-reload';

const categories = guard(['i18n', 'auth', { permission: 'news.categories.manage' }]);
const tags = guard(['i18n', 'auth', { permission: 'news.tags.manage' }]);

/** Under /admin (spec section 2): news, its categories and tags. */
export const newsAdminRoutes: RouteObject[] = [
  { path: 'news/category', loader: categories, lazy: withChunkReload(() => import('./routes/category-list')) },
  { path: 'news/category/add', loader: categories, lazy: withChunkReload(() => import('./routes/category-edit')) },
  { path: 'news/category/:id', loader: categories, lazy: withChunkReload(() => import('./routes/category-edit')) },
  { path: 'news/tags', loader: tags, lazy: withChunkReload(() => import('./routes/tag-list')) },
  { path: 'news/tags/add', loader: tags, lazy: withChunkReload(() => import('./routes/tag-edit')) },
  { path: 'news/tags/:id', loader: tags, lazy: withChunkReload(() => import('./routes/tag-edit')) },
];
