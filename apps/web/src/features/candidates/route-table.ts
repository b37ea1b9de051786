import type { RouteObject } from 'react-router';
import { guard } from '@/app/guards/run-guards';
import { withChunkReload } from '@/lib/chunk-reload';

/** Under /admin: the officers' list of every candidate (documents.review). */
export const candidateAdminRoutes: RouteObject[] = [
  {
    path: 'candidates',
    loader: guard(['i18n', 'auth', { permission: 'documents.review' }]),
    lazy: withChunkReload(() => import('./routes/candidate-list')),
  },
];
