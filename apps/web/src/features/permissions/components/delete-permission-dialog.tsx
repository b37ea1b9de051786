import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TPermission } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeletePermission } from '../api';

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
      notifications.show({ color: 'brand', message: t('permissions.delete.done', { name: permission.name }) });
      close();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('errors.something_wrong'));
    }
  };

  return (
    <Modal opened={permission !== null} onClose={close} title={t('permissions.delete.title')} centered closeButtonProps={{ 'aria-label': t('permissions.delete.cancel') }}>
      {permission && (
        <Stack gap="md">
          <Text>{t('permissions.delete.confirm', { name: permission.name })}</Text>
          {permission.roles_count > 0 && <Text>{t('permissions.delete.in_roles', { count: permission.roles_count })}</Text>}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('permissions.delete.cancel')}
            </Button>
            <Button color="red.9" loading={remove.isPending} onClick={confirm}>
              {t('permissions.delete.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
