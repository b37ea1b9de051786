import { Button, Divider, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthenticatorCodeForm, PasswordProofForm, RecoveryCodeForm } from './code-form';
import { PasskeyPanel } from './passkey-panel';
import type { CodeProof, ProofMethod } from './proof-schemas';

interface ProofFormProps {
  /** The ways this account can confirm, in the order they are offered. */
  methods: readonly ProofMethod[];
  method: ProofMethod;
  onMethodChange: (method: ProofMethod) => void;
  /** Sends a typed proof; an ApiError's field messages show on the field, others above it. */
  onSubmit: (proof: CodeProof) => Promise<unknown>;
  /** Runs the passkey dialog and sends its answer. */
  onPasskey: () => Promise<unknown>;
  /** Opens the passkey dialog at once when the passkey is what is offered first. */
  autoPasskey?: boolean;
  submitLabel: string;
  secondary?: ReactNode;
  autoFocus?: boolean;
}

const SWITCH_LABELS = {
  password: 'proof.use_password',
  totp: 'proof.use_totp',
  passkey: 'proof.use_passkey',
  recovery_code: 'proof.use_recovery',
} as const;

/**
 * Confirming it is you with one of the account's methods, and links to the others. Used by the second
 * step of signing in and by the "Confirm it's you" dialog.
 */
export function ProofForm({ methods, method, onMethodChange, onSubmit, onPasskey, autoPasskey = false, submitLabel, secondary, autoFocus }: ProofFormProps) {
  const { t } = useTranslation();
  // A click on "Use a passkey" opens the browser's dialog straight away, as does an account with only passkeys.
  const [passkeyNow, setPasskeyNow] = useState(autoPasskey);
  const others = methods.filter((other) => other !== method);
  const shared = { onSubmit, submitLabel, secondary, autoFocus };

  const switchTo = (next: ProofMethod) => {
    setPasskeyNow(next === 'passkey');
    onMethodChange(next);
  };

  return (
    <Stack gap="md">
      {method === 'password' && <PasswordProofForm {...shared} />}
      {method === 'totp' && <AuthenticatorCodeForm {...shared} />}
      {method === 'recovery_code' && <RecoveryCodeForm {...shared} />}
      {method === 'passkey' && <PasskeyPanel onPasskey={onPasskey} autoStart={passkeyNow} secondary={secondary} />}
      {others.length > 0 && (
        <>
          <Divider label={t('proof.other_ways')} labelPosition="center" />
          <Stack gap={4} align="center">
            {others.map((other) => (
              <Button key={other} variant="subtle" size="compact-md" onClick={() => switchTo(other)}>
                {t(SWITCH_LABELS[other])}
              </Button>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
