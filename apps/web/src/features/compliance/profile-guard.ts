import { redirect } from 'react-router';
import i18n from '@/i18n';
import { loadSession } from '@/lib/current-user';
import { rememberChecklistHome } from '@/lib/early-requests';
import { getToken } from '@/lib/session';
import { queryClient } from '@/lib/query-client';
import { PROFILE_PATH, profileQueryOptions } from './profile-api';

/**
 * Guard step 'profile': a verified candidate who has never said what work they want is asked that first,
 * on the screens where a candidate lands (home, the checklist), so the checklist they then see fits them.
 * Visitors, staff (anyone holding a permission), unverified candidates and a session narrowed to
 * enrolling a second factor pass; so does anyone whose profile cannot be loaded (the screen says why).
 *
 * The checklist both screens show is asked for beside the profile rather than once the screen has drawn:
 * a round trip less before a candidate on a phone sees it. Its code is fetched beside the session, when there is one.
 * Whether this is a candidate's home is remembered, so the next start asks for both with the session
 * (lib/early-requests.ts).
 */
export async function requireComplianceProfile(): Promise<void> {
  // Not fetched: the screen asks again, and says what went wrong.
  const checklistApi = getToken() ? import('./api').catch(() => null) : null;
  const session = await loadSession().catch(() => null);
  const candidate = !!session && session.scope === 'full' && session.permissions.length === 0 && !!session.user.email_verified_at;
  rememberChecklistHome(candidate);
  if (!candidate) return;
  void checklistApi?.then((api) => api && queryClient.prefetchQuery(api.checklistQueryOptions(i18n.language)));
  const profile = await queryClient.ensureQueryData(profileQueryOptions).catch(() => null);
  if (profile && profile.updated_at === null) throw redirect(PROFILE_PATH);
}
