import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { PermissionChecklist } from './permission-checklist';

const entries = [
  { name: 'users.view', readable_name: 'View users', group: 'users', granted: true },
  { name: 'users.ban', readable_name: 'Ban and unban users', group: 'users', granted: false },
  { name: 'reports.run', readable_name: 'Run reports', group: 'other', granted: false },
  { name: 'dashboard.view', readable_name: 'View the dashboard', group: 'dashboard', granted: false },
];

function renderChecklist(editable: (name: string) => boolean = () => true) {
  const onChange = vi.fn();
  render(
    <MantineProvider env="test">
      <PermissionChecklist entries={entries} checked={new Set(['users.view'])} editable={editable} onChange={onChange} />
    </MantineProvider>,
  );
  return onChange;
}

describe('PermissionChecklist', { timeout: 20_000 }, () => {
  it('groups permissions under translated headings in catalogue order, the admins\' own last', () => {
    renderChecklist();
    const fieldsets = [...document.querySelectorAll('fieldset')];
    expect(fieldsets.map((f) => f.querySelector('legend')?.textContent)).toEqual(['Dashboard', 'Users', 'Other']);
    expect((screen.getByLabelText(/View users/) as HTMLInputElement).checked).toBe(true);
    // Part of the group is ticked: its box says so.
    expect((screen.getByLabelText('All of Users') as HTMLInputElement).indeterminate).toBe(true);
    // A group of one has no box for the whole group.
    expect(within(fieldsets[2]!).getAllByRole('checkbox')).toHaveLength(1);
  });

  it('ticks one permission or the changeable part of a group, and locks what may not change', () => {
    const onChange = renderChecklist((name) => name !== 'users.ban');
    fireEvent.click(screen.getByLabelText(/View the dashboard/));
    expect(onChange).toHaveBeenLastCalledWith(['dashboard.view'], true);
    fireEvent.click(screen.getByLabelText('All of Users'));
    expect(onChange).toHaveBeenLastCalledWith(['users.view'], true);
    expect((screen.getByLabelText(/Ban and unban users/) as HTMLInputElement).disabled).toBe(true);
  });
});
