import { Button, Stack, Text, Textarea } from '@mantine/core';
import { ZAdminBanRequest, type TAdminUserDetail } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { useDateFormat } from '@/lib/site';
import { useBanUser, useUnbanUser } from '../api';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { notifyDone, notifyFailure } from '@/lib/notify';

/** Ban with a reason (after a confirmation), or show the ban and lift it. */
export function BanPanel({ user }: { user: TAdminUserDetail }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const ban = useBanUser(user.id);
  const unban = useUnbanUser(user.id);
  const [confirming, setConfirming] = useState(false);
  const { form, formError, fieldError, onSubmit } = useApiForm(ZAdminBanRequest, { reason: '' });

  const submit = onSubmit(async (values) => {
    try {
      await ban.mutateAsync(values.reason);
    } finally {
      setConfirming(false);
    }
    form.reset({ reason: '' });
    notifyDone(t('users.detail.banned_done'));
  });

  if (user.banned_at) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>{t('users.detail.banned_since', { date: format.dateTime(user.banned_at) })}</Text>
        {user.ban_reason && <Text style={{ whiteSpace: 'pre-line' }}>{t('users.detail.ban_reason_shown', { reason: user.ban_reason })}</Text>}
        <Button
          variant="light"
          loading={unban.isPending}
          onClick={() => unban.mutate(undefined, { onSuccess: () => notifyDone(t('users.detail.unbanned_done')), onError: (error) => notifyFailure(error) })}
        >
          {t('users.detail.unban')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlert message={formError} />
        <Textarea label={t('users.detail.ban_reason')} required autosize minRows={2} maxRows={6} error={fieldError('reason')} {...form.register('reason')} />
        <Button
          color="red.9"
          variant="outline"
          style={{ alignSelf: 'flex-start' }}
          onClick={async () => {
            if (await form.trigger('reason')) setConfirming(true);
          }}
        >
          {t('users.detail.ban_submit')}
        </Button>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('users.detail.ban_confirm_title', { name: user.name })}
        body={t('users.detail.ban_confirm_body', { name: user.name })}
        confirmLabel={t('users.detail.ban_submit')}
        pending={form.formState.isSubmitting}
        onConfirm={() => void submit()}
        onClose={() => setConfirming(false)}
      />
    </form>
  );
}
