import { can, type Permission, type TMeResponse } from '@portal/contract';
import { redirect } from 'react-router';
import { requireComplianceProfile } from '@/features/compliance/profile-guard';
import { enrolmentPath, isSecurityPath } from '@/lib/security-paths';
import { safeRedirect } from '@/lib/safe-redirect';
import { loadSession } from '@/lib/current-user';
import { landingPath } from '@/lib/landing';
import i18n, { i18nReady, loadStrings } from '@/i18n';
import { chooseLanguage } from '@/i18n/language';
import { ChunkLoadError } from '@/lib/chunk-reload';
import { HttpError } from '@/lib/http-error';
import type { Guard, GuardContext } from './types';

function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  return redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}

/**
 * A session whose role requires a second factor it has not set up may only set one up: from anywhere
 * else it goes to the security screen, which says why, and comes back here afterwards.
 */
function assertNotEnrolling(session: TMeResponse, request: Request): void {
  if (session.scope !== 'mfa_enrolment') return;
  const url = new URL(request.url);
  if (isSecurityPath(url.pathname)) return;
  throw redirect(enrolmentPath(url.pathname + url.search));
}

async function requireSession({ request }: GuardContext) {
  const session = await loadSession();
  if (!session) throw loginRedirect(request);
  assertNotEnrolling(session, request);
  return session;
}

/** Applies `?ebdlang=` or the remembered language before the screen renders. */
const applyLanguage: Guard = async ({ request }) => {
  const language = chooseLanguage(new URL(request.url).searchParams);
  // The first language's strings may still be on their way; another language is fetched by changeLanguage.
  await i18nReady;
  if (i18n.language !== language) await i18n.changeLanguage(language);
  // The language's strings could not be fetched (typically a new version was deployed since this page was loaded):
  // the error page reloads, as for a screen's code, rather than showing keys.
  if (!i18n.hasResourceBundle(language, 'translation')) throw new ChunkLoadError(new Error(`No strings for '${language}'`));
};

/**
 * The strings of the staff screens (about half of the catalogue), which the public and candidates' pages never load:
 * the admin layout asks for them, after 'i18n', in every language used from then on.
 */
const loadStaffStrings: Guard = async () => {
  await loadStrings('staff').catch((error: unknown) => {
    throw new ChunkLoadError(error);
  });
};

/** Signed-in users only; the user is fetched into the query cache on the way. */
const requireAuth: Guard = async (context) => {
  await requireSession(context);
};

/**
 * On screens open to everyone: a signed-in session that must first set up a second factor is sent to do
 * that. Visitors, and a session that cannot be loaded, pass (the screen itself needs no session).
 */
const requireEnrolled: Guard = async ({ request }) => {
  const session = await loadSession().catch(() => null);
  if (session) assertNotEnrolling(session, request);
};

/**
 * Sign-in and registration are for visitors: someone already signed in goes where they were sent, else to their
 * landing page (a session that must set up a second factor, to do that).
 */
const requireGuest: Guard = async ({ request }) => {
  const session = await loadSession().catch(() => null);
  if (!session || session.scope === 'media') return;
  assertNotEnrolling(session, request);
  throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect'), landingPath(session)));
};

/** Users whose email address is verified; others are sent to the verification screen. */
const requireVerified: Guard = async (context) => {
  const { user } = await requireSession(context);
  if (!user.email_verified_at) throw redirect('/verify');
};

export async function requirePermission(permission: Permission, context: GuardContext): Promise<void> {
  const { permissions } = await requireSession(context);
  if (!can(permissions, permission)) throw new HttpError(403, i18n.t('errors.forbidden'));
}

/** Verified candidates who have not yet said what work they want are asked that first (compliance profile). */
const requireProfile: Guard = () => requireComplianceProfile();

export const guards = {
  i18n: applyLanguage,
  staffStrings: loadStaffStrings,
  auth: requireAuth,
  enrolled: requireEnrolled,
  guest: requireGuest,
  verified: requireVerified,
  profile: requireProfile,
} satisfies Record<string, Guard>;

export type GuardName = keyof typeof guards;
