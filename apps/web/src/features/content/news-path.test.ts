import { describe, expect, it } from 'vitest';
import { newsAreaPath, parseNewsPath } from './news-path';

const DIVISION = '3f1c2a9e-6b0d-4c1e-9a57-0d4b8e2f6a11';
const DISTRICT = '7a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';
const UPAZILA = 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e';

describe('parseNewsPath', () => {
  it('reads no segment as the whole list', () => {
    expect(parseNewsPath(undefined)).toEqual({ kind: 'list' });
    expect(parseNewsPath('')).toEqual({ kind: 'list' });
  });

  it('reads one segment as an article slug, unless it is an id: then it is a division', () => {
    expect(parseNewsPath('term-dates-2025')).toEqual({ kind: 'article', slug: 'term-dates-2025' });
    expect(parseNewsPath(DIVISION)).toEqual({ kind: 'area', geo: [DIVISION], category: null });
    expect(parseNewsPath(DIVISION.toUpperCase())).toEqual({ kind: 'area', geo: [DIVISION], category: null });
  });

  it('reads two or more segments as area ids top down, then an optional category slug', () => {
    expect(parseNewsPath(`${DIVISION}/${DISTRICT}`)).toEqual({ kind: 'area', geo: [DIVISION, DISTRICT], category: null });
    expect(parseNewsPath(`${DIVISION}/events`)).toEqual({ kind: 'area', geo: [DIVISION], category: 'events' });
    expect(parseNewsPath(`${DIVISION}/${DISTRICT}/${UPAZILA}`)).toEqual({ kind: 'area', geo: [DIVISION, DISTRICT, UPAZILA], category: null });
    expect(parseNewsPath(`${DIVISION}/${DISTRICT}/${UPAZILA}/school-news`)).toEqual({
      kind: 'area',
      geo: [DIVISION, DISTRICT, UPAZILA],
      category: 'school-news',
    });
    expect(parseNewsPath(`${DIVISION}/${DISTRICT}/`)).toEqual({ kind: 'area', geo: [DIVISION, DISTRICT], category: null });
  });

  it('finds nothing at addresses the pattern does not allow', () => {
    expect(parseNewsPath('two-words/more-words')).toEqual({ kind: 'not_found' });
    expect(parseNewsPath(`events/${DIVISION}`)).toEqual({ kind: 'not_found' });
    expect(parseNewsPath(`${DIVISION}/events/${DISTRICT}`)).toEqual({ kind: 'not_found' });
    expect(parseNewsPath(`${DIVISION}/events/more`)).toEqual({ kind: 'not_found' });
    expect(parseNewsPath(`${DIVISION}/${DISTRICT}/${UPAZILA}/${DIVISION}`)).toEqual({ kind: 'not_found' });
    expect(parseNewsPath('Not_A_Slug')).toEqual({ kind: 'not_found' });
    expect(parseNewsPath(`${DIVISION}/Bad Category`)).toEqual({ kind: 'not_found' });
  });

  it('builds the address back from the ids and the category', () => {
    expect(newsAreaPath([DIVISION, DISTRICT], 'events')).toBe(`/news/${DIVISION}/${DISTRICT}/events`);
    expect(newsAreaPath([DIVISION])).toBe(`/news/${DIVISION}`);
  });
});
