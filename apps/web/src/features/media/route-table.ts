import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { runGuards } from '@/app/guards/run-guards';
import { withChunkReload } from '@/lib/chunk-reload';
import { loadSession } from '@/lib/current-user';
import { obtainMediaToken } from './media-session';

export const MEDIA_MANAGER_PATH = '/admin/media-manager';

/** Whether a URL path is the media manager, which the admin layout lets through without a sign-in. */
export const isMediaManagerPath = (pathname: string) => /^\/admin\/media-manager\/?$/.test(pathname);

/** What the media manager screen receives: the library-only token when it was opened from a legacy link. */
export interface MediaManagerLoaderData {
  mediaToken: string | null;
}

/**
 * Signed in: the usual checks (media.manage). Not signed in: the legacy editor link may have left a
 * single-use cookie to exchange for a library-only token; without one the visitor signs in.
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

/** Under /admin (spec section 2): media-manager. */
export const mediaAdminRoutes: RouteObject[] = [
  { path: 'media-manager', loader: mediaManagerLoader, lazy: withChunkReload(() => import('./routes/media-manager')) },
];
