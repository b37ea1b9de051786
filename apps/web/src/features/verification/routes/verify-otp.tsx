import { Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { OTP_LENGTH, ZOtpVerifyRequest, type TOtpChannel } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { NarrowPage } from '@/components/narrow-page';
import { useSession } from '@/lib/current-user';
import { HttpError } from '@/lib/http-error';
import { useSendOtp, useVerifyOtp } from '../api';

/** /verify-otp/email and /verify-otp/phone (the route loader has checked the channel). */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const channel = useParams().channel as TOtpChannel;
  const user = useSession()?.user;
  const verifyOtp = useVerifyOtp();
  const sendOtp = useSendOtp();
  const { form, formError, fieldError, onSubmit } = useApiForm(ZOtpVerifyRequest, { channel, code: '' });

  const submit = onSubmit(async (values) => {
    await verifyOtp.mutateAsync(values);
    notifications.show({ color: 'brand', message: t('success.verified') });
    await navigate('/');
  });

  const resend = () =>
    sendOtp.mutate(channel, {
      onSuccess: ({ message }) => notifications.show({ color: 'brand', message }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: error instanceof HttpError ? error.message : t('errors.something_wrong'),
        }),
    });

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
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={formError} />
          <TextInput
            label={t('verify_otp.code_label')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            required
            error={fieldError('code')}
            {...form.register('code')}
          />
          <Group justify="space-between">
            <Button variant="default" onClick={resend} loading={sendOtp.isPending}>
              {t('verify_otp.resend')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('verify_otp.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </NarrowPage>
  );
}
