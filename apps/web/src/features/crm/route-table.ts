import type { RouteObject } from 'react-router';
import { guard } from '@/app/guards/run-guards';
import { withChunkReload } from '@/lib/chunk-reload';

/** /admin/user/connection: the CRM connection, also where Salesforce sends the browser back after its sign-in. */
export const crmAdminRoutes: RouteObject[] = [
  {
    path: 'user/connection',
    loader: guard(['i18n', 'auth', { permission: 'crm.connect' }]),
    lazy: withChunkReload(() => import('./routes/connection')),
  },
];
