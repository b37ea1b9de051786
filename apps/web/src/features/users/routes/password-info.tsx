import { Button, Loader, Stack } from '@mantine/core';
import { ZAdminSetPasswordRequest } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { NewPasswordFields } from '@/components/form/password-field';
import { useApiForm } from '@/components/form/use-api-form';
import { useAdminUser, useRoleOptions, useSendResetCode, useSetPassword } from '../api';
import { UserSubpage } from '../components/user-subpage';
import { notifyDone, notifyFailure } from '@/lib/notify';
import { SectionCard } from '@/components/section-card';

/** `staff`: the user holds a role that grants a permission, so their password needs 12 characters. */
function SetPasswordForm({ userId, staff }: { userId: string; staff: boolean }) {
  const { t } = useTranslation();
  const setPassword = useSetPassword(userId);
  const { form, formError, fieldError, onSubmit } = useApiForm(ZAdminSetPasswordRequest, { password: '', password_confirmation: '' });
  const submit = onSubmit(async (values) => {
    const { message } = await setPassword.mutateAsync(values);
    form.reset();
    notifyDone(message);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlert message={formError} />
        <NewPasswordFields
          labels={{ password: t('users.password.password'), confirmation: t('users.password.password_confirmation') }}
          rules={staff ? 'staff' : 'everyone'}
          fields={{ password: form.register('password'), confirmation: form.register('password_confirmation') }}
          errors={{ password: fieldError('password'), confirmation: fieldError('password_confirmation') }}
        />
        <Button type="submit" loading={form.formState.isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {t('users.password.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** /admin/user/password-info/{id}: set a user's password, or send them a code to choose one. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: user } = useAdminUser(id);
  const sendCode = useSendResetCode(id);
  const roles = useRoleOptions();
  if (!user) return <Loader aria-label={t('app.loading')} />;
  const staff = (roles.data ?? []).some((role) => role.staff && user.roles.includes(role.name));

  return (
    <UserSubpage user={user} title={t('users.password.title', { name: user.name })}>
      <SectionCard title={t('users.password.set_title')} intro={t('users.password.set_intro')}>
        <SetPasswordForm userId={user.id} staff={staff} />
      </SectionCard>
      <SectionCard title={t('users.password.reset_title')} intro={t('users.password.reset_intro', { email: user.email })}>
        <Button
          variant="light"
          style={{ alignSelf: 'flex-start' }}
          loading={sendCode.isPending}
          onClick={() => sendCode.mutate(undefined, { onSuccess: ({ message }) => notifyDone(message), onError: (error) => notifyFailure(error) })}
        >
          {t('users.password.reset_submit')}
        </Button>
      </SectionCard>
    </UserSubpage>
  );
}
