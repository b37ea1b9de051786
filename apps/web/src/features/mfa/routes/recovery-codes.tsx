import { Anchor, Button, Group, Text } from '@mantine/core';
import { RECOVERY_CODE_COUNT } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AppLoading } from '@/components/app-loading';
import { AccountPage } from '@/components/account-page';
import { safeRedirect } from '@/lib/safe-redirect';
import { formatNumber } from '@/lib/numbers';
import { useMfaStatus, useNewRecoveryCodes } from '../api';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { notifyFailure } from '@/lib/notify';
import { RecoveryCodesPanel } from '../components/recovery-codes-panel';
import { forgetFreshCodes, freshCodes } from '../fresh-codes';
import { SECURITY_PATH } from '@/lib/security-paths';

/**
 * /user/security/recovery-codes: codes just made (by a first passkey, or here with "Make new codes"),
 * shown once; otherwise how many are left and a way to replace them all.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const redirectParam = useSearchParams()[0].get('redirect');
  const { data: status } = useMfaStatus();
  const renew = useNewRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(freshCodes);
  const [confirming, setConfirming] = useState(false);

  const done = () => {
    forgetFreshCodes();
    setCodes(null);
    void navigate(redirectParam ? safeRedirect(redirectParam) : SECURITY_PATH, { replace: true });
  };

  if (codes) {
    return (
      <AccountPage title={t('mfa.recovery.page_title')}>
        <RecoveryCodesPanel codes={codes} onDone={done} doneLabel={t('mfa.codes.continue')} />
      </AccountPage>
    );
  }
  if (!status) return <AppLoading />;
  const enrolled = status.totp.enabled || status.passkeys.length > 0;

  return (
    <AccountPage title={t('mfa.recovery.page_title')} intro={t('mfa.recovery.description')}>
      {enrolled ? (
        <>
          <Text fw={600}>{t('mfa.recovery.remaining_long', { remaining: formatNumber(status.recovery_codes_remaining), total: formatNumber(RECOVERY_CODE_COUNT) })}</Text>
          <Text>{t('mfa.recovery.renew_intro', { total: formatNumber(RECOVERY_CODE_COUNT) })}</Text>
          <Group gap="sm">
            <Button onClick={() => setConfirming(true)} loading={renew.isPending}>
              {t('mfa.recovery.make_new')}
            </Button>
            <Anchor component={Link} to={SECURITY_PATH}>
              {t('mfa.back')}
            </Anchor>
          </Group>
        </>
      ) : (
        <>
          <Text>{t('mfa.recovery.none_yet')}</Text>
          <Anchor component={Link} to={SECURITY_PATH}>
            {t('mfa.back')}
          </Anchor>
        </>
      )}
      <ConfirmDialog
        closeFirst
        opened={confirming}
        title={t('mfa.recovery.renew_title')}
        body={[t('mfa.recovery.renew_body')]}
        confirmLabel={t('mfa.recovery.make_new')}
        onClose={() => setConfirming(false)}
        onConfirm={() => renew.mutate(undefined, { onSuccess: (answer) => setCodes(answer.recovery_codes), onError: (error) => notifyFailure(error) })}
      />
    </AccountPage>
  );
}
