import { Button, Group, Text } from '@mantine/core';
import type { TAdminUserDetail, TOtpChannel } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useVerifyUser } from '../api';
import { notifyDone, notifyFailure } from '@/lib/notify';

/** Buttons to mark the email address or phone number verified without a code. */
export function VerifyPanel({ user }: { user: TAdminUserDetail }) {
  const { t } = useTranslation();
  const verify = useVerifyUser(user.id);
  const run = (channel: TOtpChannel) =>
    verify.mutate(channel, { onSuccess: () => notifyDone(t('users.detail.verify_done')), onError: (error) => notifyFailure(error) });
  const emailPending = !user.email_verified_at;
  const phonePending = user.phone !== null && !user.phone_verified_at;

  if (!emailPending && !phonePending) return <Text size="sm">{t('users.detail.all_verified')}</Text>;
  return (
    <Group gap="sm">
      {emailPending && (
        <Button variant="light" onClick={() => run('email')} loading={verify.isPending && verify.variables === 'email'}>
          {t('users.detail.verify_email')}
        </Button>
      )}
      {phonePending && (
        <Button variant="light" onClick={() => run('phone')} loading={verify.isPending && verify.variables === 'phone'}>
          {t('users.detail.verify_phone')}
        </Button>
      )}
    </Group>
  );
}
