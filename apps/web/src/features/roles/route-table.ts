import type { RouteObject } from 'react-router';
import { guard } from '@/app/guards/run-guards';
import { withChunkReload } from '@/lib/chunk-reload';

/** Under /admin (spec section 2): roles, roles/create, roles/{id}, roles/permission/{id?}. */
export const roleAdminRoutes: RouteObject[] = [
  { path: 'roles', loader: guard(['i18n', 'auth', { permission: 'roles.view' }]), lazy: withChunkReload(() => import('./routes/role-list')) },
  {
    path: 'roles/create',
    loader: guard(['i18n', 'auth', { permission: 'roles.manage' }]),
    lazy: withChunkReload(() => import('./routes/role-create')),
  },
  {
    path: 'roles/permission/:id?',
    loader: guard(['i18n', 'auth', { permission: 'roles.view' }]),
    lazy: withChunkReload(() => import('./routes/role-permissions')),
  },
  {
    path: 'roles/:id',
    loader: guard(['i18n', 'auth', { permission: 'roles.manage' }]),
    lazy: withChunkReload(() => import('./routes/role-edit')),
  },
];
