import { Alert, Stack, Text } from '@mantine/core';
import type { TFactorAddedResponse } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AppLoading } from '@/components/app-loading';
import { AccountPage } from '@/components/account-page';
import { safeRedirect } from '@/lib/safe-redirect';
import { useSession } from '@/lib/current-user';
import { landingPath } from '@/lib/landing';
import { useMfaStatus } from '../api';
import { AuthenticatorSection } from '../components/authenticator-section';
import { notifyDone } from '@/lib/notify';
import { PasskeysSection } from '../components/passkeys-section';
import { RecoverySection } from '../components/recovery-section';
import { keepFreshCodes } from '../fresh-codes';
import { RECOVERY_CODES_PATH, withRedirect } from '@/lib/security-paths';

/** Whether a second step is needed, and why: the first thing a person sent here must read. */
function RequirementNote({ enrolling, required, enrolled }: { enrolling: boolean; required: boolean; enrolled: boolean }) {
  const { t } = useTranslation();
  if (enrolling) {
    return (
      <Alert color="yellow" variant="light" title={t('mfa.enrol.title')}>
        <Stack gap="xs">
          <Text>{t('security.mfa_enrolment_required')}</Text>
          <Text>{t('mfa.enrol.why')}</Text>
          <Text>{t('mfa.enrol.how')}</Text>
        </Stack>
      </Alert>
    );
  }
  if (required) return <Alert color="brand" variant="light">{t('mfa.required_note')}</Alert>;
  if (!enrolled) return <Alert color="brand" variant="light">{t('mfa.optional_note')}</Alert>;
  return null;
}

/**
 * /user/security: the authenticator app, passkeys and recovery codes. Also where a session whose role
 * requires a second step is sent until it has one; ?redirect= is where it then goes.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const { data: status } = useMfaStatus();
  const enrolling = session?.scope === 'mfa_enrolment';
  const redirectParam = searchParams.get('redirect');
  // Where an enrolling session goes once it has a second factor: the page it was going to, else its landing page.
  const afterEnrolment = redirectParam ?? landingPath(session);

  // A first passkey brings recovery codes, shown next; a further one just joins the list.
  const passkeyAdded = async (answer: TFactorAddedResponse) => {
    notifyDone(t('mfa.passkeys.added'));
    if (answer.recovery_codes) {
      keepFreshCodes(answer.recovery_codes);
      await navigate(withRedirect(RECOVERY_CODES_PATH, enrolling ? afterEnrolment : redirectParam));
    } else if (enrolling) {
      await navigate(safeRedirect(afterEnrolment), { replace: true });
    }
  };

  if (!status) return <AppLoading />;
  const enrolled = status.totp.enabled || status.passkeys.length > 0;
  return (
    <AccountPage title={t('mfa.title')} intro={t('mfa.intro')}>
      <RequirementNote enrolling={enrolling} required={status.required} enrolled={enrolled} />
      <AuthenticatorSection status={status} redirectTo={enrolling ? afterEnrolment : redirectParam} />
      <PasskeysSection status={status} onAdded={(answer) => void passkeyAdded(answer)} />
      {enrolled && <RecoverySection status={status} />}
    </AccountPage>
  );
}
