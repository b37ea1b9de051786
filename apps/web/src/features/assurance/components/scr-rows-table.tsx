import { Badge, Stack, Table, Text } from '@mantine/core';
import type { ScrStatus, TScrDetail, TScrRow } from '@portal/contract';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/lib/site';

const STATUS_COLORS: Record<ScrStatus, string> = { recorded: 'brand.7', not_required: 'gray.8', missing: 'red.9' };

function useDetailValue() {
  const { t } = useTranslation();
  const format = useDateFormat();
  return (detail: TScrDetail) => {
    if (detail.kind === 'date') return format.date(detail.value);
    if (detail.kind === 'code') return t(`assurance.values.${detail.value}` as ParseKeys, { defaultValue: detail.value });
    return detail.value;
  };
}

/** The single central record's columns as the pack asserted them: status, date, the facts, and the rule when not required. */
export function ScrRowsTable({ rows }: { rows: TScrRow[] }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const valueOf = useDetailValue();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('assurance.pdf.column')}</Table.Th>
            <Table.Th>{t('assurance.pdf.status')}</Table.Th>
            <Table.Th>{t('assurance.pdf.date')}</Table.Th>
            <Table.Th>{t('assurance.csv.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.column}>
              <Table.Th scope="row" fw={600}>
                {t(`assurance.columns.${row.column}`)}
              </Table.Th>
              <Table.Td>
                <Badge
                  color={STATUS_COLORS[row.status]}
                  variant={row.status === 'not_required' ? 'outline' : 'filled'}
                  autoContrast
                  tt="none"
                  h="auto"
                  py={2}
                  styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
                >
                  {t(`assurance.statuses.${row.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{row.date ? format.date(row.date) : '—'}</Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  {row.details.map((detail, index) => (
                    <Text key={`${detail.label}-${index}`} size="sm">
                      {t(`assurance.details.${detail.label}` as ParseKeys)}: {valueOf(detail)}
                    </Text>
                  ))}
                  {row.rule && (
                    <Text size="sm" c="dimmed">
                      {t('assurance.pdf.rule')}: {t(row.rule.reason as ParseKeys)}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
