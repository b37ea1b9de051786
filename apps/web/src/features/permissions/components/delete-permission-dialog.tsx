import { Text } from '@mantine/core';
import type { TPermission } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '@/components/named-list/delete-dialog';
import { useDeletePermission } from '../api';
import { notifyDone } from '@/lib/notify';

export function DeletePermissionDialog({ permission, onClose }: { permission: TPermission | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeletePermission();
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!permission) return;
    try {
      await remove.mutateAsync(permission.id);
      notifyDone(t('permissions.delete.done', { name: permission.name }));
      close();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('errors.something_wrong'));
    }
  };

  return (
    <DeleteDialog
      opened={permission !== null}
      texts={{ title: t('permissions.delete.title'), cancel: t('permissions.delete.cancel'), submit: t('permissions.delete.submit') }}
      pending={remove.isPending}
      error={error}
      onClose={close}
      onConfirm={confirm}
    >
      {permission && (
        <>
          <Text>{t('permissions.delete.confirm', { name: permission.name })}</Text>
          {permission.roles_count > 0 && <Text>{t('permissions.delete.in_roles', { count: permission.roles_count })}</Text>}
        </>
      )}
    </DeleteDialog>
  );
}
