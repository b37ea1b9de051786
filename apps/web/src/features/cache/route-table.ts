import type { RouteObject } from 'react-router';
import { guard } from '@/app/guards/run-guards';
import { withChunkReload } from '@/lib/chunk-reload';

/** /admin/cache (sidebar: Clear Cache). */
export const cacheAdminRoutes: RouteObject[] = [
  { path: 'cache', loader: guard(['i18n', 'auth', { permission: 'cache.clear' }]), lazy: withChunkReload(() => import('./routes/cache')) },
];
