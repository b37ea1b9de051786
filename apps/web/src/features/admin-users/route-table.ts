import { redirect, type RouteObject } from 'react-router';
import { guard } from '@/app/guards/run-guards';
import { withChunkReload } from '@/lib/chunk-reload';

/**
 * Under /admin (spec section 2): user/list, user/create, user/{id?}, user/password-info/{id?},
 * user/profile-image/{id?}, user/profile-image/copy_id, user/social-info/{id?}.
 */
export const userAdminRoutes: RouteObject[] = [
  { path: 'user/list', loader: guard(['i18n', 'auth', { permission: 'users.view' }]), lazy: withChunkReload(() => import('./routes/user-list')) },
  {
    path: 'user/create',
    loader: guard(['i18n', 'auth', { permission: 'users.create' }]),
    lazy: withChunkReload(() => import('./routes/user-create')),
  },
  {
    path: 'user/password-info/:id',
    loader: guard(['i18n', 'auth', { permission: 'users.update' }]),
    lazy: withChunkReload(() => import('./routes/password-info')),
  },
  // copy_id is the same screen as profile-image/{id}, with the user's id in ?id= (spec section 2).
  ...['user/profile-image/copy_id', 'user/profile-image/:id'].map((path) => ({
    path,
    loader: guard(['i18n', 'auth', { permission: 'users.update' }]),
    lazy: withChunkReload(() => import('./routes/profile-image')),
  })),
  {
    path: 'user/social-info/:id',
    loader: guard(['i18n', 'auth', { permission: 'users.update' }]),
    lazy: withChunkReload(() => import('./routes/social-info')),
  },
  {
    path: 'user/:id',
    loader: guard(['i18n', 'auth', { permission: 'users.view' }]),
    lazy: withChunkReload(() => import('@/app/screens/admin-user-detail')),
  },
  // user/{id?} without an id: there is no one to show, so the list.
  { path: 'user', loader: () => redirect('/admin/user/list') },
];
