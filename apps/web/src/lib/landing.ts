import { can, ROLE_CANDIDATE, type TMeResponse } from '@portal/contract';

/** The staff area's first screen, the dashboard. */
export const STAFF_HOME_PATH = '/admin';

/**
 * Staff who are not also candidates: they come to the portal to run it, so their home is the dashboard and
 * they have no candidate checklist. Someone who is both (staff with the candidate role) is a candidate first.
 */
export function isStaffOnly(session: TMeResponse): boolean {
  return can(session.permissions, 'dashboard.view') && !session.roles.includes(ROLE_CANDIDATE);
}

/** Where signing in leads when no page was asked for: the dashboard for staff, home ('/') for everyone else. */
export function landingPath(session: TMeResponse | null): string {
  return session && isStaffOnly(session) ? STAFF_HOME_PATH : '/';
}
