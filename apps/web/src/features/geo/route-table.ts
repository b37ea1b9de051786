import type { RouteObject } from 'react-router';
import { guard } from '@/app/guards/run-guards';
import { withChunkReload } from '@/lib/chunk-reload';

/** /user/geo-area, inside the account layout. */
export const geoUserRoutes: RouteObject[] = [
  { path: 'geo-area', loader: guard(['i18n', 'auth']), lazy: withChunkReload(() => import('./routes/my-geo-area')) },
];

/** Under /admin: the geo tree (reached from the dashboard, not the sidebar) and a user's area (spec: user/geo_area/{id?}). */
export const geoAdminRoutes: RouteObject[] = [
  { path: 'geo', loader: guard(['i18n', 'auth', { permission: 'geo.manage' }]), lazy: withChunkReload(() => import('./routes/admin-geo')) },
  {
    path: 'user/geo_area/:id?',
    loader: guard(['i18n', 'auth', { permission: 'users.update' }]),
    lazy: withChunkReload(() => import('./routes/user-geo-area')),
  },
];
