import { Loader, MantineProvider, Select } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('the theme', () => {
  it('keeps a searchable list closed when it is only focused (as on a refused submit), open once clicked', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Select label="Nationality" searchable data={[{ value: 'GB', label: 'United Kingdom' }, { value: 'BD', label: 'Bangladesh' }]} />
      </MantineProvider>,
    );
    const input = document.querySelector<HTMLInputElement>('input[aria-haspopup="listbox"]')!;
    expect(input.labels?.[0]?.textContent).toBe('Nationality');
    act(() => input.focus());
    expect(screen.queryByRole('option', { name: 'Bangladesh' })).toBeNull();
    fireEvent.click(input);
    expect(screen.getByRole('option', { name: 'Bangladesh' })).toBeTruthy();
  });

  it('gives a spinner the status role, so the label saying what loads is allowed and read out', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Loader aria-label="Loading" />
      </MantineProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });
});
