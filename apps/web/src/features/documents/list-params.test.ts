import { describe, expect, it } from 'vitest';
import { activeQuickFilter, apiQuery, applyQuickFilter, DEFAULT_QUEUE_PARAMS, readQueueParams, sortBy, writeQueueParams } from './list-params';

describe('review queue parameters', () => {
  it('round-trips through the address bar, keeping only what differs from the defaults', () => {
    const params = { ...DEFAULT_QUEUE_PARAMS, q: 'priya', status: 'approved' as const, submitted_from: '2024-01-02', page: 3 };
    const search = writeQueueParams(params);
    expect(search.toString()).toBe('q=priya&status=approved&submitted_from=2024-01-02&page=3');
    expect(readQueueParams(search)).toEqual(params);
    expect(writeQueueParams(DEFAULT_QUEUE_PARAMS).toString()).toBe('');
  });

  it('falls back to the defaults for hand-edited values', () => {
    const read = readQueueParams(new URLSearchParams('status=draft&page=0&per_page=1000&submitted_to=tomorrow&expiring_within=-3&sort=name&direction=up'));
    expect(read).toEqual(DEFAULT_QUEUE_PARAMS);
  });

  it('always spells out paging and sort for the API', () => {
    expect(apiQuery({ ...DEFAULT_QUEUE_PARAMS, form_key: 'tempest-forms/right-to-work' })).toBe(
      '?form_key=tempest-forms%2Fright-to-work&page=1&per_page=20&sort=submitted_at&direction=asc',
    );
  });

  it('flips the sorted column and starts another ascending, on page 1', () => {
    const page2 = { ...DEFAULT_QUEUE_PARAMS, page: 2 };
    expect(sortBy(page2, 'submitted_at')).toMatchObject({ sort: 'submitted_at', direction: 'desc', page: 1 });
    expect(sortBy({ ...page2, direction: 'desc' }, 'expires_at')).toMatchObject({ sort: 'expires_at', direction: 'asc', page: 1 });
  });

  it('applies and recognises the quick filters', () => {
    const expiring = applyQuickFilter({ ...DEFAULT_QUEUE_PARAMS, status: 'rejected', page: 4 }, 'expiring');
    expect(expiring).toMatchObject({ status: '', expiring_within: '30', sort: 'expires_at', page: 1 });
    expect(activeQuickFilter(expiring)).toBe('expiring');
    expect(activeQuickFilter(applyQuickFilter(expiring, 'expired'))).toBe('expired');
    expect(activeQuickFilter(applyQuickFilter(expiring, 'awaiting'))).toBe('awaiting');
    expect(activeQuickFilter(DEFAULT_QUEUE_PARAMS)).toBeNull();
  });
});
