import { isChecklistHome } from '@/lib/early-requests';

/**
 * The screens people most often arrive on. The entry (main.tsx) asks for the code of the one in the address as the
 * page starts, beside the app's, instead of once the router has started: a round trip less before the first screen
 * on a phone. The router's routes (public.ts) load the same modules, which the browser fetches once.
 */
export const landingScreens = {
  home: () => import('../screens/home'),
  login: () => import('@/features/auth/routes/login'),
  register: () => import('../screens/register'),
  checklist: () => import('../screens/compliance-checklist'),
};

const LANDING_PATHS: Record<string, keyof typeof landingScreens> = {
  '/': 'home',
  '/login': 'login',
  '/register_': 'register',
  '/compliance': 'checklist',
};

export function prefetchLandingScreen(pathname: string): void {
  const screen = LANDING_PATHS[pathname];
  if (screen) void landingScreens[screen]().catch(() => undefined);
  // The profile guard puts the checklist in the cache through this module before the screen draws
  // (features/compliance/profile-guard.ts): asked for now, its code is here by then.
  if (isChecklistHome(pathname)) void import('@/features/compliance/api').catch(() => undefined);
}
