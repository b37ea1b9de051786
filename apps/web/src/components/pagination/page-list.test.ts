import { describe, expect, it } from 'vitest';
import { buildPageList } from './page-list';

describe('buildPageList', () => {
  it('shows every page, without window controls, below 5 pages', () => {
    expect(buildPageList(1, 1)).toEqual({ pages: [1], windowed: false, jumpTargets: [] });
    expect(buildPageList(2, 4)).toEqual({ pages: [1, 2, 3, 4], windowed: false, jumpTargets: [] });
  });

  it('treats an empty list as a single page', () => {
    expect(buildPageList(1, 0).pages).toEqual([1]);
  });

  it('uses a window of 5 with controls from 5 pages on', () => {
    expect(buildPageList(3, 5)).toEqual({ pages: [1, 2, 3, 4, 5], windowed: true, jumpTargets: [5] });
  });

  it('centres the window on the current page', () => {
    expect(buildPageList(10, 20).pages).toEqual([8, 9, 10, 11, 12]);
  });

  it('keeps the window inside the first and last pages', () => {
    expect(buildPageList(1, 20).pages).toEqual([1, 2, 3, 4, 5]);
    expect(buildPageList(2, 20).pages).toEqual([1, 2, 3, 4, 5]);
    expect(buildPageList(20, 20).pages).toEqual([16, 17, 18, 19, 20]);
    expect(buildPageList(19, 20).pages).toEqual([16, 17, 18, 19, 20]);
  });

  it('clamps a current page outside the range', () => {
    expect(buildPageList(99, 7).pages).toEqual([3, 4, 5, 6, 7]);
    expect(buildPageList(-3, 7).pages).toEqual([1, 2, 3, 4, 5]);
  });

  it('offers jump targets at multiples of 5 up to the last page', () => {
    expect(buildPageList(1, 23).jumpTargets).toEqual([5, 10, 15, 20]);
    expect(buildPageList(1, 9).jumpTargets).toEqual([5]);
  });
});
