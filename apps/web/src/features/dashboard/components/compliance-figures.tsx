import { BarChart } from '@mantine/charts';
import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { CANDIDATE_ATTENTION, type TComplianceFigures } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/numbers';
import { useDateFormat } from '@/lib/site';
import { CHART_HEIGHT, ChartCard, noFocus } from './chart-card';

interface ComplianceFiguresProps {
  figures: TComplianceFigures | undefined;
  error: Error | null;
}

/**
 * The compliance officers' figures: a card per attention value, each opening the candidates list filtered
 * by it, then the weekly review throughput and time to compliant. While they load, cards and charts keep
 * their size, so nothing below moves when the numbers arrive.
 */
export function ComplianceFigures({ figures, error }: ComplianceFiguresProps) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const week = (date: string) => format.date(date);
  const approved = t('dashboard.compliance.approved');
  const rejected = t('dashboard.compliance.rejected');
  const median = t('dashboard.compliance.median_days');
  const chart = (body: (data: TComplianceFigures) => ReactNode) =>
    figures ? body(figures) : <Skeleton h={CHART_HEIGHT} radius="sm" />;

  return (
    <Stack gap="md" component="section" aria-labelledby="compliance-figures-title">
      <Stack gap={4}>
        <Title order={2} size="h3" id="compliance-figures-title">
          {t('dashboard.compliance.title')}
        </Title>
        <Text size="sm">{t('dashboard.compliance.note')}</Text>
      </Stack>
      {error && (
        <Alert color="red" role="alert">
          {error.message || t('dashboard.compliance.failed')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="md">
        {CANDIDATE_ATTENTION.map((value) => {
          const label = t(`candidates.attention.${value}`);
          const count = figures?.counts[value];
          return (
            <UnstyledButton
              key={value}
              component={Link}
              to={`/admin/candidates?attention=${value}`}
              aria-label={count === undefined ? label : t('dashboard.compliance.open', { label, count })}
            >
              <Paper withBorder p="md" radius="md" h="100%">
                <Text size="sm" fw={600}>
                  {label}
                </Text>
                {count === undefined ? <Skeleton h={34} w={48} mt={4} /> : <Text fz={28} fw={700}>{formatNumber(count)}</Text>}
              </Paper>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ChartCard
          title={t('dashboard.compliance.throughput_title')}
          description={t('dashboard.compliance.throughput_note')}
          columns={[t('dashboard.compliance.week'), `${approved} / ${rejected}`]}
          rows={(figures?.review_throughput ?? []).map((w) => [week(w.week_start), w.approved + w.rejected])}
          empty={figures?.review_throughput.every((w) => w.approved + w.rejected === 0) ? t('dashboard.compliance.throughput_empty') : undefined}
        >
          {chart((data) => (
            <BarChart
              h={CHART_HEIGHT}
              data={data.review_throughput.map((w) => ({ label: week(w.week_start), [approved]: w.approved, [rejected]: w.rejected }))}
              dataKey="label"
              series={[
                { name: approved, color: 'brand.6' },
                { name: rejected, color: 'red.6' },
              ]}
              withLegend
              tickLine="y"
              yAxisProps={{ allowDecimals: false }}
              valueFormatter={(value) => formatNumber(value)}
              withTooltip={false}
              barChartProps={noFocus}
            />
          ))}
        </ChartCard>
        <ChartCard
          title={t('dashboard.compliance.ttc_title')}
          description={t('dashboard.compliance.ttc_note')}
          columns={[t('dashboard.compliance.week'), median]}
          rows={(figures?.time_to_compliant ?? []).filter((w) => w.median_days !== null).map((w) => [week(w.week_start), w.median_days ?? 0])}
          empty={figures?.time_to_compliant.every((w) => w.median_days === null) ? t('dashboard.compliance.ttc_empty') : undefined}
        >
          {chart((data) => (
            <BarChart
              h={CHART_HEIGHT}
              data={data.time_to_compliant.map((w) => ({ label: week(w.week_start), [median]: w.median_days ?? 0 }))}
              dataKey="label"
              series={[{ name: median, color: 'teal.6' }]}
              tickLine="y"
              valueFormatter={(value) => formatNumber(value)}
              withTooltip={false}
              barChartProps={noFocus}
            />
          ))}
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}
