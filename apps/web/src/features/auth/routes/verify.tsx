import { Stack, Text, Title } from '@mantine/core';
import type { TOtpChannel } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { useSession } from '@/lib/current-user';
import { HttpError } from '@/lib/http-error';
import { useSendOtp } from '../otp-api';
import { ChannelStatus } from '../components/channel-status';
import { notifyDone } from '@/lib/notify';

/** /verify: which of email and phone are verified; choosing one sends a code. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const sendOtp = useSendOtp();
  if (!session) return null;
  const { user } = session;

  const send = (channel: TOtpChannel) =>
    sendOtp.mutate(channel, {
      onSuccess: ({ message }) => {
        notifyDone(message);
        void navigate(`/verify-otp/${channel}`);
      },
    });

  const error = sendOtp.error instanceof HttpError ? sendOtp.error.message : sendOtp.error && t('errors.something_wrong');

  return (
    <Stack gap="md" maw={640} mx="auto">
      <Title order={1}>{t('verify.title')}</Title>
      <Text>{t('verify.intro')}</Text>
      <FormAlert message={error} />
      <ChannelStatus
        channel="email"
        address={user.email}
        verifiedAt={user.email_verified_at}
        sending={sendOtp.isPending && sendOtp.variables === 'email'}
        onSend={send}
      />
      <ChannelStatus
        channel="phone"
        address={user.phone}
        verifiedAt={user.phone_verified_at}
        sending={sendOtp.isPending && sendOtp.variables === 'phone'}
        onSend={send}
      />
    </Stack>
  );
}
