import {
  CANDIDATE_ATTENTION,
  CANDIDATE_SORTS,
  PAGINATION,
  PLACEMENT_ROLES,
  PLACEMENT_SETTINGS,
  SORT_DIRECTIONS,
  type CandidateAttention,
  type CandidateSort,
  type PlacementRole,
  type PlacementSetting,
  type TSortDirection,
} from '@portal/contract';

/** What the candidates list shows, kept in the address bar so that Back, reload and a dashboard figure's link keep it. */
export interface CandidateParams {
  page: number;
  per_page: number;
  q: string;
  role: PlacementRole | '';
  setting: PlacementSetting | '';
  attention: CandidateAttention | '';
  /** The chosen area, top down: division, district, upazila ids (the geo search filter). */
  area: string[];
  sort: CandidateSort;
  direction: TSortDirection;
}

export const PER_PAGE_CHOICES = [10, 20, 50, 100] as const;

/** Latest activity is the one column worth reading newest first. */
export const defaultDirection = (sort: CandidateSort): TSortDirection => (sort === 'last_activity' ? 'desc' : 'asc');

export const DEFAULT_CANDIDATE_PARAMS: CandidateParams = {
  page: 1,
  per_page: PAGINATION.defaultPerPage,
  q: '',
  role: '',
  setting: '',
  attention: '',
  area: [],
  sort: 'name',
  direction: 'asc',
};

const AREA_PARAMS = ['division_id', 'district_id', 'upazila_id'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined => choices.find((choice) => choice === value);

function wholeNumber(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

function readArea(search: URLSearchParams): string[] {
  const area: string[] = [];
  for (const name of AREA_PARAMS) {
    const id = search.get(name);
    if (!id || !UUID.test(id)) break;
    area.push(id);
  }
  return area;
}

/** Reads the list state from the address bar; anything unusable (a hand-edited URL) falls back to the default. */
export function readCandidateParams(search: URLSearchParams): CandidateParams {
  const sort = oneOf(CANDIDATE_SORTS, search.get('sort')) ?? DEFAULT_CANDIDATE_PARAMS.sort;
  return {
    page: wholeNumber(search.get('page'), 1, Number.MAX_SAFE_INTEGER) ?? 1,
    per_page: wholeNumber(search.get('per_page'), 1, PAGINATION.maxPerPage) ?? DEFAULT_CANDIDATE_PARAMS.per_page,
    q: (search.get('q') ?? '').slice(0, 100),
    role: oneOf(PLACEMENT_ROLES, search.get('role')) ?? '',
    setting: oneOf(PLACEMENT_SETTINGS, search.get('setting')) ?? '',
    attention: oneOf(CANDIDATE_ATTENTION, search.get('attention')) ?? '',
    area: readArea(search),
    sort,
    direction: oneOf(SORT_DIRECTIONS, search.get('direction')) ?? defaultDirection(sort),
  };
}

/** The filters alone, as the list and its CSV export both take them. */
export function filterSearch(params: CandidateParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q.trim()) search.set('q', params.q.trim());
  for (const name of ['role', 'setting', 'attention'] as const) if (params[name]) search.set(name, params[name]);
  AREA_PARAMS.forEach((name, index) => {
    const id = params.area[index];
    if (id) search.set(name, id);
  });
  return search;
}

/** The address-bar form of the state: only what differs from the defaults. */
export function writeCandidateParams(params: CandidateParams): URLSearchParams {
  const search = filterSearch(params);
  if (params.sort !== DEFAULT_CANDIDATE_PARAMS.sort) search.set('sort', params.sort);
  if (params.direction !== defaultDirection(params.sort)) search.set('direction', params.direction);
  if (params.per_page !== DEFAULT_CANDIDATE_PARAMS.per_page) search.set('per_page', String(params.per_page));
  if (params.page !== 1) search.set('page', String(params.page));
  return search;
}

/** The API query string for the state: paging and sort always spelled out. */
export function apiQuery(params: CandidateParams): string {
  const search = filterSearch(params);
  search.set('page', String(params.page));
  search.set('per_page', String(params.per_page));
  search.set('sort', params.sort);
  search.set('direction', params.direction);
  return `?${search.toString()}`;
}

export function hasFilters(params: CandidateParams): boolean {
  return filterSearch(params).size > 0;
}

/** Clicking the sorted column flips its direction; another column starts in its natural direction. Both go to page 1. */
export function sortBy(params: CandidateParams, column: CandidateSort): CandidateParams {
  const direction = params.sort === column ? (params.direction === 'asc' ? 'desc' : 'asc') : defaultDirection(column);
  return { ...params, sort: column, direction, page: 1 };
}
