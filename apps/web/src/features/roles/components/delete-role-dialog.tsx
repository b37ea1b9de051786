import { NativeSelect, Text } from '@mantine/core';
import type { TRole } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '@/components/named-list/delete-dialog';
import { roleLabel } from '@/components/role-name/role-label';
import { ApiError } from '@/lib/http-error';
import { useAllRoles, useDeleteRole } from '../api';
import { notifyDone } from '@/lib/notify';

interface DeleteRoleDialogProps {
  role: TRole | null;
  onClose: () => void;
}

/** Asks before deleting; a role in use needs a role its users move to. */
export function DeleteRoleDialog({ role, onClose }: DeleteRoleDialogProps) {
  const { t } = useTranslation();
  const roles = useAllRoles();
  const remove = useDeleteRole();
  const [moveTo, setMoveTo] = useState('');
  const [error, setError] = useState<{ form?: string; moveTo?: string }>({});
  const inUse = (role?.users_count ?? 0) > 0;

  const close = () => {
    setMoveTo('');
    setError({});
    remove.reset();
    onClose();
  };

  const confirm = async () => {
    if (!role) return;
    if (inUse && !moveTo) {
      setError({ moveTo: t('roles.delete.move_required') });
      return;
    }
    try {
      await remove.mutateAsync({ id: role.id, moveTo: moveTo || undefined });
      notifyDone(t('roles.delete.done', { name: roleLabel(t, role) }));
      close();
    } catch (failure) {
      const moveError = failure instanceof ApiError ? failure.errors.move_to?.[0] : undefined;
      setError(moveError ? { moveTo: moveError } : { form: failure instanceof Error ? failure.message : t('errors.something_wrong') });
    }
  };

  const others = (roles.data ?? []).filter((r) => r.id !== role?.id);

  return (
    <DeleteDialog
      opened={role !== null}
      texts={{ title: t('roles.delete.title'), cancel: t('roles.delete.cancel'), submit: t('roles.delete.submit') }}
      pending={remove.isPending}
      error={error.form}
      onClose={close}
      onConfirm={confirm}
    >
      {role && (
        <>
          <Text>{t('roles.delete.confirm', { name: roleLabel(t, role) })}</Text>
          {inUse && (
            <>
              <Text>{t('roles.delete.in_use', { count: role.users_count })}</Text>
              <NativeSelect
                label={t('roles.delete.move_label')}
                value={moveTo}
                required
                error={error.moveTo}
                data={[
                  { value: '', label: t('roles.delete.move_placeholder'), disabled: true },
                  ...others.map((r) => ({ value: r.name, label: `${roleLabel(t, r)} (${r.name})` })),
                ]}
                onChange={(event) => setMoveTo(event.currentTarget.value)}
              />
            </>
          )}
        </>
      )}
    </DeleteDialog>
  );
}
