import {
  GEO_FILTER_LEVELS,
  type GeoLevel,
  ZGeoAreaDetail,
  ZPublicCategoryTree,
  ZPublicNewsItem,
  ZPublicNewsList,
  ZPublicPage,
  ZPublicPageList,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import i18n from '@/i18n';
import { apiRequest } from '@/lib/api-client';
import { HttpError } from '@/lib/http-error';
import { newsListPath, pageListPath } from './paths';

/** Texts come back in the request's language, so every key carries it. */
const KEY = 'content';
/** Published content changes rarely; the server's ETags make a refetch cheap anyway. */
const STALE_MS = 60_000;

export interface NewsListParams {
  page: number;
  q: string;
  category: string;
  tag: string;
  /** Geo ids from the path, top down: division, district, upazila. */
  geo: readonly string[];
  /**
   * The level of the path's deepest area, once known. Areas need not sit one level apart (a Welsh council is
   * a level-three area right under its nation), so the deepest id is sent under its own level's name.
   */
  deepestLevel?: GeoLevel;
}

const GEO_PARAMS = ['division_id', 'district_id', 'upazila_id'] as const;
const PARAM_OF_LEVEL = Object.fromEntries(Object.entries(GEO_FILTER_LEVELS).map(([param, level]) => [level, param])) as Record<GeoLevel, string>;

export function newsListQuery(params: NewsListParams, perPage: number, language = i18n.language) {
  const query = new URLSearchParams({ page: String(params.page), per_page: String(perPage) });
  if (params.q) query.set('q', params.q);
  if (params.category) query.set('category', params.category);
  if (params.tag) query.set('tag', params.tag);
  const deepest = params.geo.at(-1);
  if (deepest && params.deepestLevel) query.set(PARAM_OF_LEVEL[params.deepestLevel], deepest);
  else params.geo.forEach((id, index) => query.set(GEO_PARAMS[index] ?? 'upazila_id', id));
  return queryOptions({
    queryKey: [KEY, language, 'news', query.toString()],
    queryFn: () => apiRequest(newsListPath(query), { schema: ZPublicNewsList }),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export const usePublicNewsList = (params: NewsListParams, perPage = 12, enabled = true) =>
  useQuery({ ...newsListQuery(params, perPage, i18n.language), enabled });

export const newsItemQuery = (slug: string, language = i18n.language) =>
  queryOptions({
    queryKey: [KEY, language, 'news-item', slug],
    queryFn: () => apiRequest(`/news/${encodeURIComponent(slug)}`, { schema: ZPublicNewsItem }),
    staleTime: STALE_MS,
    // On a change of language the article stays on screen until its translation arrives.
    placeholderData: keepPreviousData,
  });

export const useNewsCategories = () =>
  useQuery({
    queryKey: [KEY, i18n.language, 'categories'],
    queryFn: async () => (await apiRequest('/news-categories', { schema: ZPublicCategoryTree })).data,
    staleTime: STALE_MS,
  });

export const pageListQuery = (page: number, language = i18n.language) =>
  queryOptions({
    queryKey: [KEY, language, 'pages', page],
    queryFn: () => apiRequest(pageListPath(page), { schema: ZPublicPageList }),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });

export const pageQuery = (slug: string, language = i18n.language) =>
  queryOptions({
    queryKey: [KEY, language, 'page', slug],
    queryFn: () => apiRequest(`/pages/${encodeURIComponent(slug)}`, { schema: ZPublicPage }),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });

/** The slug of the page the registration form's terms checkbox links to, once the agency has published it. */
export const TERMS_PAGE_SLUG = 'terms-and-conditions';

/** The published terms page, or null while the agency has none (the checkbox then links nowhere). */
export function useTermsPage() {
  const query = useQuery({ ...pageQuery(TERMS_PAGE_SLUG), retry: false });
  return query.isSuccess ? query.data : null;
}

/** An area with the areas above it (GET /geo-areas/{id}, public), to name a geo filter. */
export const geoAreaQuery = (id: string) =>
  queryOptions({
    queryKey: ['geo-areas', 'detail', id],
    queryFn: () => apiRequest(`/geo-areas/${encodeURIComponent(id)}`, { schema: ZGeoAreaDetail }),
    staleTime: 10 * 60_000,
  });

/**
 * For loaders: the item, or the app's own 404 page when the API says there is none (unknown slug, a
 * draft, a scheduled item), so a bad link looks like any other unknown address.
 */
export async function loadOrNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw new HttpError(404, i18n.t('errors.not_found'));
    throw error;
  }
}
