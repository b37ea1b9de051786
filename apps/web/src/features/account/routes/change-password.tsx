import { Button, Group, Stack } from '@mantine/core';
import { ZChangePasswordRequest } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { NewPasswordFields, PasswordField } from '@/components/form/password-field';
import { useApiForm } from '@/components/form/use-api-form';
import { useSession } from '@/lib/current-user';
import { useChangePassword } from '../api';
import { AccountPage } from '@/components/account-page';
import { notifyDone } from '@/lib/notify';

const EMPTY = { old_password: '', password: '', password_confirmation: '' };

/** /user/change-password: the old password, then the new one twice. Other devices are signed out. */
export function Component() {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  // Anyone who holds a permission is staff, and needs a longer password.
  const staff = (useSession()?.permissions.length ?? 0) > 0;
  const { form, formError, fieldError, onSubmit } = useApiForm(ZChangePasswordRequest, EMPTY);

  const submit = onSubmit(async (values) => {
    const { message } = await changePassword.mutateAsync(values);
    notifyDone(message);
    form.reset(EMPTY);
  });

  return (
    <AccountPage title={t('account.password.title')} intro={t('account.password.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={formError} />
          <PasswordField
            label={t('account.password.old')}
            autoComplete="current-password"
            required
            error={fieldError('old_password')}
            {...form.register('old_password')}
          />
          <NewPasswordFields
            labels={{ password: t('account.password.new'), confirmation: t('account.password.confirm') }}
            rules={staff ? 'staff' : 'everyone'}
            fields={{ password: form.register('password'), confirmation: form.register('password_confirmation') }}
            errors={{ password: fieldError('password'), confirmation: fieldError('password_confirmation') }}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('account.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountPage>
  );
}
