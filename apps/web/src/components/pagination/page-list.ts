import { PAGINATION } from '@portal/contract';

export interface PageList {
  /** Page numbers to show as buttons. */
  pages: number[];
  /** Previous/Next controls and the jump list appear only for longer lists. */
  windowed: boolean;
  /** Pages offered in the jump list: multiples of the jump step up to the last page. */
  jumpTargets: number[];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

/**
 * Which page controls to show (spec section 9): with fewer than 5 pages every
 * page number; otherwise a window of 5 pages around the current one, plus
 * Previous/Next and a jump list at multiples of 5. First and Last are always shown.
 */
export function buildPageList(currentPage: number, lastPage: number): PageList {
  const last = Math.max(1, Math.floor(lastPage));
  if (last < PAGINATION.fullListBelowPages) return { pages: range(1, last), windowed: false, jumpTargets: [] };

  const current = Math.min(Math.max(1, Math.floor(currentPage)), last);
  const size = PAGINATION.windowSize;
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), last - size + 1);
  const jumps = Math.floor(last / PAGINATION.jumpStep);
  return {
    pages: range(start, start + size - 1),
    windowed: true,
    jumpTargets: range(1, jumps).map((step) => step * PAGINATION.jumpStep),
  };
}
