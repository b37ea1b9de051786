import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { ZForgotPasswordRequest } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { NarrowPage } from '@/components/narrow-page';
import { useForgotPassword } from '../api';
import { notifyDone } from '@/lib/notify';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forgotPassword = useForgotPassword();
  const { form, formError, fieldError, onSubmit } = useApiForm(ZForgotPasswordRequest, { login: '' });

  const submit = onSubmit(async (values) => {
    const { message } = await forgotPassword.mutateAsync(values);
    notifyDone(message);
    await navigate(`/forgot-password/reset-pass?${new URLSearchParams({ login: values.login }).toString()}`);
  });

  return (
    <NarrowPage title={t('forgot.title')} intro={t('forgot.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={formError} />
          <TextInput
            label={t('forgot.login_label')}
            autoComplete="username"
            required
            error={fieldError('login')}
            {...form.register('login')}
          />
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('forgot.submit')}
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            {t('forgot.back_to_login')}
          </Anchor>
        </Stack>
      </form>
    </NarrowPage>
  );
}
