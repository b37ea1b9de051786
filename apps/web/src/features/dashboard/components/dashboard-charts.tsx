import { BarChart, DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TDashboardStats, TDashboardSummary } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '@/components/role-name/role-label';
import { formatNumber, localiseDigits } from '@/lib/numbers';
import { CHART_HEIGHT, ChartCard, noFocus } from './chart-card';

interface DashboardChartsProps {
  stats: TDashboardStats;
  byRole: TDashboardSummary['users_by_role'];
}

export function DashboardCharts({ stats, byRole }: DashboardChartsProps) {
  const { t } = useTranslation();
  const count = t('dashboard.charts.count');
  // Calendar days (YYYY-MM-DD) are shown as they are, in the language's digits; roles by their names for people.
  const day = (date: string) => localiseDigits(date);
  const perDay = stats.registrations_per_day.map((d) => ({ label: day(d.date), [count]: d.count }));
  const perWeek = stats.registrations_per_week.map((w) => ({ label: day(w.week_start), [count]: w.count }));
  const roles = byRole.map((r) => ({ label: roleLabel(t, r.role), [count]: r.count }));
  const verification = [
    { name: t('dashboard.charts.verified'), value: stats.verification.verified, color: 'brand.6' },
    { name: t('dashboard.charts.unverified'), value: stats.verification.unverified, color: 'gray.5' },
  ];
  const bars = (data: Array<Record<string, string | number>>) => (
    <BarChart
      h={CHART_HEIGHT}
      data={data}
      dataKey="label"
      series={[{ name: count, color: 'brand.6' }]}
      tickLine="y"
      yAxisProps={{ allowDecimals: false }}
      valueFormatter={(value) => formatNumber(value)}
      withTooltip={false}
      barChartProps={noFocus}
    />
  );

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <ChartCard
        title={t('dashboard.charts.per_day_title')}
        description={t('dashboard.charts.range_note', { first: day(stats.range.first_day), last: day(stats.range.last_day) })}
        columns={[t('dashboard.charts.day'), count]}
        rows={stats.registrations_per_day.map((d) => [day(d.date), d.count])}
        empty={stats.registrations_per_day.every((d) => d.count === 0) ? t('dashboard.charts.none_in_period') : undefined}
      >
        {bars(perDay)}
      </ChartCard>
      <ChartCard
        title={t('dashboard.charts.per_week_title')}
        description={t('dashboard.charts.per_week_note')}
        columns={[t('dashboard.charts.week'), count]}
        rows={stats.registrations_per_week.map((w) => [day(w.week_start), w.count])}
        empty={stats.registrations_per_week.every((w) => w.count === 0) ? t('dashboard.charts.none_in_weeks') : undefined}
      >
        {bars(perWeek)}
      </ChartCard>
      <ChartCard
        title={t('dashboard.charts.verification_title')}
        description={t('dashboard.charts.verification_note')}
        columns={[t('dashboard.charts.status'), count]}
        rows={verification.map((v) => [v.name, v.value])}
        empty={verification.every((v) => v.value === 0) ? t('dashboard.charts.none_in_period') : undefined}
      >
        <Stack gap="xs" align="center">
          <DonutChart
            h={CHART_HEIGHT - 40}
            data={verification}
            withLabels
            withLabelsLine
            withTooltip={false}
            chartLabel={formatNumber(stats.verification.verified + stats.verification.unverified)}
            valueFormatter={(value) => formatNumber(value)}
            pieChartProps={noFocus}
            pieProps={{ rootTabIndex: -1 }}
          />
          <Group gap="lg">
            {verification.map((slice) => (
              <Group key={slice.name} gap={6}>
                <ColorSwatch color={`var(--mantine-color-${slice.color.replace('.', '-')})`} size={14} />
                <Text size="sm">
                  {slice.name}: {formatNumber(slice.value)}
                </Text>
              </Group>
            ))}
          </Group>
        </Stack>
      </ChartCard>
      <ChartCard
        title={t('dashboard.charts.roles_title')}
        description={t('dashboard.charts.roles_note')}
        columns={[t('dashboard.charts.role'), count]}
        rows={byRole.map((r) => [roleLabel(t, r.role), r.count])}
      >
        {bars(roles)}
      </ChartCard>
    </SimpleGrid>
  );
}
