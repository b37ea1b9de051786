import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';
import { AppLoading } from '@/components/app-loading';
import { isMediaManagerPath } from '@/features/media/media-session';
import { setEnrolmentHandler } from '@/lib/auth-interrupts';
import { withChunkReload } from '@/lib/chunk-reload';
import { refreshSession } from '@/lib/current-user';
import { enrolmentPath, isSecurityPath } from '@/lib/security-paths';
import { RootErrorPage, RouteErrorPage } from './errors/route-error-page';
import { guard } from './guards/run-guards';
import { DefaultLayout } from './layouts/default-layout';
import { RootLayout } from './layouts/root-layout';
import { accountRoutes } from './routes/account';
import { adminRoutes } from './routes/admin';
import { unknownRoute } from './routes/not-found';
import { publicRoutes } from './routes/public';

/*
 * Every route of the portal is registered here and in routes/: public.ts (the default layout), account.ts (/user, the
 * account layout) and admin.ts (/admin, the admin layout). Each screen is a lazy route module: a feature's
 * routes/<screen>.tsx, or app/screens/<screen>.tsx for a screen made of several features. The root and public layouts,
 * which every first page draws, come with the router.
 */

/**
 * Every admin screen needs a sign-in, except the media manager: opened from a legacy editor link it may
 * hold a credential for the media library only, and its own loader decides. Every admin screen shows the staff
 * screens' strings, loaded here (the screens render once all loaders of the page are done).
 */
const adminLayoutLoader: LoaderFunction = (args) =>
  guard(isMediaManagerPath(new URL(args.request.url).pathname) ? ['i18n', 'staffStrings'] : ['i18n', 'staffStrings', 'auth'])(args);

const publicScreens: RouteObject[] = [
  ...publicRoutes,
  {
    path: 'user',
    loader: guard(['i18n', 'auth']),
    lazy: withChunkReload(() => import('@/features/account/routes/layout')),
    children: accountRoutes,
  },
  unknownRoute,
];

// An unknown address under /admin shows the 404 inside the admin layout, with its navigation.
const adminScreens: RouteObject[] = [...adminRoutes, unknownRoute];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: AppLoading,
    ErrorBoundary: RootErrorPage,
    children: [
      {
        // 'enrolled' runs on every change of page (not only the first), so a session that must set up a
        // second factor cannot wander off to a public screen either.
        loader: guard(['i18n', 'enrolled']),
        shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
          defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname,
        Component: DefaultLayout,
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
