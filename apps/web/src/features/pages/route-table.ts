import type { RouteObject } from 'react-router';
import { guard } from '@/app/guards/run-guards';
import { withChunkReload } from '@/lib/chunk-reload';

const manage = guard(['i18n', 'auth', { permission: 'pages.manage' }]);

/** Under /admin (spec section 2): page and page/{id}, plus page/add for a new one. */
export const pageAdminRoutes: RouteObject[] = [
  { path: 'page', loader: manage, lazy: withChunkReload(() => import('./routes/page-list')) },
  { path: 'page/add', loader: manage, lazy: withChunkReload(() => import('./routes/page-edit')) },
  { path: 'page/:id', loader: manage, lazy: withChunkReload(() => import('./routes/page-edit')) },
];
