import type { Permission } from '@portal/contract';
import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { MEDIA_MANAGER_PATH, obtainMediaToken, type MediaManagerLoaderData } from '@/features/media/media-session';
import type { NewsTab } from '@/features/news/editor-paths';
import { withChunkReload } from '@/lib/chunk-reload';
import { loadSession } from '@/lib/current-user';
import { guard, runGuards } from '../guards/run-guards';
import { addressRoutes } from './addresses';

/** Signed in with the permission: what most admin screens ask. */
const needs = (permission: Permission) => guard(['i18n', 'auth', { permission }]);

/**
 * Signed in: the usual checks (media.manage). Not signed in: the legacy editor link may have left a single-use cookie
 * to exchange for a library-only token; without one the visitor signs in.
 */
const mediaManagerLoader: LoaderFunction = async ({ request, params }): Promise<MediaManagerLoaderData> => {
  await runGuards(['i18n'], { request, params });
  if (await loadSession()) {
    await runGuards(['auth', { permission: 'media.manage' }], { request, params });
    return { mediaToken: null };
  }
  const mediaToken = await obtainMediaToken();
  if (!mediaToken) throw redirect(`/login?redirect=${encodeURIComponent(MEDIA_MANAGER_PATH)}`);
  return { mediaToken };
};

/** A news item's tab is read with news.view; the tabs of a new item (no id yet) are writing it. */
const newsView = needs('news.view');
const newsManage = needs('news.manage');
const newsItemTab: LoaderFunction = (args) => (args.params.id ? newsView(args) : newsManage(args));
const newsTab = (tab: NewsTab) => ({ tab });

const reviewer = needs('documents.review');
const profileImage = withChunkReload(() => import('@/features/users/routes/profile-image'));
const categoryEdit = withChunkReload(() => import('@/features/news/routes/category-edit'));
const tagEdit = withChunkReload(() => import('@/features/news/routes/tag-edit'));
const pageEdit = withChunkReload(() => import('@/features/pages/routes/page-edit'));

