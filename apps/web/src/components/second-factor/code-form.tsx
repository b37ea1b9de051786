import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { PasswordField } from '@/components/form/password-field';
import { useApiForm } from '@/components/form/use-api-form';
import { ZAuthenticatorCodeForm, ZPasswordForm, ZRecoveryCodeForm, type CodeProof } from './proof-schemas';

interface CodeFormProps {
  onSubmit: (proof: CodeProof) => Promise<unknown>;
  submitLabel: string;
  /** Buttons beside the submit button, e.g. Cancel in a dialog. */
  secondary?: ReactNode;
  autoFocus?: boolean;
}

function Actions({ secondary, submitLabel, pending }: { secondary?: ReactNode; submitLabel: string; pending: boolean }) {
  return (
    <Group justify="flex-end" gap="sm">
      {secondary}
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
}

/** The 6-digit code an authenticator app shows: one field, numeric keyboard, filled in by the phone where it can. */
export function AuthenticatorCodeForm({ onSubmit, submitLabel, secondary, autoFocus }: CodeFormProps) {
  const { t } = useTranslation();
  const { form, formError, fieldError, onSubmit: handle } = useApiForm(ZAuthenticatorCodeForm, { code: '' });
  return (
    <form onSubmit={handle((values) => onSubmit({ method: 'totp', code: values.code }))} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        <TextInput
          label={t('proof.totp_label')}
          description={t('proof.totp_hint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          // "123 456" as some apps show it fits too; the spaces are dropped.
          maxLength={7}
          maw={320}
          required
          data-autofocus
          autoFocus={autoFocus}
          error={fieldError('code')}
          styles={{ input: { fontSize: 'var(--mantine-font-size-lg)', letterSpacing: '0.2em' } }}
          {...form.register('code')}
        />
        <Actions secondary={secondary} submitLabel={submitLabel} pending={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}

/** One of the printed recovery codes (ABCDE-12345). */
export function RecoveryCodeForm({ onSubmit, submitLabel, secondary, autoFocus }: CodeFormProps) {
  const { t } = useTranslation();
  const { form, formError, fieldError, onSubmit: handle } = useApiForm(ZRecoveryCodeForm, { code: '' });
  return (
    <form onSubmit={handle((values) => onSubmit({ method: 'recovery_code', code: values.code }))} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        <TextInput
          label={t('proof.recovery_label')}
          description={t('proof.recovery_hint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={13}
          maw={320}
          required
          data-autofocus
          autoFocus={autoFocus}
          error={fieldError('code')}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.1em' } }}
          {...form.register('code')}
        />
        <Actions secondary={secondary} submitLabel={submitLabel} pending={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}

/** The account's password again (re-authentication only). */
export function PasswordProofForm({ onSubmit, submitLabel, secondary, autoFocus }: CodeFormProps) {
  const { t } = useTranslation();
  const { form, formError, fieldError, onSubmit: handle } = useApiForm(ZPasswordForm, { password: '' });
  return (
    <form onSubmit={handle((values) => onSubmit({ method: 'password', password: values.password }))} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        <PasswordField
          label={t('proof.password_label')}
          autoComplete="current-password"
          required
          data-autofocus
          autoFocus={autoFocus}
          error={fieldError('password')}
          {...form.register('password')}
        />
        <Actions secondary={secondary} submitLabel={submitLabel} pending={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}
