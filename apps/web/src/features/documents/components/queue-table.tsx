import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { REVIEW_QUEUE_SORTS, TReviewQueueItem } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SortableHeader } from '@/components/sortable-header/sortable-header';
import { useDateFormat } from '@/lib/site';
import type { QueueParams } from '../list-params';
import { SubmissionStatusBadge } from '@/components/submission-status-badge';

type QueueSort = (typeof REVIEW_QUEUE_SORTS)[number];

interface QueueTableProps {
  items: readonly TReviewQueueItem[];
  params: QueueParams;
  onSort: (column: QueueSort) => void;
}

export function QueueTable({ items, params, onSort }: QueueTableProps) {
  const { t } = useTranslation();
  const format = useDateFormat();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Caption>
          {t('documents.queue.caption', { column: t(`documents.columns.${params.sort}`), direction: t(`documents.sort.${params.direction}`) })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('documents.columns.form')}</Table.Th>
            <Table.Th>{t('documents.columns.candidate')}</Table.Th>
            <Table.Th>{t('documents.columns.status')}</Table.Th>
            <SortableHeader column="submitted_at" label={t('documents.columns.submitted_at')} order={params} onSort={onSort} />
            <SortableHeader column="expires_at" label={t('documents.columns.expires_at')} order={params} onSort={onSort} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/documents/${item.id}`} fw={600} c="brand.8">
                  {item.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t('documents.history.version', { version: item.version })}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Anchor component={Link} to={`/admin/documents/candidate/${item.candidate.id}`} c="brand.8">
                    {item.candidate.name}
                  </Anchor>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {item.candidate.email}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <SubmissionStatusBadge wording="documents" status={item.status} expiringSoon={item.expiring_soon} />
                  {item.approval_waits && (
                    <Text size="xs" fw={600}>
                      {t(`rules.checks.waits.${item.approval_waits}`)}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>{item.submitted_at ? format.dateTime(item.submitted_at) : '—'}</Table.Td>
              <Table.Td>{item.expires_at ? format.date(item.expires_at) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
