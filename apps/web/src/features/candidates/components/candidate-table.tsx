import { Anchor, Badge, Checkbox, Group, Progress, Stack, Table, Text } from '@mantine/core';
import type { CandidateAttention, CandidateSort, TCandidateSummary } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SortableHeader } from '@/components/sortable-header/sortable-header';
import { useDateFormat } from '@/lib/site';
import type { CandidateParams } from '../list-params';
import classes from './candidate-table.module.css';

const FLAG_COLOURS: Record<CandidateAttention, string> = {
  awaiting_review: 'blue',
  rejected: 'red',
  expiring: 'yellow',
  expired: 'red',
  follow_up_due: 'orange',
  references_outstanding: 'grape',
  compliant: 'green',
};

interface CandidateTableProps {
  items: readonly TCandidateSummary[];
  params: CandidateParams;
  onSort: (column: CandidateSort) => void;
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], checked: boolean) => void;
}

/** A sortable column; the latest activity first, as officers look for it. */
function Column({ column, params, onSort }: { column: CandidateSort } & Pick<CandidateTableProps, 'params' | 'onSort'>) {
  const { t } = useTranslation();
  const firstDirection = column === 'last_activity' ? 'desc' : 'asc';
  return <SortableHeader column={column} label={t(`candidates.columns.${column}`)} order={params} firstDirection={firstDirection} onSort={onSort} />;
}

export function CandidateTable({ items, params, onSort, selected, onSelect }: CandidateTableProps) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const ids = items.map((item) => item.id);
  const chosen = ids.filter((id) => selected.has(id)).length;
  return (
    <div className={classes.scroller}>
      <Table highlightOnHover verticalSpacing="sm" className={classes.table}>
        <Table.Caption>
          {t('candidates.caption', { column: t(`candidates.columns.${params.sort}`), direction: t(`candidates.sort.${params.direction}`) })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('candidates.select_page')}
                checked={chosen > 0 && chosen === ids.length}
                indeterminate={chosen > 0 && chosen < ids.length}
                onChange={(event) => onSelect(ids, event.currentTarget.checked)}
              />
            </Table.Th>
            <Column column="name" params={params} onSort={onSort} />
            <Column column="progress" params={params} onSort={onSort} />
            <Column column="next_deadline" params={params} onSort={onSort} />
            <Column column="last_activity" params={params} onSort={onSort} />
            <Table.Th className={classes.attentionHeading}>{t('candidates.columns.attention')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td className={classes.selectCell}>
                <Checkbox
                  aria-label={t('candidates.select_one', { name: item.name })}
                  checked={selected.has(item.id)}
                  onChange={(event) => onSelect([item.id], event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td className={classes.nameCell}>
                <Stack gap={0}>
                  <Anchor component={Link} to={`/admin/user/${item.id}`} fw={600} c="brand.8">
                    {item.name}
                  </Anchor>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {item.email}
                  </Text>
                  <Anchor component={Link} to={`/admin/documents/candidate/${item.id}`} size="sm" c="brand.8">
                    {t('candidates.summary_link', { name: item.name })}
                  </Anchor>
                </Stack>
              </Table.Td>
              <Table.Td miw={140} data-label={t('candidates.columns.progress')}>
                <Stack gap={4}>
                  <Text size="sm">{t('candidates.progress', { done: item.progress.done, total: item.progress.total })}</Text>
                  <Progress
                    value={item.progress.total === 0 ? 0 : (100 * item.progress.done) / item.progress.total}
                    aria-label={t('candidates.progress', { done: item.progress.done, total: item.progress.total })}
                    color="brand.6"
                  />
                </Stack>
              </Table.Td>
              <Table.Td data-label={t('candidates.columns.next_deadline')}>{item.next_deadline ? format.date(item.next_deadline) : '—'}</Table.Td>
              <Table.Td data-label={t('candidates.columns.last_activity')}>{item.last_activity ? format.dateTime(item.last_activity) : '—'}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {item.attention.map((flag) => (
                    <Badge key={flag} color={FLAG_COLOURS[flag]} variant="light">
                      {t(`candidates.attention.${flag}`)}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
