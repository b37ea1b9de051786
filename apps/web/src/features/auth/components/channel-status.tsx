import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { TOtpChannel } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/lib/site';

interface ChannelStatusProps {
  channel: TOtpChannel;
  /** The email address or phone number; null when the account has none. */
  address: string | null;
  verifiedAt: string | null;
  sending: boolean;
  onSend: (channel: TOtpChannel) => void;
}

/** One row of the verification screen: the address, whether it is verified, and a way to verify it. */
export function ChannelStatus({ channel, address, verifiedAt, sending, onSend }: ChannelStatusProps) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const title = t(channel === 'email' ? 'verify.email' : 'verify.phone');

  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Text fw={700}>{title}</Text>
          <Text>{address ?? t('errors.no_phone')}</Text>
          {verifiedAt && <Text size="sm">{t('verify.verified_on', { date: format.dateTime(verifiedAt) })}</Text>}
        </Stack>
        {verifiedAt ? (
          <Badge color="brand" variant="light" size="lg" tt="none">
            {t('verify.verified')}
          </Badge>
        ) : (
          <Stack gap="xs" align="flex-end">
            <Badge color="gray" variant="light" size="lg" tt="none">
              {t('verify.not_verified')}
            </Badge>
            {address && (
              <Button onClick={() => onSend(channel)} loading={sending}>
                {t(channel === 'email' ? 'verify.send_email' : 'verify.send_phone')}
              </Button>
            )}
          </Stack>
        )}
      </Group>
    </Card>
  );
}
