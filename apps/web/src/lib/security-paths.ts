/** The signed-in person's sign-in security: second factors and recovery codes. */
export const SECURITY_PATH = '/user/security';
export const AUTHENTICATOR_PATH = `${SECURITY_PATH}/authenticator`;
export const RECOVERY_CODES_PATH = `${SECURITY_PATH}/recovery-codes`;

export function isSecurityPath(pathname: string): boolean {
  return pathname === SECURITY_PATH || pathname.startsWith(`${SECURITY_PATH}/`);
}

/**
 * Where a session that must first set up a second factor is sent, remembering in ?redirect= the page it
 * was going to (not when that was home or the security screens themselves).
 */
export function enrolmentPath(target: string): string {
  const pathname = target.split(/[?#]/)[0] ?? '';
  if (!target.startsWith('/') || pathname === '/' || isSecurityPath(pathname)) return SECURITY_PATH;
  return `${SECURITY_PATH}?redirect=${encodeURIComponent(target)}`;
}

/** A security screen's path with the ?redirect= of the one it was reached from kept. */
export function withRedirect(path: string, redirectTo: string | null): string {
  return redirectTo ? `${path}?redirect=${encodeURIComponent(redirectTo)}` : path;
}
