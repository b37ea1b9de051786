import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { OTP_LENGTH, ZConfirmCodeRequest } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { HttpError } from '@/lib/http-error';

interface CodeStepProps {
  /** The new address the code was sent to. */
  target: string;
  onConfirm: (code: string) => Promise<unknown>;
  onResend: () => Promise<{ message: string }>;
  onStartOver: () => void;
}

/** Step two: the six-digit code sent to the new address, with a way to get a new code or pick another address. */
export function CodeStep({ target, onConfirm, onResend, onStartOver }: CodeStepProps) {
  const { t } = useTranslation();
  const [resending, setResending] = useState(false);
  const { form, formError, fieldError, onSubmit } = useApiForm(ZConfirmCodeRequest, { code: '' });

  const resend = async () => {
    setResending(true);
    try {
      const { message } = await onResend();
      notifications.show({ color: 'brand', message });
    } catch (error) {
      notifications.show({ color: 'red', message: error instanceof HttpError ? error.message : t('errors.something_wrong') });
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={onSubmit((values) => onConfirm(values.code))} noValidate>
      <Stack gap="md">
        <Text role="status">{t('account.change.code_intro', { target })}</Text>
        <FormAlert message={formError} />
        <TextInput
          label={t('account.change.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          required
          error={fieldError('code')}
          {...form.register('code')}
        />
        <Group justify="space-between">
          <Group gap="xs">
            <Button variant="subtle" onClick={onStartOver}>
              {t('account.change.start_over')}
            </Button>
            <Button variant="default" onClick={() => void resend()} loading={resending}>
              {t('account.change.resend')}
            </Button>
          </Group>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('account.change.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
