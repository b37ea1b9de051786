import { Button, Stack } from '@mantine/core';
import { ZAdminUserRolesRequest, type TAdminUserDetail } from '@portal/contract';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { useRoleOptions, useSetRoles } from '../api';
import { RolesPicker } from './roles-picker';
import { notifyDone } from '@/lib/notify';

/** The user's complete set of roles; the server refuses roles beyond the admin's own rights and taking the last super-admin. */
export function RolesForm({ user }: { user: TAdminUserDetail }) {
  const { t } = useTranslation();
  const options = useRoleOptions();
  const setRoles = useSetRoles(user.id);
  const { form, formError, fieldError, onSubmit } = useApiForm(ZAdminUserRolesRequest, { roles: user.roles });

  const submit = onSubmit(async (values) => {
    const saved = await setRoles.mutateAsync(values.roles);
    form.reset({ roles: saved.roles });
    notifyDone(t('users.detail.roles_saved'));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlert message={formError} />
        <Controller
          control={form.control}
          name="roles"
          render={({ field }) => (
            <RolesPicker label={t('users.fields.roles')} options={options.data ?? []} value={field.value} onChange={field.onChange} error={fieldError('roles')} />
          )}
        />
        <Button type="submit" loading={form.formState.isSubmitting} disabled={!form.formState.isDirty} style={{ alignSelf: 'flex-start' }}>
          {t('users.detail.roles_save')}
        </Button>
      </Stack>
    </form>
  );
}
