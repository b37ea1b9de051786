import type { RouteObject } from 'react-router';
import { guard } from '@/app/guards/run-guards';
import { withChunkReload } from '@/lib/chunk-reload';

/**
 * /user/security (overview), /user/security/authenticator (setting up an app) and
 * /user/security/recovery-codes, inside the account layout. Also where a session that must set up a
 * second factor is sent from every other screen.
 */
export const mfaUserRoutes: RouteObject[] = [
  { path: 'security', loader: guard(['i18n', 'auth']), lazy: withChunkReload(() => import('./routes/security')) },
  {
    path: 'security/authenticator',
    loader: guard(['i18n', 'auth']),
    lazy: withChunkReload(() => import('./routes/authenticator')),
  },
  {
    path: 'security/recovery-codes',
    loader: guard(['i18n', 'auth']),
    lazy: withChunkReload(() => import('./routes/recovery-codes')),
  },
];
