/**
 * Two answers of the API interrupt whatever the person was doing, and the app, not the screen that made
 * the call, deals with them:
 * - 403 reauth_required: a dialog asks for the password or a second factor, then the call is sent again;
 * - 403 mfa_enrolment_required: the session may only set up a second factor, so the app goes there.
 * The API client raises them; the app registers what they do (the dialog, the navigation).
 */

/** Resolves true once the person has confirmed it is them, false when they cancel. */
type ReauthHandler = () => Promise<boolean>;

let reauthHandler: ReauthHandler | null = null;
let pendingReauth: Promise<boolean> | null = null;
let enrolmentHandler: (() => void) | null = null;

/** Installs the "Confirm it's you" dialog; returns a function that removes it again. */
export function setReauthHandler(handler: ReauthHandler): () => void {
  reauthHandler = handler;
  return () => {
    if (reauthHandler === handler) reauthHandler = null;
  };
}

/**
 * Asks the person to confirm it is them. Calls refused at the same moment share one dialog. Without a
 * dialog installed (or if it fails) the answer is false: the original error stands.
 */
export function confirmIdentity(): Promise<boolean> {
  if (!reauthHandler) return Promise.resolve(false);
  pendingReauth ??= reauthHandler()
    .catch(() => false)
    .finally(() => {
      pendingReauth = null;
    });
  return pendingReauth;
}

/** Installs what happens when the API says the session must set up a second factor first. */
export function setEnrolmentHandler(handler: () => void): () => void {
  enrolmentHandler = handler;
  return () => {
    if (enrolmentHandler === handler) enrolmentHandler = null;
  };
}

export function enrolmentRequired(): void {
  enrolmentHandler?.();
}
