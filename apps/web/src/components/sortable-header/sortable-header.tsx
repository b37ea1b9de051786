import { Group, Table, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Direction = 'asc' | 'desc';

interface SortableHeaderProps<C extends string> {
  column: C;
  label: string;
  /** The list's order now. */
  order: { sort: string; direction: Direction };
  /** The direction a column not sorted yet starts in: ascending, unless people read it the other way (newest first). */
  firstDirection?: Direction;
  onSort: (column: C) => void;
}

/**
 * A column header that sorts a server-side list: a click on the sorted column turns its direction round; screen readers
 * hear the current order through aria-sort and, on the button, the order a click gives.
 */
export function SortableHeader<C extends string>({ column, label, order, firstDirection = 'asc', onSort }: SortableHeaderProps<C>) {
  const { t } = useTranslation();
  const active = order.sort === column;
  const next = active ? (order.direction === 'asc' ? 'desc' : 'asc') : firstDirection;
  return (
    <Table.Th aria-sort={active ? (order.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm" aria-label={t('table.sort_button', { column: label, direction: t(`table.sort_${next}`) })}>
        <Group gap={4} wrap="nowrap">
          {label}
          <span aria-hidden>{active ? (order.direction === 'asc' ? '▲' : '▼') : '↕'}</span>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
