import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyParamsChange } from '@/lib/address-params';
import { createMemoryRouter } from 'react-router';
import { renderRouter } from '@/test/render';
import { DEFAULT_QUEUE_PARAMS, type QueueParams } from '../list-params';
import { QueueFilters } from './queue-filters';

/** The filters as the queue holds them: every change makes the next params, as the address bar does. */
function Harness({ seen }: { seen: QueueParams[] }) {
  const [params, setParams] = useState(DEFAULT_QUEUE_PARAMS);
  return (
    <QueueFilters
      params={params}
      onChange={(change) => {
        const next = applyParamsChange(params, change);
        seen.push(next);
        setParams(next);
      }}
    />
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('QueueFilters', () => {
  it('never writes back days it took from a quick filter, even when their pause ends just as another quick filter is chosen', () => {
    vi.useFakeTimers();
    const seen: QueueParams[] = [];
    renderRouter(createMemoryRouter([{ path: '/', element: <Harness seen={seen} /> }]));
    const quick = within(screen.getByRole('group', { name: 'Quick filters' }));
    act(() => fireEvent.click(quick.getByText('Expiring soon')));
    expect(seen.at(-1)).toMatchObject({ expiring_within: '30' });
    // The days box now says 30; its pause is almost over when the officer picks 'Awaiting review'.
    act(() => vi.advanceTimersByTime(299));
    act(() => {
      fireEvent.click(quick.getByText('Awaiting review'));
      vi.advanceTimersByTime(1);
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(seen.at(-1)).toMatchObject({ status: 'submitted', expiring_within: '' });
    expect(seen.map((params) => params.expiring_within)).toEqual(['30', '']);
  });

  it('applies days the officer types, after the pause', () => {
    vi.useFakeTimers();
    const seen: QueueParams[] = [];
    renderRouter(createMemoryRouter([{ path: '/', element: <Harness seen={seen} /> }]));
    act(() => fireEvent.change(screen.getByLabelText('Expiring within (days)'), { target: { value: '14' } }));
    expect(seen).toEqual([]);
    act(() => vi.advanceTimersByTime(1000));
    expect(seen.at(-1)).toMatchObject({ expiring_within: '14', page: 1 });
  });
});
