import type { RouteObject } from 'react-router';
import { guard } from '@/app/guards/run-guards';
import { withChunkReload } from '@/lib/chunk-reload';

/** The school's verification page: no sign-in, the token in the address is the credential. */
export const assurancePublicRoutes: RouteObject[] = [
  { path: 'assurance/:token', loader: guard(['i18n']), lazy: withChunkReload(() => import('./routes/verify-pack')) },
];
