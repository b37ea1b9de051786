import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { usePermission, useUpdatePermission } from '../api';
import { PermissionForm } from '../components/permission-form';
import { notifyDone } from '@/lib/notify';

/** /admin/permission/{id}: the readable name, and the name of an admin-made permission. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const permission = usePermission(id);
  const update = useUpdatePermission(id);

  return (
    <Stack gap="md">
      <Title order={1}>{t('permissions.form.edit_title')}</Title>
      {permission.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
      {permission.isError && (
        <Alert color="red" role="alert">
          {permission.error.message}
        </Alert>
      )}
      {permission.data && (
        <PermissionForm
          key={permission.data.id}
          defaultValues={{ name: permission.data.name, readable_name: permission.data.readable_name }}
          nameLocked={permission.data.built_in}
          submitLabel={t('permissions.form.save')}
          onSubmit={async (values) => {
            const saved = await update.mutateAsync(values);
            notifyDone(t('permissions.form.saved', { name: saved.name }));
            await navigate('/admin/permission');
          }}
        />
      )}
    </Stack>
  );
}
