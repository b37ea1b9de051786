import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { TDashboardSummary } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/numbers';

/** Headline counts of live users. */
export function SummaryCards({ users }: { users: TDashboardSummary['users'] }) {
  const { t } = useTranslation();
  const cards = [
    [t('dashboard.counts.total'), users.total],
    [t('dashboard.counts.verified'), users.verified],
    [t('dashboard.counts.unverified'), users.unverified],
    [t('dashboard.counts.banned'), users.banned],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" component="dl" m={0}>
      {cards.map(([label, value]) => (
        <Paper key={label} withBorder p="md" radius="md">
          <Text component="dt" size="sm" fw={600}>
            {label}
          </Text>
          <Text component="dd" m={0} fz={28} fw={700}>
            {formatNumber(value)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
