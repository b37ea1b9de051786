import type { TOtpChannel } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { CodeEntryForm } from '@/components/code-entry/code-entry-form';
import { NarrowPage } from '@/components/narrow-page';
import { useSession } from '@/lib/current-user';
import { useSendOtp, useVerifyOtp } from '../otp-api';
import { notifyDone } from '@/lib/notify';

/** /verify-otp/email and /verify-otp/phone (the route loader has checked the channel). */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const channel = useParams().channel as TOtpChannel;
  const user = useSession()?.user;
  const verifyOtp = useVerifyOtp();
  const sendOtp = useSendOtp();

  const verify = async (code: string) => {
    await verifyOtp.mutateAsync({ channel, code });
    notifyDone(t('success.verified'));
    await navigate('/');
  };

  // Just signed out (Logout in the header): render nothing while sign-out takes the visitor home.
  if (!user) return null;
  const target = channel === 'email' ? user.email : user.phone;
  // No phone number on the account: nothing to verify here.
  if (!target) return <Navigate to="/verify" replace />;
  return (
    <NarrowPage
      title={t(channel === 'email' ? 'verify_otp.title_email' : 'verify_otp.title_phone')}
      intro={t('verify_otp.intro', { target })}
    >
      <CodeEntryForm
        label={t('verify_otp.code_label')}
        submitLabel={t('verify_otp.submit')}
        resendLabel={t('verify_otp.resend')}
        onSubmit={verify}
        onResend={() => sendOtp.mutateAsync(channel)}
      />
    </NarrowPage>
  );
}
