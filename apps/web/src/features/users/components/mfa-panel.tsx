import { Alert, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { RECOVERY_CODE_COUNT, type TAdminUserDetail } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLoading } from '@/components/app-loading';
import { formatNumber } from '@/lib/numbers';
import { useDateFormat } from '@/lib/site';
import { useResetUserMfa, useUserMfa } from '../api';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { notifyDone, notifyFailure } from '@/lib/notify';
import { DetailItem } from '@/components/detail-item';

interface MfaPanelProps {
  user: TAdminUserDetail;
  /** users.update, and not oneself (nobody resets their own). */
  mayReset: boolean;
  self: boolean;
}

/**
 * A user's second sign-in steps, and a reset for someone who lost their phone and codes: everything is
 * removed, they are signed out everywhere, and they set a step up again when they next sign in.
 */
export function MfaPanel({ user, mayReset, self }: MfaPanelProps) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const { data: status, isError, error } = useUserMfa(user.id);
  const reset = useResetUserMfa(user.id);
  const [confirming, setConfirming] = useState(false);

  if (isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {error.message}
      </Alert>
    );
  }
  if (!status) return <AppLoading />;
  const enrolled = status.totp.enabled || status.passkeys.length > 0;

  const doReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => notifyDone(t('users.mfa.reset_done', { name: user.name })),
      // Cancelling "Confirm it's you" is the administrator's own choice: notifyFailure reports nothing then.
      onError: (failure) => notifyFailure(failure),
    });

  return (
    <Stack gap="sm">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
        <DetailItem label={t('users.mfa.required')}>{t(status.required ? 'users.mfa.required_yes' : 'users.mfa.required_no')}</DetailItem>
        <DetailItem label={t('users.mfa.app')}>
          {status.totp.enabled && status.totp.enabled_at
            ? t('users.mfa.app_on', { date: format.date(status.totp.enabled_at) })
            : t('users.mfa.app_off')}
        </DetailItem>
        <DetailItem label={t('users.mfa.passkeys')}>
          {status.passkeys.length === 0 ? t('users.mfa.passkeys_none') : status.passkeys.map((passkey) => passkey.name).join(', ')}
        </DetailItem>
        <DetailItem label={t('users.mfa.recovery_codes')}>
          {enrolled ? t('users.mfa.recovery_left', { remaining: formatNumber(status.recovery_codes_remaining), total: formatNumber(RECOVERY_CODE_COUNT) }) : '—'}
        </DetailItem>
      </SimpleGrid>
      {!enrolled && <Text>{t(status.required ? 'users.mfa.none_required' : 'users.mfa.none_optional')}</Text>}
      {enrolled && self && <Text size="sm">{t('security.reset_own_factors')}</Text>}
      {enrolled && mayReset && (
        <Button variant="outline" color="red.9" style={{ alignSelf: 'flex-start' }} loading={reset.isPending} onClick={() => setConfirming(true)}>
          {t('users.mfa.reset')}
        </Button>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('users.mfa.reset_title', { name: user.name })}
        body={t(status.required ? 'users.mfa.reset_body_required' : 'users.mfa.reset_body_optional', { name: user.name })}
        confirmLabel={t('users.mfa.reset_confirm')}
        pending={false}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          // Closed first, so a "Confirm it's you" dialog the reset may need never opens over it.
          setConfirming(false);
          doReset();
        }}
      />
    </Stack>
  );
}
