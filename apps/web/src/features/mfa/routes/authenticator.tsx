import { Alert, Anchor, Button, Group, Image, Stack, Text, Title } from '@mantine/core';
import { AUTH_ERROR_CODES, type TTotpSetupResponse } from '@portal/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AppLoading } from '@/components/app-loading';
import { AuthenticatorCodeForm } from '@/components/second-factor/code-form';
import type { CodeProof } from '@/components/second-factor/proof-schemas';
import { AccountPage } from '@/components/account-page';
import { safeRedirect } from '@/lib/safe-redirect';
import { ApiError, HttpError } from '@/lib/http-error';
import { useConfirmAuthenticator, useStartAuthenticator } from '../api';
import { notifyDone } from '@/lib/notify';
import { RecoveryCodesPanel } from '../components/recovery-codes-panel';
import { SecretKey } from '../components/secret-key';
import { forgetFreshCodes, freshCodes, keepFreshCodes } from '../fresh-codes';
import { SECURITY_PATH } from '@/lib/security-paths';

/** Step 1 and 2: scan (or type) the secret, then prove the app has it with its current code. */
function ScanAndConfirm({ setup, onConfirm }: { setup: TTotpSetupResponse; onConfirm: (proof: CodeProof) => Promise<unknown> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section">
        <Title order={2} size="h4">
          {t('mfa.setup.step_scan')}
        </Title>
        <Text>{t('mfa.setup.scan_intro')}</Text>
        <Image src={setup.qr_code} alt={t('mfa.setup.qr_alt')} w={200} h={200} fit="contain" style={{ background: 'white' }} />
        <Button component="a" href={setup.otpauth_url} variant="light" hiddenFrom="sm" style={{ alignSelf: 'flex-start' }}>
          {t('mfa.setup.open_app')}
        </Button>
        <Text>{t('mfa.setup.cant_scan')}</Text>
        <SecretKey secret={setup.secret} />
      </Stack>
      <Stack gap="sm" component="section">
        <Title order={2} size="h4">
          {t('mfa.setup.step_code')}
        </Title>
        <AuthenticatorCodeForm onSubmit={onConfirm} submitLabel={t('mfa.setup.turn_on')} />
      </Stack>
    </Stack>
  );
}

/**
 * /user/security/authenticator: setting up an authenticator app. The QR code (or the key, typed in),
 * then the app's current code, then, for a first second step, the recovery codes to save.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const redirectParam = useSearchParams()[0].get('redirect');
  const start = useStartAuthenticator();
  const confirm = useConfirmAuthenticator();
  // Codes just made survive this screen being shown again (they are not shown anywhere else).
  const [codes, setCodes] = useState<string[] | null>(freshCodes);
  const started = useRef(false);

  const begin = () => {
    started.current = true;
    start.mutate();
  };
  useEffect(() => {
    if (!started.current && !codes) begin();
  });

  // Back where the person came from: the page they were going to when this was required, else the overview.
  const finish = () => {
    forgetFreshCodes();
    return navigate(redirectParam ? safeRedirect(redirectParam) : SECURITY_PATH, { replace: true });
  };

  const confirmCode = async (proof: CodeProof) => {
    if (proof.method !== 'totp') return;
    const answer = await confirm.mutateAsync(proof.code);
    notifyDone(t('mfa.setup.done'));
    if (answer.recovery_codes) {
      keepFreshCodes(answer.recovery_codes);
      setCodes(answer.recovery_codes);
    } else await finish();
  };

  const cancelled = start.error instanceof ApiError && start.error.code === AUTH_ERROR_CODES.reauthRequired;
  return (
    <AccountPage title={t('mfa.setup.title')} intro={codes ? undefined : t('mfa.setup.intro')}>
      {codes ? (
        <RecoveryCodesPanel codes={codes} onDone={() => void finish()} doneLabel={t('mfa.codes.continue')} />
      ) : start.data ? (
        <ScanAndConfirm setup={start.data} onConfirm={confirmCode} />
      ) : start.isError ? (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text>{cancelled ? t('mfa.setup.not_started') : start.error instanceof HttpError ? start.error.message : t('errors.something_wrong')}</Text>
            <Group gap="sm">
              {!(start.error instanceof HttpError && start.error.statusCode === 409) && <Button onClick={begin}>{t('mfa.setup.try_again')}</Button>}
              <Anchor component={Link} to={SECURITY_PATH}>
                {t('mfa.back')}
              </Anchor>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <AppLoading />
      )}
    </AccountPage>
  );
}
