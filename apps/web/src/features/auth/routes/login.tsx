import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { ZLoginRequest } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { PasswordField } from '@/components/form/password-field';
import { useApiForm } from '@/components/form/use-api-form';
import { NarrowPage } from '@/components/narrow-page';
import { useLogin } from '../api';
import { safeRedirect } from '../safe-redirect';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLogin();
  const { form, formError, fieldError, onSubmit } = useApiForm(ZLoginRequest, { login: '', password: '' });

  const submit = onSubmit(async (values) => {
    await login.mutateAsync(values);
    await navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
  });

  return (
    <NarrowPage title={t('login.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={formError} />
          <TextInput
            label={t('login.login_label')}
            autoComplete="username"
            required
            error={fieldError('login')}
            {...form.register('login')}
          />
          <PasswordField
            label={t('login.password_label')}
            autoComplete="current-password"
            required
            error={fieldError('password')}
            {...form.register('password')}
          />
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('login.forgot_link')}
          </Anchor>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('login.submit')}
          </Button>
          <Text size="sm">
            {t('login.no_account')}{' '}
            <Anchor component={Link} to="/register_">
              {t('login.register_link')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </NarrowPage>
  );
}
