import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_PARAMS, apiQuery, readListParams, sortBy, writeListParams } from './list-params';

const read = (query: string) => readListParams(new URLSearchParams(query));

describe('user list parameters', () => {
  it('default to page 1 of 20, newest first', () => {
    expect(read('')).toEqual(DEFAULT_LIST_PARAMS);
    expect(writeListParams(DEFAULT_LIST_PARAMS).toString()).toBe('');
  });

  it('survive a trip through the address bar', () => {
    const params = { ...DEFAULT_LIST_PARAMS, page: 3, per_page: 50, q: 'smith', role: 'candidate', status: 'banned' as const, sort: 'name' as const, direction: 'desc' as const };
    expect(read(writeListParams(params).toString())).toEqual(params);
  });

  it('keep the compliance progress and the area chain, and send both to the API', () => {
    const division = '11111111-1111-4111-8111-111111111111';
    const district = '22222222-2222-4222-8222-222222222222';
    const params = { ...DEFAULT_LIST_PARAMS, compliance: 'in_progress' as const, area: [division, district] };
    expect(read(writeListParams(params).toString())).toEqual(params);
    expect(apiQuery(params)).toContain(`compliance=in_progress&division_id=${division}&district_id=${district}`);
    // A district without its division, or a malformed id, is not a chain to follow.
    expect(read(`district_id=${district}`).area).toEqual([]);
    expect(read(`division_id=${division}&district_id=nope&upazila_id=${district}`).area).toEqual([division]);
    expect(read('compliance=done').compliance).toBe('');
  });

  it('fall back to defaults for values the API would refuse', () => {
    expect(read('page=0&per_page=101&status=deleted&sort=password&direction=up')).toEqual(DEFAULT_LIST_PARAMS);
    expect(read('page=abc&per_page=2.5')).toMatchObject({ page: 1, per_page: 20 });
    expect(read('sort=name')).toMatchObject({ sort: 'name', direction: 'asc' });
  });

  it('spell out every API parameter and leave out empty filters', () => {
    expect(apiQuery({ ...DEFAULT_LIST_PARAMS, q: '  50% off ' })).toBe(
      '?page=1&per_page=20&sort=created_at&direction=desc&q=50%25+off',
    );
  });

  it('flip the direction of the sorted column and start another in its natural order, on page 1', () => {
    const onPage4 = { ...DEFAULT_LIST_PARAMS, page: 4 };
    expect(sortBy(onPage4, 'created_at')).toMatchObject({ sort: 'created_at', direction: 'asc', page: 1 });
    expect(sortBy(onPage4, 'name')).toMatchObject({ sort: 'name', direction: 'asc', page: 1 });
    expect(sortBy({ ...onPage4, sort: 'name', direction: 'asc' }, 'name')).toMatchObject({ direction: 'desc' });
  });
});
