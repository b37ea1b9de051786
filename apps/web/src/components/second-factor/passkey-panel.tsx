import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { ApiError, HttpError } from '@/lib/http-error';
import { PasskeyError } from '@/lib/passkeys';

interface PasskeyPanelProps {
  /** Runs the browser's passkey dialog and sends its answer; rejects with what went wrong. */
  onPasskey: () => Promise<unknown>;
  /** Opens the browser's passkey dialog as soon as this shows. */
  autoStart: boolean;
  secondary?: ReactNode;
}

/** The message for a failed passkey attempt: the browser's reason, or the server's verdict on the credential. */
function describe(error: unknown, fallback: string): string {
  if (error instanceof PasskeyError) return error.message;
  if (error instanceof ApiError) return error.errors.credential?.[0] ?? error.message;
  if (error instanceof HttpError) return error.message;
  return fallback;
}

/** Confirming with a passkey: one button that opens the browser's own dialog (fingerprint, face, screen lock, security key). */
export function PasskeyPanel({ onPasskey, autoStart, secondary }: PasskeyPanelProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  const run = async () => {
    started.current = true;
    setPending(true);
    setError(null);
    try {
      await onPasskey();
    } catch (failure) {
      setError(describe(failure, t('errors.something_wrong')));
    } finally {
      setPending(false);
    }
  };

  const start = useEffectEvent(() => {
    if (autoStart && !started.current) void run();
  });
  // Only when the panel first shows: later attempts are the person's own clicks.
  useEffect(() => start(), []);

  return (
    <Stack gap="md">
      <Text>{t('proof.passkey_intro')}</Text>
      <FormAlert message={error} />
      <Group justify="flex-end" gap="sm">
        {secondary}
        <Button onClick={() => void run()} loading={pending} data-autofocus>
          {error ? t('proof.passkey_retry') : t('proof.passkey_button')}
        </Button>
      </Group>
    </Stack>
  );
}
