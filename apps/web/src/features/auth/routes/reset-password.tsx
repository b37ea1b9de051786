import { Button, Stack, TextInput } from '@mantine/core';
import { OTP_LENGTH, ZResetPasswordRequest } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { NewPasswordFields } from '@/components/form/password-field';
import { useApiForm } from '@/components/form/use-api-form';
import { NarrowPage } from '@/components/narrow-page';
import { useResetPassword } from '../api';
import { notifyDone } from '@/lib/notify';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const resetPassword = useResetPassword();
  const { form, formError, fieldError, onSubmit } = useApiForm(ZResetPasswordRequest, {
    login: searchParams.get('login') ?? '',
    code: '',
    password: '',
    password_confirmation: '',
  });

  const submit = onSubmit(async (values) => {
    const { message } = await resetPassword.mutateAsync(values);
    notifyDone(message);
    await navigate('/login');
  });

  return (
    <NarrowPage title={t('reset.title')} intro={t('reset.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={formError} />
          <TextInput
            label={t('reset.login_label')}
            autoComplete="username"
            required
            error={fieldError('login')}
            {...form.register('login')}
          />
          <TextInput
            label={t('reset.code_label')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            required
            error={fieldError('code')}
            {...form.register('code')}
          />
          <NewPasswordFields
            labels={{ password: t('reset.password_label'), confirmation: t('reset.confirm_label') }}
            rules="unknown"
            fields={{ password: form.register('password'), confirmation: form.register('password_confirmation') }}
            errors={{ password: fieldError('password'), confirmation: fieldError('password_confirmation') }}
          />
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </NarrowPage>
  );
}
