import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { OTP_LENGTH, ZConfirmCodeRequest } from '@portal/contract';
import { useState, type ReactNode } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { notifyDone, notifyFailure } from '@/lib/notify';

interface CodeEntryFormProps {
  /** Where the code went, said as a status above the field (when the page does not say it already). */
  intro?: string;
  label: string;
  submitLabel: string;
  resendLabel: string;
  onSubmit: (code: string) => Promise<unknown>;
  /** Sends a new code; its message is shown when it went. */
  onResend: () => Promise<{ message: string }>;
  /** Other ways out, before the resend button (e.g. Start over). */
  secondary?: ReactNode;
}

/**
 * The six-digit code sent by email or SMS: one field (numeric keyboard, filled in by the phone where it can), a way
 * to get a new code, and the submit button. Verifying the account's own email or phone, and confirming a new one.
 */
export function CodeEntryForm({ intro, label, submitLabel, resendLabel, onSubmit, onResend, secondary }: CodeEntryFormProps) {
  const [resending, setResending] = useState(false);
  const { form, formError, fieldError, onSubmit: handle } = useApiForm(ZConfirmCodeRequest, { code: '' });

  const resend = async () => {
    setResending(true);
    try {
      const { message } = await onResend();
      notifyDone(message);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={handle((values) => onSubmit(values.code))} noValidate>
      <Stack gap="md">
        {intro && <Text role="status">{intro}</Text>}
        <FormAlert message={formError} />
        <TextInput
          label={label}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          required
          error={fieldError('code')}
          {...form.register('code')}
        />
        <Group justify="space-between">
          <Group gap="xs">
            {secondary}
            <Button variant="default" onClick={() => void resend()} loading={resending}>
              {resendLabel}
            </Button>
          </Group>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
