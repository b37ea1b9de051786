import { Anchor, Button, Checkbox, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ROLE_CANDIDATE, ZAdminCreateUserRequest } from '@portal/contract';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { PasswordField } from '@/components/form/password-field';
import { useApiForm } from '@/components/form/use-api-form';
import { useCreateUser, useRoleOptions } from '../api';
import { RolesPicker } from '../components/roles-picker';

/** /admin/user/create */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateUser();
  const roles = useRoleOptions();
  const { form, formError, fieldError, onSubmit } = useApiForm(ZAdminCreateUserRequest, {
    name: '',
    email: '',
    phone: '',
    send_reset_code: false,
    password: '',
    password_confirmation: '',
    roles: [ROLE_CANDIDATE],
    verified: false,
  });
  const sendResetCode = useWatch({ control: form.control, name: 'send_reset_code' });
  const chosenRoles = useWatch({ control: form.control, name: 'roles' });
  const staff = (roles.data ?? []).some((role) => role.staff && chosenRoles.includes(role.name));

  const submit = onSubmit(async (values) => {
    const user = await create.mutateAsync(values);
    notifications.show({ color: 'brand', message: t('adminUsers.create.done') });
    await navigate(`/admin/user/${user.id}`);
  });

  return (
    <Stack gap="md" maw={560}>
      <Anchor component={Link} to="/admin/user/list" size="sm">
        ← {t('adminUsers.detail.back')}
      </Anchor>
      <Paper withBorder radius="md" p="xl">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('adminUsers.create.title')}
          </Title>
          <Text>{t('adminUsers.create.intro')}</Text>
          <FormAlert message={formError} />
          <TextInput label={t('adminUsers.fields.name')} required autoComplete="off" error={fieldError('name')} {...form.register('name')} />
          <TextInput type="email" label={t('adminUsers.fields.email')} required autoComplete="off" error={fieldError('email')} {...form.register('email')} />
          <TextInput type="tel" label={t('adminUsers.fields.phone')} autoComplete="off" error={fieldError('phone')} {...form.register('phone')} />
          <Checkbox
            label={t('adminUsers.create.send_reset_code')}
            description={t('adminUsers.create.send_reset_code_hint')}
            {...form.register('send_reset_code')}
          />
          {!sendResetCode && (
            <>
              <PasswordField
                label={t('adminUsers.fields.password')}
                required
                autoComplete="new-password"
                rules={staff ? 'staff' : 'everyone'}
                error={fieldError('password')}
                {...form.register('password')}
              />
              <PasswordField
                label={t('adminUsers.fields.password_confirmation')}
                required
                autoComplete="new-password"
                error={fieldError('password_confirmation')}
                {...form.register('password_confirmation')}
              />
            </>
          )}
          <Controller
            control={form.control}
            name="roles"
            render={({ field }) => (
              <RolesPicker label={t('adminUsers.fields.roles')} options={roles.data ?? []} value={field.value} onChange={field.onChange} error={fieldError('roles')} />
            )}
          />
          <Checkbox label={t('adminUsers.create.verified')} {...form.register('verified')} />
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('adminUsers.create.submit')}
          </Button>
        </Stack>
      </form>
      </Paper>
    </Stack>
  );
}
