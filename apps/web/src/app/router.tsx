import { OTP_CHANNELS } from '@portal/contract';
import { createBrowserRouter, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { AppLoading } from '@/components/app-loading';
import { addressAdminRoutes, addressUserRoutes } from '@/features/addresses/route-table';
import { userAdminRoutes } from '@/features/admin-users/route-table';
import { assurancePublicRoutes } from '@/features/assurance/route-table';
import { cacheAdminRoutes } from '@/features/cache/route-table';
import { complianceRoutes } from '@/features/compliance/route-table';
import { crmAdminRoutes } from '@/features/crm/route-table';
import { candidateAdminRoutes } from '@/features/candidates/route-table';
import { documentAdminRoutes } from '@/features/documents/route-table';
import { geoAdminRoutes, geoUserRoutes } from '@/features/geo/route-table';
import { logAdminRoutes } from '@/features/logs/route-table';
import { isMediaManagerPath, mediaAdminRoutes } from '@/features/media/route-table';
import { enrolmentPath, isSecurityPath } from '@/lib/security-paths';
import { mfaUserRoutes } from '@/features/mfa/route-table';
import { newsAdminRoutes } from '@/features/news/route-table';
import { pageAdminRoutes } from '@/features/pages/route-table';
import { permissionAdminRoutes } from '@/features/permissions/route-table';
import { publicContentRoutes } from '@/features/public-content/route-table';
import { refereePublicRoutes } from '@/features/referees/route-table';
import { roleAdminRoutes } from '@/features/roles/route-table';
import i18n from '@/i18n';
import { setEnrolmentHandler } from '@/lib/auth-interrupts';
import { withChunkReload } from '@/lib/chunk-reload';
import { refreshSession } from '@/lib/current-user';
import { HttpError } from '@/lib/http-error';
import { RootErrorPage, RouteErrorPage } from './errors/route-error-page';
import { guard } from './guards/run-guards';

const notFound = () => new HttpError(404, i18n.t('errors.not_found'));

const unknownRouteLoader: LoaderFunction = async (args) => {
  await guard(['i18n'])(args);
  throw notFound();
};

/**
 * Every admin screen needs a sign-in, except the media manager: opened from a legacy editor link it may
 * hold a credential for the media library only, and its own loader decides. Every admin screen shows the staff
 * screens' strings, loaded here (the screens render once all loaders of the page are done).
 */
const adminLayoutLoader: LoaderFunction = (args) =>
  guard(isMediaManagerPath(new URL(args.request.url).pathname) ? ['i18n', 'staffStrings'] : ['i18n', 'staffStrings', 'auth'])(args);

const otpLoader: LoaderFunction = async (args) => {
  if (!(OTP_CHANNELS as readonly (string | undefined)[]).includes(args.params.channel)) throw notFound();
  return guard(['i18n', 'auth'])(args);
};

/** /user/profile/{profile?}: no segment shows the profile, 'edit' edits it, anything else does not exist. */
const profileLoader: LoaderFunction = async (args) => {
  if (args.params.profile !== undefined && args.params.profile !== 'edit') throw notFound();
  return guard(['i18n', 'auth'])(args);
};

/** The signed-in person's own account (spec: User pages, under /user/); each screen is in features/account. */
const userScreens: RouteObject[] = [
  { index: true, loader: () => redirect('/user/profile') },
  {
    path: 'profile/:profile?',
    loader: profileLoader,
    lazy: withChunkReload(() => import('@/features/account/routes/profile')),
  },
  {
    path: 'edit-profile-pic',
    loader: guard(['i18n', 'auth']),
    lazy: withChunkReload(() => import('@/features/account/routes/edit-profile-pic')),
  },
  // Old links: the same screen under its earlier, misspelt address.
  {
    path: 'edit-profil-pic-copy',
    loader: guard(['i18n', 'auth']),
    lazy: withChunkReload(() => import('@/features/account/routes/edit-profile-pic')),
  },
  {
    path: 'edit-social-info',
    loader: guard(['i18n', 'auth']),
    lazy: withChunkReload(() => import('@/features/account/routes/edit-social-info')),
  },
  {
    path: 'edit-emergency-info',
    loader: guard(['i18n', 'auth']),
    lazy: withChunkReload(() => import('@/features/account/routes/edit-emergency-info')),
  },
  {
    path: 'change-password',
    loader: guard(['i18n', 'auth']),
    lazy: withChunkReload(() => import('@/features/account/routes/change-password')),
  },
  {
    path: 'change-email',
    loader: guard(['i18n', 'auth']),
    lazy: withChunkReload(() => import('@/features/account/routes/change-email')),
  },
  {
    path: 'change-phone',
    loader: guard(['i18n', 'auth']),
    lazy: withChunkReload(() => import('@/features/account/routes/change-phone')),
  },
  {
    path: 'add-new-email',
    loader: guard(['i18n', 'auth']),
    lazy: withChunkReload(() => import('@/features/account/routes/add-new-email')),
  },
  {
    path: 'add-new-phone',
    loader: guard(['i18n', 'auth']),
    lazy: withChunkReload(() => import('@/features/account/routes/add-new-phone')),
  },
  {
    path: 'remove-email',
    loader: guard(['i18n', 'auth']),
    lazy: withChunkReload(() => import('@/features/account/routes/remove-email')),
  },
  {
    path: 'remove-phone',
    loader: guard(['i18n', 'auth']),
    lazy: withChunkReload(() => import('@/features/account/routes/remove-phone')),
  },
  ...mfaUserRoutes,
  ...geoUserRoutes,
  ...addressUserRoutes,
];

const publicScreens: RouteObject[] = [
  // Signed in, home is the checklist: a candidate who has not said what work they want is asked that first.
  { index: true, loader: guard(['i18n', 'profile']), lazy: withChunkReload(() => import('./screens/home')) },
  { path: 'login', loader: guard(['i18n', 'guest']), lazy: withChunkReload(() => import('@/features/auth/routes/login')) },
  { path: 'register_', loader: guard(['i18n', 'guest']), lazy: withChunkReload(() => import('./screens/register')) },
  {
    path: 'forgot-password',
    loader: guard(['i18n']),
    lazy: withChunkReload(() => import('@/features/auth/routes/forgot-password')),
  },
  {
    path: 'forgot-password/reset-pass',
    loader: guard(['i18n']),
    lazy: withChunkReload(() => import('@/features/auth/routes/reset-password')),
  },
  {
    path: 'verify',
    loader: guard(['i18n', 'auth']),
    lazy: withChunkReload(() => import('@/features/verification/routes/verify')),
  },
  {
    path: 'verify-otp/:channel',
    loader: otpLoader,
    lazy: withChunkReload(() => import('@/features/verification/routes/verify-otp')),
  },
  { path: 'contact', loader: guard(['i18n']), lazy: withChunkReload(() => import('@/features/contact/routes/contact')) },
  ...complianceRoutes,
  ...refereePublicRoutes,
  ...assurancePublicRoutes,
  ...publicContentRoutes,
  {
    path: 'user',
    loader: guard(['i18n', 'auth']),
    lazy: withChunkReload(() => import('@/features/account/routes/layout')),
    children: userScreens,
  },
  // Renders nothing: its loader always throws the 404 that the error page shows.
  { path: '*', loader: unknownRouteLoader, element: null },
];

const adminScreens: RouteObject[] = [
  {
    index: true,
    loader: guard(['i18n', 'auth', { permission: 'dashboard.view' }]),
    lazy: withChunkReload(() => import('./screens/admin-dashboard')),
  },
  ...userAdminRoutes,
  ...crmAdminRoutes,
  ...geoAdminRoutes,
  ...addressAdminRoutes,
  ...roleAdminRoutes,
  ...permissionAdminRoutes,
  ...cacheAdminRoutes,
  ...logAdminRoutes,
  ...documentAdminRoutes,
  ...candidateAdminRoutes,
  ...mediaAdminRoutes,
  ...newsAdminRoutes,
  ...pageAdminRoutes,
  // An unknown address under /admin shows the 404 inside the admin layout, with its navigation.
  { path: '*', loader: unknownRouteLoader, element: null },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    lazy: withChunkReload(() => import('./layouts/root-layout')),
    HydrateFallback: AppLoading,
    ErrorBoundary: RootErrorPage,
    children: [
      {
        // 'enrolled' runs on every change of page (not only the first), so a session that must set up a
        // second factor cannot wander off to a public screen either.
        loader: guard(['i18n', 'enrolled']),
        shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
          defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname,
        lazy: withChunkReload(() => import('./layouts/default-layout')),
        // Errors of a screen render inside the layout, so header and language switcher stay usable.
        children: [{ ErrorBoundary: RouteErrorPage, children: publicScreens }],
      },
      {
        path: 'admin',
        loader: adminLayoutLoader,
        lazy: withChunkReload(() => import('./layouts/admin-layout')),
        children: [{ ErrorBoundary: RouteErrorPage, children: adminScreens }],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

// The API said this session may only set up a second factor (e.g. a role that requires one was just
// given to the person): learn the new scope, then go to the screen that explains it.
setEnrolmentHandler(() => {
  void refreshSession()
    .catch(() => null)
    .then(() => {
      const { pathname, search } = router.state.location;
      if (!isSecurityPath(pathname)) void router.navigate(enrolmentPath(pathname + search));
    });
});
