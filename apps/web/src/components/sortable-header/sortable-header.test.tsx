import { Table } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SortableHeader } from './sortable-header';

function renderHeaders(order: { sort: string; direction: 'asc' | 'desc' }) {
  const sorted: string[] = [];
  renderWithProviders(
    <Table>
      <Table.Thead>
        <Table.Tr>
          <SortableHeader column="name" label="Name" order={order} onSort={(column) => sorted.push(column)} />
          <SortableHeader column="created_at" label="Registered" order={order} firstDirection="desc" onSort={(column) => sorted.push(column)} />
        </Table.Tr>
      </Table.Thead>
    </Table>,
  );
  return sorted;
}

describe('SortableHeader', () => {
  it('tells screen readers the current order and what a click does', () => {
    renderHeaders({ sort: 'name', direction: 'asc' });
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: /Registered/ }).getAttribute('aria-sort')).toBe('none');
    // The sorted column turns round; the other starts in its own first direction (newest first for a date).
    expect(screen.getByRole('button', { name: 'Name: sort descending' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Registered: sort descending' })).toBeTruthy();
  });

  it('asks for its own column, and turns a descending column back to ascending', () => {
    const sorted = renderHeaders({ sort: 'created_at', direction: 'desc' });
    fireEvent.click(screen.getByRole('button', { name: 'Registered: sort ascending' }));
    fireEvent.click(screen.getByRole('button', { name: 'Name: sort ascending' }));
    expect(sorted).toEqual(['created_at', 'name']);
  });
});
