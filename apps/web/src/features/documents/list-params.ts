import { EXPIRING_SOON_DAYS, isIsoDate, PAGINATION, REVIEW_QUEUE_SORTS, REVIEW_QUEUE_STATUSES, type TReviewQueueStatus } from '@portal/contract';

type QueueSort = (typeof REVIEW_QUEUE_SORTS)[number];
type Direction = 'asc' | 'desc';

/** What the review queue shows, kept in the address bar so that Back, reload and shared links keep it. */
export interface QueueParams {
  page: number;
  per_page: number;
  q: string;
  status: TReviewQueueStatus | '';
  form_key: string;
  submitted_from: string;
  submitted_to: string;
  /** Approved items expiring within this many days; empty for no such filter. */
  expiring_within: string;
  sort: QueueSort;
  direction: Direction;
}

export const PER_PAGE_CHOICES = [10, 20, 50, 100] as const;
/** The largest "expiring within" the API accepts (ten years). */
export const EXPIRING_WITHIN_MAX = 3660;

/** The queue is worked in arrival order: oldest first. Expiry dates sort soonest first too. */
export const DEFAULT_QUEUE_PARAMS: QueueParams = {
  page: 1,
  per_page: PAGINATION.defaultPerPage,
  q: '',
  status: '',
  form_key: '',
  submitted_from: '',
  submitted_to: '',
  expiring_within: '',
  sort: 'submitted_at',
  direction: 'asc',
};

const FILTERS = ['q', 'status', 'form_key', 'submitted_from', 'submitted_to', 'expiring_within'] as const;

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined => choices.find((choice) => choice === value);

function wholeNumber(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

const dateOrBlank = (value: string | null) => (value && isIsoDate(value) ? value : '');

/** Reads the queue state from the address bar; anything unusable (a hand-edited URL) falls back to the default. */
export function readQueueParams(search: URLSearchParams): QueueParams {
  const within = wholeNumber(search.get('expiring_within'), 0, EXPIRING_WITHIN_MAX);
  return {
    page: wholeNumber(search.get('page'), 1, Number.MAX_SAFE_INTEGER) ?? 1,
    per_page: wholeNumber(search.get('per_page'), 1, PAGINATION.maxPerPage) ?? DEFAULT_QUEUE_PARAMS.per_page,
    q: (search.get('q') ?? '').slice(0, 100),
    status: oneOf(REVIEW_QUEUE_STATUSES, search.get('status')) ?? '',
    form_key: (search.get('form_key') ?? '').slice(0, 100),
    submitted_from: dateOrBlank(search.get('submitted_from')),
    submitted_to: dateOrBlank(search.get('submitted_to')),
    expiring_within: within === undefined ? '' : String(within),
    sort: oneOf(REVIEW_QUEUE_SORTS, search.get('sort')) ?? DEFAULT_QUEUE_PARAMS.sort,
    direction: oneOf(['asc', 'desc'] as const, search.get('direction')) ?? DEFAULT_QUEUE_PARAMS.direction,
  };
}

/** The filters and sort that differ from the defaults, as query parameters. */
function filterEntries(params: QueueParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of FILTERS) {
    const value = params[name].trim();
    if (value) search.set(name, value);
  }
  return search;
}

/** The address-bar form of the state: only what differs from the defaults. */
export function writeQueueParams(params: QueueParams): URLSearchParams {
  const search = filterEntries(params);
  if (params.sort !== DEFAULT_QUEUE_PARAMS.sort) search.set('sort', params.sort);
  if (params.direction !== DEFAULT_QUEUE_PARAMS.direction) search.set('direction', params.direction);
  if (params.per_page !== DEFAULT_QUEUE_PARAMS.per_page) search.set('per_page', String(params.per_page));
  if (params.page !== 1) search.set('page', String(params.page));
  return search;
}

/** The API query string for the state: paging and sort always spelled out. */
export function apiQuery(params: QueueParams): string {
  const search = filterEntries(params);
  search.set('page', String(params.page));
  search.set('per_page', String(params.per_page));
  search.set('sort', params.sort);
  search.set('direction', params.direction);
  return `?${search.toString()}`;
}

export function hasFilters(params: QueueParams): boolean {
  return FILTERS.some((name) => params[name].trim() !== '');
}

/** Clicking the sorted column flips its direction; another column starts oldest (soonest) first. Both go to page 1. */
export function sortBy(params: QueueParams, column: QueueSort): QueueParams {
  const direction = params.sort === column && params.direction === 'asc' ? 'desc' : 'asc';
  return { ...params, sort: column, direction, page: 1 };
}

export type QuickFilter = 'awaiting' | 'expiring' | 'expired';

/** The quick filters above the queue, each replacing the status and expiry filters. */
export function applyQuickFilter(params: QueueParams, quick: QuickFilter): QueueParams {
  const base = { ...params, page: 1, expiring_within: '', status: '' as const };
  if (quick === 'awaiting') return { ...base, status: 'submitted' };
  if (quick === 'expired') return { ...base, status: 'expired' };
  return { ...base, expiring_within: String(EXPIRING_SOON_DAYS), sort: 'expires_at', direction: 'asc' };
}

export function activeQuickFilter(params: QueueParams): QuickFilter | null {
  if (params.expiring_within === String(EXPIRING_SOON_DAYS) && params.status === '') return 'expiring';
  if (params.expiring_within !== '') return null;
  if (params.status === 'submitted') return 'awaiting';
  if (params.status === 'expired') return 'expired';
  return null;
}
