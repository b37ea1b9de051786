import { FORM_GROUPS, FORM_SLUGS, OTP_CHANNELS } from '@portal/contract';
import type { LoaderFunction, RouteObject } from 'react-router';
import type { FormRouteHandle } from '@/features/compliance/components/form-screen';
import { withChunkReload } from '@/lib/chunk-reload';
import { guard, runGuards } from '../guards/run-guards';
import { landingScreens } from './landing-screens';
import { notFound } from './not-found';

const signedIn = guard(['i18n', 'auth']);

const otpLoader: LoaderFunction = async (args) => {
  if (!(OTP_CHANNELS as readonly (string | undefined)[]).includes(args.params.channel)) throw notFound();
  return signedIn(args);
};

/**
 * One route per form in the registry (/compliance-docs/*, /references/*, /tempest-forms/*), all drawn by the same
 * lazy screen: a new form needs only its definition. Built from the slug list rather than the definitions so the
 * first page load does not carry every form.
 */
const formScreen = withChunkReload(() => import('../screens/compliance-form'));
const formRoutes: RouteObject[] = FORM_GROUPS.flatMap((group) =>
  FORM_SLUGS[group].map((slug): RouteObject => {
    const handle: FormRouteHandle = { formKey: `${group}/${slug}` };
    // Slugs are exact, historical spellings included: /tempest-forms/dfe-details-old is not DFE-details-old.
    return { path: `${group}/${slug}`, caseSensitive: true, loader: signedIn, handle, lazy: formScreen };
  }),
);
const referenceEdit = withChunkReload(() => import('@/features/compliance/routes/reference-edit'));

/**
 * The public content's loaders (features/content/loaders.ts) come with its screens, not with the app: they need
 * the content API and its schemas (and through the area's, the country list), which no other page loads. Their chunk
 * and the language are fetched in parallel.
 */
const contentLoaders = withChunkReload(() => import('@/features/content/loaders'));
const newsLoader: LoaderFunction = async ({ request, params }) => {
  const [loaders] = await Promise.all([contentLoaders(), runGuards(['i18n'], { request, params })]);
  return loaders.newsLoader(params);
};
const pageLoader: LoaderFunction = async ({ request, params }) => {
  const [loaders] = await Promise.all([contentLoaders(), runGuards(['i18n'], { request, params })]);
  return loaders.pageLoader(params);
};
const newsScreen = withChunkReload(() => import('@/features/content/routes/news'));

/** The screens of the default layout, except the account's (/user, account.ts). */
export const publicRoutes: RouteObject[] = [
  // Signed in, home is the checklist: a candidate who has not said what work they want is asked that first.
  { index: true, loader: guard(['i18n', 'profile']), lazy: withChunkReload(landingScreens.home) },
  { path: 'login', loader: guard(['i18n', 'guest']), lazy: withChunkReload(landingScreens.login) },
  { path: 'register_', loader: guard(['i18n', 'guest']), lazy: withChunkReload(landingScreens.register) },
  { path: 'forgot-password', loader: guard(['i18n']), lazy: withChunkReload(() => import('@/features/auth/routes/forgot-password')) },
  {
    path: 'forgot-password/reset-pass',
    loader: guard(['i18n']),
    lazy: withChunkReload(() => import('@/features/auth/routes/reset-password')),
  },
  { path: 'verify', loader: signedIn, lazy: withChunkReload(() => import('@/features/auth/routes/verify')) },
  { path: 'verify-otp/:channel', loader: otpLoader, lazy: withChunkReload(() => import('@/features/auth/routes/verify-otp')) },
  { path: 'contact', loader: guard(['i18n']), lazy: withChunkReload(() => import('@/features/contact/routes/contact')) },

  // The candidate's compliance.
  { path: 'compliance', loader: guard(['i18n', 'auth', 'profile']), lazy: withChunkReload(landingScreens.checklist) },
  // What work the candidate wants, which decides the checklist: asked after verification, changeable later.
  { path: 'compliance/profile', loader: signedIn, lazy: withChunkReload(() => import('@/features/compliance/routes/profile')) },
  ...formRoutes,
  { path: 'references/create', loader: signedIn, lazy: withChunkReload(() => import('@/features/compliance/routes/reference-create')) },
  { path: 'references/edit', loader: signedIn, lazy: referenceEdit },
  // The older address of the same screen, kept for existing links.
  { path: 'references/edit_old', loader: signedIn, lazy: referenceEdit },
  {
    path: 'Components/FormAlreadySubmittedNotification',
    caseSensitive: true,
    loader: signedIn,
    lazy: withChunkReload(() => import('@/features/compliance/routes/form-already-submitted')),
  },

  // No sign-in: the token in the address is the credential.
  { path: 'referee/:token', loader: guard(['i18n']), lazy: withChunkReload(() => import('@/features/referees/routes/referee-answer')) },
  { path: 'assurance/:token', loader: guard(['i18n']), lazy: withChunkReload(() => import('@/features/assurance/routes/verify-pack')) },

  // Open to everyone (spec section 2): /news, /news/{slug}, /news/{division}/{district?}/{upazila?}/{category?}, /page/{slug?}.
  { path: 'news', loader: newsLoader, lazy: newsScreen },
  { path: 'news/*', loader: newsLoader, lazy: newsScreen },
  { path: 'page/:slug?', loader: pageLoader, lazy: withChunkReload(() => import('@/features/content/routes/page')) },
];
