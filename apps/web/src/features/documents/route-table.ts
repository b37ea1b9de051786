import type { RouteObject } from 'react-router';
import { guard } from '@/app/guards/run-guards';
import { withChunkReload } from '@/lib/chunk-reload';

const reviewer = guard(['i18n', 'auth', { permission: 'documents.review' }]);

/** Under /admin: the officers' review of compliance submissions. */
export const documentAdminRoutes: RouteObject[] = [
  { path: 'documents', loader: reviewer, lazy: withChunkReload(() => import('./routes/review-queue')) },
  { path: 'documents/candidate/:id', loader: reviewer, lazy: withChunkReload(() => import('@/app/screens/candidate-summary')) },
  { path: 'documents/:id', loader: reviewer, lazy: withChunkReload(() => import('./routes/submission-review')) },
];
