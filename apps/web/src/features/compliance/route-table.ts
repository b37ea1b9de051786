import { FORM_GROUPS, FORM_SLUGS } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { guard } from '@/app/guards/run-guards';
import { withChunkReload } from '@/lib/chunk-reload';
import type { FormRouteHandle } from './components/form-screen';

const candidate = guard(['i18n', 'auth']);
const formScreen = withChunkReload(() => import('@/app/screens/compliance-form'));
const referenceEdit = withChunkReload(() => import('./routes/reference-edit'));

/**
 * One route per form in the registry (/compliance-docs/*, /references/*, /tempest-forms/*),
 * all drawn by the same lazy screen: a new form needs only its definition. Built from the
 * slug list rather than the definitions so the first page load does not carry every form.
 */
const formRoutes: RouteObject[] = FORM_GROUPS.flatMap((group) =>
  FORM_SLUGS[group].map((slug): RouteObject => {
    const handle: FormRouteHandle = { formKey: `${group}/${slug}` };
    // Slugs are exact, historical spellings included: /tempest-forms/dfe-details-old is not DFE-details-old.
    return { path: `${group}/${slug}`, caseSensitive: true, loader: candidate, handle, lazy: formScreen };
  }),
);

/** The candidate's compliance screens, inside the default layout. */
export const complianceRoutes: RouteObject[] = [
  { path: 'compliance', loader: guard(['i18n', 'auth', 'profile']), lazy: withChunkReload(() => import('@/app/screens/compliance-checklist')) },
  // What work the candidate wants, which decides the checklist: asked after verification, changeable later.
  { path: 'compliance/profile', loader: candidate, lazy: withChunkReload(() => import('./routes/profile')) },
  ...formRoutes,
  { path: 'references/create', loader: candidate, lazy: withChunkReload(() => import('./routes/reference-create')) },
  { path: 'references/edit', loader: candidate, lazy: referenceEdit },
  // The older address of the same screen, kept for existing links.
  { path: 'references/edit_old', loader: candidate, lazy: referenceEdit },
  {
    path: 'Components/FormAlreadySubmittedNotification',
    caseSensitive: true,
    loader: candidate,
    lazy: withChunkReload(() => import('./routes/form-already-submitted')),
  },
];
