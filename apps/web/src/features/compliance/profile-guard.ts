import { redirect } from 'react-router';
import { loadSession } from '@/lib/current-user';
import { queryClient } from '@/lib/query-client';
import { PROFILE_PATH, profileQueryOptions } from './profile-api';

/**
 * Guard step 'profile': a verified candidate who has never said what work they want is asked that first,
 * on the screens where a candidate lands (home, the checklist), so the checklist they then see fits them.
 * Visitors, staff (anyone holding a permission), unverified candidates and a session narrowed to
 * enrolling a second factor pass; so does anyone whose profile cannot be loaded (the screen says why).
 */
export async function requireComplianceProfile(): Promise<void> {
  const session = await loadSession().catch(() => null);
  if (!session || session.scope !== 'full' || session.permissions.length > 0 || !session.user.email_verified_at) return;
  const profile = await queryClient.ensureQueryData(profileQueryOptions).catch(() => null);
  if (profile && profile.updated_at === null) throw redirect(PROFILE_PATH);
}
