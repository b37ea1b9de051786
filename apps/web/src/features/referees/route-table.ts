import type { RouteObject } from 'react-router';
import { guard } from '@/app/guards/run-guards';
import { withChunkReload } from '@/lib/chunk-reload';

/** The referee's public page: no sign-in, the token in the address is the credential. */
export const refereePublicRoutes: RouteObject[] = [
  { path: 'referee/:token', loader: guard(['i18n']), lazy: withChunkReload(() => import('./routes/referee-answer')) },
];
