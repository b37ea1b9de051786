import { Anchor, Button, Group, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface ItemColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
}

interface ItemTableProps<T> {
  items: T[];
  itemKey: (item: T) => string;
  /** The first column names the row (a row header). */
  columns: ItemColumn<T>[];
  /** Font weight of the row header. */
  rowHeaderFw?: number;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
}

/** The table of an admin list: one row per item, the first cell its row header. */
export function ItemTable<T>({ items, itemKey, columns, rowHeaderFw, minWidth = 640 }: ItemTableProps<T>) {
  const [first, ...rest] = columns;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} scope="col">
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={itemKey(item)}>
              {first && (
                <Table.Th scope="row" fw={rowHeaderFw}>
                  {first.cell(item)}
                </Table.Th>
              )}
              {rest.map((column) => (
                <Table.Td key={column.header}>{column.cell(item)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A row's links and its delete button. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {children}
    </Group>
  );
}

/** A link from a row; `ariaLabel` names the row where the label alone (say, "Edit") would not. */
export function RowLink({ to, label, ariaLabel }: { to: string; label: string; ariaLabel?: string }) {
  return (
    <Anchor c="brand.8" component={Link} to={to} aria-label={ariaLabel}>
      {label}
    </Anchor>
  );
}

export function RowDeleteButton({ label, ariaLabel, onClick }: { label: string; ariaLabel: string; onClick: () => void }) {
  return (
    <Button variant="subtle" color="red" c="red.9" size="compact-sm" aria-label={ariaLabel} onClick={onClick}>
      {label}
    </Button>
  );
}
