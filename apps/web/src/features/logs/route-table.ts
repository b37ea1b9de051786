import type { RouteObject } from 'react-router';
import { guard } from '@/app/guards/run-guards';
import { withChunkReload } from '@/lib/chunk-reload';

/** /admin/logs (sidebar: View Logs). */
export const logAdminRoutes: RouteObject[] = [
  { path: 'logs', loader: guard(['i18n', 'auth', { permission: 'logs.view' }]), lazy: withChunkReload(() => import('./routes/logs')) },
];
