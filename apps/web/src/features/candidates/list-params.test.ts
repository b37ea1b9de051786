import { describe, expect, it } from 'vitest';
import { apiQuery, DEFAULT_CANDIDATE_PARAMS, readCandidateParams, sortBy, writeCandidateParams } from './list-params';

describe('candidates list parameters', () => {
  it('reads a dashboard figure’s link and drops what it does not know', () => {
    const params = readCandidateParams(new URLSearchParams('attention=expired&role=pilot&page=x&division_id=not-a-uuid'));
    expect(params).toEqual({ ...DEFAULT_CANDIDATE_PARAMS, attention: 'expired' });
  });

  it('writes only what differs from the defaults, and spells everything out for the API', () => {
    const params = { ...DEFAULT_CANDIDATE_PARAMS, q: ' ann ', setting: 'academy' as const, page: 2 };
    expect(writeCandidateParams(params).toString()).toBe('q=ann&setting=academy&page=2');
    expect(apiQuery(params)).toBe('?q=ann&setting=academy&page=2&per_page=20&sort=name&direction=asc');
  });

  it('sorts latest activity newest first, and flips a column clicked again', () => {
    const byActivity = sortBy({ ...DEFAULT_CANDIDATE_PARAMS, page: 3 }, 'last_activity');
    expect(byActivity).toMatchObject({ sort: 'last_activity', direction: 'desc', page: 1 });
    expect(writeCandidateParams(byActivity).toString()).toBe('sort=last_activity');
    expect(sortBy(byActivity, 'last_activity').direction).toBe('asc');
  });
});
