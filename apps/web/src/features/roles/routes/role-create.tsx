import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateRole } from '../api';
import { RoleForm } from '../components/role-form';
import { notifyDone } from '@/lib/notify';

/** /admin/roles/create: a new role, then straight on to choosing its permissions. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateRole();

  return (
    <Stack gap="md">
      <Title order={1}>{t('roles.form.create_title')}</Title>
      <RoleForm
        defaultValues={{ name: '', readable_name: '', mfa_required: false }}
        submitLabel={t('roles.form.create_submit')}
        onSubmit={async (values) => {
          const role = await create.mutateAsync(values);
          notifyDone(t('roles.form.created', { name: role.readable_name }));
          await navigate(`/admin/roles/permission/${role.id}`);
        }}
      />
    </Stack>
  );
}
