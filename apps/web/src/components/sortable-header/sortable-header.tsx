import { Group, Table, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Direction = 'asc' | 'desc';

interface SortableHeaderProps {
  label: string;
  /** Whether the list is sorted by this column now, and in which direction. */
  active: boolean;
  direction: Direction;
  /** The direction a click sorts in. */
  next: Direction;
  onSort: () => void;
}

/** A column header that sorts a server-side list; screen readers hear the current order through aria-sort. */
export function SortableHeader({ label, active, direction, next, onSort }: SortableHeaderProps) {
  const { t } = useTranslation();
  return (
    <Table.Th aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={onSort} fw={700} fz="sm" aria-label={t('table.sort_button', { column: label, direction: t(`table.sort_${next}`) })}>
        <Group gap={4} wrap="nowrap">
          {label}
          <span aria-hidden>{active ? (direction === 'asc' ? '▲' : '▼') : '↕'}</span>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
