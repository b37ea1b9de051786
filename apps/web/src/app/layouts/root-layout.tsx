import { Outlet, ScrollRestoration } from 'react-router';
import { OfflineBanner } from '@/components/offline-banner';
import { RouteProgress } from '@/components/route-progress/route-progress';
import { SkipLink } from '@/components/skip-link';

/** Wraps both layouts: skip link, loading bar and offline banner. */
export function RootLayout() {
  return (
    <>
      <SkipLink />
      <RouteProgress />
      <OfflineBanner />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
