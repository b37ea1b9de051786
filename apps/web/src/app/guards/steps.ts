import { can, type Permission } from '@portal/contract';
import { redirect } from 'react-router';
import { loadSession } from '@/lib/current-user';
import i18n from '@/i18n';
import { chooseLanguage } from '@/i18n/language';
import { HttpError } from '@/lib/http-error';
import type { Guard, GuardContext } from './types';

function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  return redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}

async function requireSession({ request }: GuardContext) {
  const session = await loadSession();
  if (!session) throw loginRedirect(request);
  return session;
}

/** Applies `?ebdlang=` or the remembered language before the screen renders. */
const applyLanguage: Guard = async ({ request }) => {
  const language = chooseLanguage(new URL(request.url).searchParams);
  if (i18n.language !== language) await i18n.changeLanguage(language);
};

/** Signed-in users only; the user is fetched into the query cache on the way. */
const requireAuth: Guard = async (context) => {
  await requireSession(context);
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

export const guards = {
  i18n: applyLanguage,
  auth: requireAuth,
  verified: requireVerified,
} satisfies Record<string, Guard>;

export type GuardName = keyof typeof guards;
