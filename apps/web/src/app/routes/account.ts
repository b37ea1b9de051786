import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { withChunkReload } from '@/lib/chunk-reload';
import { guard } from '../guards/run-guards';
import { addressRoutes } from './addresses';
import { notFound } from './not-found';

const signedIn = guard(['i18n', 'auth']);

/** /user/profile/{profile?}: no segment shows the profile, 'edit' edits it, anything else does not exist. */
const profileLoader: LoaderFunction = async (args) => {
  if (args.params.profile !== undefined && args.params.profile !== 'edit') throw notFound();
  return signedIn(args);
};

/** The signed-in person's own account (spec: User pages, under /user/), inside the account layout. */
export const accountRoutes: RouteObject[] = [
  { index: true, loader: () => redirect('/user/profile') },
  { path: 'profile/:profile?', loader: profileLoader, lazy: withChunkReload(() => import('@/features/account/routes/profile')) },
  { path: 'edit-profile-pic', loader: signedIn, lazy: withChunkReload(() => import('@/features/account/routes/edit-profile-pic')) },
  // Old links: the same screen under its earlier, misspelt address.
  { path: 'edit-profil-pic-copy', loader: signedIn, lazy: withChunkReload(() => import('@/features/account/routes/edit-profile-pic')) },
  { path: 'edit-social-info', loader: signedIn, lazy: withChunkReload(() => import('@/features/account/routes/edit-social-info')) },
  { path: 'edit-emergency-info', loader: signedIn, lazy: withChunkReload(() => import('@/features/account/routes/edit-emergency-info')) },
  { path: 'change-password', loader: signedIn, lazy: withChunkReload(() => import('@/features/account/routes/change-password')) },
  { path: 'change-email', loader: signedIn, lazy: withChunkReload(() => import('@/features/account/routes/change-email')) },
  { path: 'change-phone', loader: signedIn, lazy: withChunkReload(() => import('@/features/account/routes/change-phone')) },
  { path: 'add-new-email', loader: signedIn, lazy: withChunkReload(() => import('@/features/account/routes/add-new-email')) },
  { path: 'add-new-phone', loader: signedIn, lazy: withChunkReload(() => import('@/features/account/routes/add-new-phone')) },
  { path: 'remove-email', loader: signedIn, lazy: withChunkReload(() => import('@/features/account/routes/remove-email')) },
  { path: 'remove-phone', loader: signedIn, lazy: withChunkReload(() => import('@/features/account/routes/remove-phone')) },
  // Sign-in security; also where a session that must set up a second factor is sent from every other screen.
  { path: 'security', loader: signedIn, lazy: withChunkReload(() => import('@/features/mfa/routes/security')) },
  { path: 'security/authenticator', loader: signedIn, lazy: withChunkReload(() => import('@/features/mfa/routes/authenticator')) },
  { path: 'security/recovery-codes', loader: signedIn, lazy: withChunkReload(() => import('@/features/mfa/routes/recovery-codes')) },
  { path: 'geo-area', loader: signedIn, lazy: withChunkReload(() => import('@/features/geo/routes/my-geo-area')) },
  // /user/address, /user/address/add[/international], /user/address/edit[/international]/{id}.
  ...addressRoutes({ audience: 'self', prefix: '', userParam: '', view: signedIn, change: signedIn }),
];
