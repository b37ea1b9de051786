import { Badge, Button, Group, Text } from '@mantine/core';
import { RECOVERY_CODE_COUNT, type TMfaStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/numbers';
import { RECOVERY_CODES_PATH } from '@/lib/security-paths';
import { Section } from './section';

/** Codes that stand in for a lost phone or passkey: how many are left, and a way to make a new set. */
export function RecoverySection({ status }: { status: TMfaStatus }) {
  const { t } = useTranslation();
  const remaining = status.recovery_codes_remaining;
  const low = remaining <= 3;
  return (
    <Section
      title={t('mfa.recovery.title')}
      badge={
        <Badge variant="light" color={low ? 'red' : 'brand'} c={low ? 'red.9' : undefined} tt="none">
          {t('mfa.recovery.remaining', { remaining: formatNumber(remaining), total: formatNumber(RECOVERY_CODE_COUNT) })}
        </Badge>
      }
    >
      <Text>{t('mfa.recovery.description')}</Text>
      {low && <Text fw={600}>{t('mfa.recovery.running_low')}</Text>}
      <Group>
        <Button component={Link} to={RECOVERY_CODES_PATH} variant={low ? 'filled' : 'light'}>
          {t('mfa.recovery.make_new')}
        </Button>
      </Group>
    </Section>
  );
}
