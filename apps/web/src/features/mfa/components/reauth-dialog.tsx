import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { setReauthHandler } from '@/lib/auth-interrupts';

const ReauthModal = lazy(() => import('./reauth-modal'));

/**
 * "Confirm it's you": opened by the API client when a sensitive change answers 403 reauth_required.
 * Confirming sends the change again; cancelling gives the screen the original refusal. Mounted once,
 * for the whole app.
 */
export function ReauthDialog() {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);

  useEffect(
    () =>
      setReauthHandler(
        () =>
          new Promise<boolean>((resolve) => {
            resolver.current = resolve;
            setOpen(true);
          }),
      ),
    [],
  );

  const close = (confirmed: boolean) => {
    resolver.current?.(confirmed);
    resolver.current = null;
    setOpen(false);
  };

  // Rendered only while open: the dialog's code is fetched the first time it is needed, not with every first page.
  return open ? (
    <Suspense fallback={null}>
      <ReauthModal onClose={close} />
    </Suspense>
  ) : null;
}
