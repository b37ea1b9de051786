import { Alert, Anchor, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '@/components/role-name/role-label';
import { Link, useNavigate, useParams } from 'react-router';
import { useRole, useUpdateRole } from '../api';
import { RoleForm } from '../components/role-form';
import { notifyDone } from '@/lib/notify';

/** /admin/roles/{id}: the role's name and readable name. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const role = useRole(id);
  const update = useUpdateRole(id);

  return (
    <Stack gap="md">
      <Title order={1}>{t('roles.form.edit_title')}</Title>
      {role.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
      {role.isError && (
        <Alert color="red" role="alert">
          {role.error.message}
        </Alert>
      )}
      {role.data && (
        <>
          <Anchor c="brand.8" component={Link} to={`/admin/roles/permission/${role.data.id}`}>
            {t('roles.form.permissions_link', { name: roleLabel(t, role.data) })}
          </Anchor>
          <RoleForm
            key={role.data.id}
            defaultValues={{ name: role.data.name, readable_name: role.data.readable_name, mfa_required: role.data.mfa_required }}
            nameLocked={role.data.system}
            submitLabel={t('roles.form.save')}
            onSubmit={async (values) => {
              const saved = await update.mutateAsync(values);
              notifyDone(t('roles.form.saved', { name: roleLabel(t, saved) }));
              await navigate('/admin/roles');
            }}
          />
        </>
      )}
    </Stack>
  );
}
