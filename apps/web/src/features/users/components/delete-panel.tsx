import { Button } from '@mantine/core';
import type { TAdminUserDetail } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteUser } from '../api';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { notifyDone, notifyFailure } from '@/lib/notify';

/** Soft delete after a confirmation; back to the list afterwards. */
export function DeletePanel({ user }: { user: TAdminUserDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteUser(user.id);
  const [confirming, setConfirming] = useState(false);

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: async () => {
        notifyDone(t('users.detail.deleted'));
        await navigate('/admin/user/list');
      },
      onError: (error) => {
        setConfirming(false);
        notifyFailure(error);
      },
    });

  return (
    <>
      <Button color="red.9" onClick={() => setConfirming(true)} style={{ alignSelf: 'flex-start' }}>
        {t('users.detail.delete_submit')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('users.detail.delete_confirm_title', { name: user.name })}
        body={t('users.detail.delete_confirm_body', { name: user.name })}
        confirmLabel={t('users.detail.delete_submit')}
        pending={remove.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
