import type { LoaderFunction, RouteObject } from 'react-router';
import { withChunkReload } from '@/lib/chunk-reload';

/**
 * The loaders (loaders.ts) come with the screens, not with the app: they need the content API and its schemas (and
 * through the area's, the country list), which no other page loads. Both are fetched in parallel on the way to a page.
 */
const loaders = withChunkReload(() => import('./loaders'));
const newsLoader: LoaderFunction = async (args) => (await loaders()).newsLoader(args);
const pageLoader: LoaderFunction = async (args) => (await loaders()).pageLoader(args);

const newsScreen = withChunkReload(() => import('./routes/news'));

/** Open to everyone (spec section 2): /news, /news/{slug}, /news/{division}/{district?}/{upazila?}/{category?}, /page/{slug?}. */
export const publicContentRoutes: RouteObject[] = [
  { path: 'news', loader: newsLoader, lazy: newsScreen },
  { path: 'news/*', loader: newsLoader, lazy: newsScreen },
  { path: 'page/:slug?', loader: pageLoader, lazy: withChunkReload(() => import('./routes/page')) },
];
