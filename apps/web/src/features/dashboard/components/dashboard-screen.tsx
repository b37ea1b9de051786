import '@mantine/charts/styles.css';
import { Alert, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { DASHBOARD_RANGES, type DashboardRange } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '@/lib/current-user';
import { useDateFormat } from '@/lib/site';
import { can } from '@portal/contract';
import { useComplianceFigures, useDashboardStats, useDashboardSummary } from '../dashboard-api';
import { ComplianceFigures } from './compliance-figures';
import { DashboardCharts } from './dashboard-charts';
import { SummaryCards } from './summary-cards';

function readRange(value: string | null): DashboardRange {
  return (DASHBOARD_RANGES as readonly string[]).includes(value ?? '') ? (value as DashboardRange) : 'this_week';
}

/**
 * /admin: for reviewers, the candidates' compliance figures; then user counts and charts of registrations and verification
 * for a calendar range; then the cards of other features (`children`).
 */
export function DashboardScreen({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const format = useDateFormat();
  const [params, setParams] = useSearchParams();
  const range = readRange(params.get('range'));
  const summary = useDashboardSummary();
  const stats = useDashboardStats(range);
  // Figures respect permissions: the compliance cards show only to those who review documents.
  const reviewer = can(session?.permissions ?? [], 'documents.review');
  const compliance = useComplianceFigures(reviewer);
  const failure = summary.error ?? stats.error;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('dashboard.title')}</Title>
        {session && <Text>{t('dashboard.welcome', { name: session.user.name })}</Text>}
      </Stack>
      {failure && (
        <Alert color="red" role="alert">
          {failure.message}
        </Alert>
      )}
      {reviewer && <ComplianceFigures figures={compliance.data} error={compliance.error} />}
      {summary.data && <SummaryCards users={summary.data.users} />}
      <Group justify="space-between" align="end">
        <Stack gap={4}>
          <Text fw={600} id="dashboard-range-label">
            {t('dashboard.range_label')}
          </Text>
          <SegmentedControl
            aria-labelledby="dashboard-range-label"
            value={range}
            onChange={(value) => setParams({ range: value })}
            data={DASHBOARD_RANGES.map((r) => ({ value: r, label: t(`dashboard.ranges.${r}`) }))}
          />
        </Stack>
        {stats.data && (
          <Text size="sm">
            {t('dashboard.as_of', { time: format.dateTime(stats.data.computed_at), zone: format.zoneName(stats.data.range.time_zone) })}
          </Text>
        )}
      </Group>
      {(summary.isPending || stats.isPending) && <Loader size="sm" aria-label={t('app.loading')} />}
      {stats.data && summary.data && <DashboardCharts stats={stats.data} byRole={summary.data.users_by_role} />}
      {children}
    </Stack>
  );
}
