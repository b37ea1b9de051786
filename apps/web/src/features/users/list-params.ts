import {
  ADMIN_USER_COMPLIANCE,
  ADMIN_USER_SORTS,
  ADMIN_USER_STATUSES,
  DEFAULT_SORT_DIRECTION,
  PAGINATION,
  SORT_DIRECTIONS,
  type TAdminUserCompliance,
  type TAdminUserSort,
  type TAdminUserStatus,
  type TSortDirection,
} from '@portal/contract';

/** What the user list shows, kept in the address bar so that Back, reload and shared links keep it. */
export interface UserListParams {
  page: number;
  per_page: number;
  q: string;
  role: string;
  status: TAdminUserStatus | '';
  compliance: TAdminUserCompliance | '';
  /** The chosen area, top down: division, district, upazila ids (the geo search filter). */
  area: string[];
  sort: TAdminUserSort;
  direction: TSortDirection;
}

export const PER_PAGE_CHOICES = [10, 20, 50, 100] as const;

export const DEFAULT_LIST_PARAMS: UserListParams = {
  page: 1,
  per_page: PAGINATION.defaultPerPage,
  q: '',
  role: '',
  status: '',
  compliance: '',
  area: [],
  sort: 'created_at',
  direction: DEFAULT_SORT_DIRECTION.created_at,
};

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined =>
  choices.find((choice) => choice === value);

function wholeNumber(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

/** The area parameters, top down, in the names the geo search filter uses. */
const AREA_PARAMS = ['division_id', 'district_id', 'upazila_id'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The chosen areas up to the first missing or malformed level. */
function readArea(search: URLSearchParams): string[] {
  const area: string[] = [];
  for (const name of AREA_PARAMS) {
    const id = search.get(name);
    if (!id || !UUID.test(id)) break;
    area.push(id);
  }
  return area;
}

function setArea(search: URLSearchParams, area: readonly string[]): void {
  AREA_PARAMS.forEach((name, index) => {
    const id = area[index];
    if (id) search.set(name, id);
  });
}

/** Reads the list state from the address bar; anything unusable (a hand-edited URL) falls back to the default. */
export function readListParams(search: URLSearchParams): UserListParams {
  const sort = oneOf(ADMIN_USER_SORTS, search.get('sort')) ?? DEFAULT_LIST_PARAMS.sort;
  return {
    page: wholeNumber(search.get('page'), 1, Number.MAX_SAFE_INTEGER) ?? 1,
    per_page: wholeNumber(search.get('per_page'), 1, PAGINATION.maxPerPage) ?? DEFAULT_LIST_PARAMS.per_page,
    q: (search.get('q') ?? '').slice(0, 100),
    role: search.get('role') ?? '',
    status: oneOf(ADMIN_USER_STATUSES, search.get('status')) ?? '',
    compliance: oneOf(ADMIN_USER_COMPLIANCE, search.get('compliance')) ?? '',
    area: readArea(search),
    sort,
    direction: oneOf(SORT_DIRECTIONS, search.get('direction')) ?? DEFAULT_SORT_DIRECTION[sort],
  };
}

/** The address-bar form of the state: only what differs from the defaults. */
export function writeListParams(params: UserListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q.trim()) search.set('q', params.q.trim());
  if (params.role) search.set('role', params.role);
  if (params.status) search.set('status', params.status);
  if (params.compliance) search.set('compliance', params.compliance);
  setArea(search, params.area);
  if (params.sort !== DEFAULT_LIST_PARAMS.sort) search.set('sort', params.sort);
  if (params.direction !== DEFAULT_SORT_DIRECTION[params.sort]) search.set('direction', params.direction);
  if (params.per_page !== DEFAULT_LIST_PARAMS.per_page) search.set('per_page', String(params.per_page));
  if (params.page !== 1) search.set('page', String(params.page));
  return search;
}

/** The API query string for the state: every parameter spelled out. */
export function apiQuery(params: UserListParams): string {
  const search = new URLSearchParams({
    page: String(params.page),
    per_page: String(params.per_page),
    sort: params.sort,
    direction: params.direction,
  });
  if (params.q.trim()) search.set('q', params.q.trim());
  if (params.role) search.set('role', params.role);
  if (params.status) search.set('status', params.status);
  if (params.compliance) search.set('compliance', params.compliance);
  setArea(search, params.area);
  return `?${search.toString()}`;
}

/** Clicking the sorted column flips its direction; another column starts in its natural direction. Both go to page 1. */
export function sortBy(params: UserListParams, column: TAdminUserSort): UserListParams {
  const direction =
    params.sort === column ? (params.direction === 'asc' ? 'desc' : 'asc') : DEFAULT_SORT_DIRECTION[column];
  return { ...params, sort: column, direction, page: 1 };
}