/** The screens under /admin (spec section 2), inside the admin layout. */
export const adminRoutes: RouteObject[] = [
  { index: true, loader: needs('dashboard.view'), lazy: withChunkReload(() => import('../screens/admin-dashboard')) },

  // Users: user/list, user/create, user/{id?}, user/password-info/{id?}, user/profile-image/{id?}, user/social-info/{id?}.
  { path: 'user/list', loader: needs('users.view'), lazy: withChunkReload(() => import('@/features/users/routes/user-list')) },
  { path: 'user/create', loader: needs('users.create'), lazy: withChunkReload(() => import('@/features/users/routes/user-create')) },
  {
    path: 'user/password-info/:id',
    loader: needs('users.update'),
    lazy: withChunkReload(() => import('@/features/users/routes/password-info')),
  },
  // copy_id is the same screen as profile-image/{id}, with the user's id in ?id= (spec section 2).
  { path: 'user/profile-image/copy_id', loader: needs('users.update'), lazy: profileImage },
  { path: 'user/profile-image/:id', loader: needs('users.update'), lazy: profileImage },
  { path: 'user/social-info/:id', loader: needs('users.update'), lazy: withChunkReload(() => import('@/features/users/routes/social-info')) },
  // The CRM connection, also where Salesforce sends the browser back after its sign-in.
  { path: 'user/connection', loader: needs('crm.connect'), lazy: withChunkReload(() => import('@/features/crm/routes/connection')) },
  { path: 'user/geo_area/:id?', loader: needs('users.update'), lazy: withChunkReload(() => import('@/features/geo/routes/user-geo-area')) },
  // user/address/{id?}, user/address/add[/international]/{id?}, user/address/{edit?}[/international]/{id?}.
  ...addressRoutes({ audience: 'admin', prefix: 'user/', userParam: '/:id?', view: needs('users.view'), change: needs('users.update') }),
  { path: 'user/:id', loader: needs('users.view'), lazy: withChunkReload(() => import('../screens/admin-user-detail')) },
  // user/{id?} without an id: there is no one to show, so the list.
  { path: 'user', loader: () => redirect('/admin/user/list') },

  // The geo tree, reached from the dashboard rather than the sidebar.
  { path: 'geo', loader: needs('geo.manage'), lazy: withChunkReload(() => import('@/features/geo/routes/admin-geo')) },

  // Roles and permissions: roles, roles/create, roles/{id}, roles/permission/{id?}; permission, permission/create, permission/{id}.
  { path: 'roles', loader: needs('roles.view'), lazy: withChunkReload(() => import('@/features/roles/routes/role-list')) },
  { path: 'roles/create', loader: needs('roles.manage'), lazy: withChunkReload(() => import('@/features/roles/routes/role-create')) },
  { path: 'roles/permission/:id?', loader: needs('roles.view'), lazy: withChunkReload(() => import('@/features/roles/routes/role-permissions')) },
  { path: 'roles/:id', loader: needs('roles.manage'), lazy: withChunkReload(() => import('@/features/roles/routes/role-edit')) },
  { path: 'permission', loader: needs('permissions.view'), lazy: withChunkReload(() => import('@/features/permissions/routes/permission-list')) },
  {
    path: 'permission/create',
    loader: needs('permissions.manage'),
    lazy: withChunkReload(() => import('@/features/permissions/routes/permission-create')),
  },
  {
    path: 'permission/:id',
    loader: needs('permissions.manage'),
    lazy: withChunkReload(() => import('@/features/permissions/routes/permission-edit')),
  },

  // Sidebar: Clear Cache, View Logs.
  { path: 'cache', loader: needs('cache.clear'), lazy: withChunkReload(() => import('@/features/cache/routes/cache')) },
  { path: 'logs', loader: needs('logs.view'), lazy: withChunkReload(() => import('@/features/logs/routes/logs')) },

  // The officers' review of compliance submissions, and their list of every candidate.
  { path: 'documents', loader: reviewer, lazy: withChunkReload(() => import('@/features/documents/routes/review-queue')) },
  { path: 'documents/candidate/:id', loader: reviewer, lazy: withChunkReload(() => import('../screens/candidate-summary')) },
  { path: 'documents/:id', loader: reviewer, lazy: withChunkReload(() => import('@/features/documents/routes/submission-review')) },
  { path: 'candidates', loader: reviewer, lazy: withChunkReload(() => import('@/features/candidates/routes/candidate-list')) },

  // The media library; its own loader decides who may open it (see the admin layout's loader in router.tsx).
  { path: 'media-manager', loader: mediaManagerLoader, lazy: withChunkReload(() => import('@/features/media/routes/media-manager')) },

  // News, its categories and tags.
  { path: 'news', loader: newsView, lazy: withChunkReload(() => import('@/features/news/routes/news-list')) },
  {
    // One editor for the item's tabs: the layout stays mounted while the address moves between them.
    lazy: withChunkReload(() => import('@/features/news/routes/news-editor')),
    children: [
      { path: 'news/add', loader: newsManage, handle: newsTab('content') },
      { path: 'news/images/:id?', loader: newsItemTab, handle: newsTab('images') },
      { path: 'news/seo/:id?', loader: newsItemTab, handle: newsTab('seo') },
      { path: 'news/:id', loader: newsView, handle: newsTab('content') },
    ],
  },
  { path: 'news/category', loader: needs('news.categories.manage'), lazy: withChunkReload(() => import('@/features/news/routes/category-list')) },
  { path: 'news/category/add', loader: needs('news.categories.manage'), lazy: categoryEdit },
  { path: 'news/category/:id', loader: needs('news.categories.manage'), lazy: categoryEdit },
  { path: 'news/tags', loader: needs('news.tags.manage'), lazy: withChunkReload(() => import('@/features/news/routes/tag-list')) },
  { path: 'news/tags/add', loader: needs('news.tags.manage'), lazy: tagEdit },
  { path: 'news/tags/:id', loader: needs('news.tags.manage'), lazy: tagEdit },

  // Pages: page, page/{id}, plus page/add for a new one.
  { path: 'page', loader: needs('pages.manage'), lazy: withChunkReload(() => import('@/features/pages/routes/page-list')) },
  { path: 'page/add', loader: needs('pages.manage'), lazy: pageEdit },
  { path: 'page/:id', loader: needs('pages.manage'), lazy: pageEdit },
];
