import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreatePermission } from '../api';
import { PermissionForm } from '../components/permission-form';
import { notifyDone } from '@/lib/notify';

/** /admin/permission/create */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreatePermission();

  return (
    <Stack gap="md">
      <Title order={1}>{t('permissions.form.create_title')}</Title>
      <Text maw={640}>{t('permissions.form.create_intro')}</Text>
      <PermissionForm
        defaultValues={{ name: '', readable_name: '' }}
        submitLabel={t('permissions.form.create_submit')}
        onSubmit={async (values) => {
          const created = await create.mutateAsync(values);
          notifyDone(t('permissions.form.created', { name: created.name }));
          await navigate('/admin/permission');
        }}
      />
    </Stack>
  );
}
