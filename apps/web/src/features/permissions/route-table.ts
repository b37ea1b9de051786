import type { RouteObject } from 'react-router';
import { guard } from '@/app/guards/run-guards';
import { withChunkReload } from '@/lib/chunk-reload';

/** Under /admin (spec section 2): permission, permission/create, permission/{id}. */
export const permissionAdminRoutes: RouteObject[] = [
  {
    path: 'permission',
    loader: guard(['i18n', 'auth', { permission: 'permissions.view' }]),
    lazy: withChunkReload(() => import('./routes/permission-list')),
  },
  {
    path: 'permission/create',
    loader: guard(['i18n', 'auth', { permission: 'permissions.manage' }]),
    lazy: withChunkReload(() => import('./routes/permission-create')),
  },
  {
    path: 'permission/:id',
    loader: guard(['i18n', 'auth', { permission: 'permissions.manage' }]),
    lazy: withChunkReload(() => import('./routes/permission-edit')),
  },
];
