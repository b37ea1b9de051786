import {
  ZAdminNewsList,
  ZContentRevisionList,
  ZGeoAreaDetail,
  ZNewsItem,
  type TNewsItem,
  type TNewsPatch,
  type TNewsRequest,
  type TNewsStatus,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

const NEWS_KEY = ['news'] as const;
const itemPath = (id: string) => `/admin/news/${encodeURIComponent(id)}`;

export interface NewsListParams {
  page: number;
  q: string;
  category_id: string;
  tag_id: string;
  status: TNewsStatus | '';
}

export function useNewsList(params: NewsListParams) {
  const query = new URLSearchParams({ page: String(params.page), per_page: '20' });
  for (const key of ['q', 'category_id', 'tag_id', 'status'] as const) if (params[key]) query.set(key, params[key]);
  return useQuery({
    queryKey: [...NEWS_KEY, 'list', params],
    queryFn: () => apiRequest(`/admin/news?${query}`, { schema: ZAdminNewsList }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useNewsItem(id: string | undefined) {
  return useQuery({
    queryKey: [...NEWS_KEY, 'detail', id],
    queryFn: () => apiRequest(itemPath(id ?? ''), { schema: ZNewsItem }),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

export function useNewsRevisions(id: string | undefined) {
  return useQuery({
    queryKey: [...NEWS_KEY, 'revisions', id],
    queryFn: () => apiRequest(`${itemPath(id ?? '')}/revisions`, { schema: ZContentRevisionList }),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

/** A saved item: its detail is the answer itself, and lists, revisions and counts may all have changed. */
async function saved(item: TNewsItem): Promise<void> {
  queryClient.setQueryData([...NEWS_KEY, 'detail', item.id], item);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [...NEWS_KEY, 'list'] }),
    queryClient.invalidateQueries({ queryKey: [...NEWS_KEY, 'revisions', item.id] }),
    queryClient.invalidateQueries({ queryKey: ['news-categories'] }),
    queryClient.invalidateQueries({ queryKey: ['news-tags'] }),
  ]);
}

export function useSaveNews(id: string | undefined) {
  return useMutation({
    mutationFn: (body: TNewsRequest | TNewsPatch): Promise<TNewsItem> =>
      id ? apiRequest(itemPath(id), { method: 'PATCH', body, schema: ZNewsItem }) : apiRequest('/admin/news', { method: 'POST', body, schema: ZNewsItem }),
    onSuccess: saved,
  });
}

/** The restored item is loaded again rather than read from the answer, which the contract leaves open. */
export function useRestoreNewsRevision(id: string) {
  return useMutation({
    mutationFn: (revision: number) => apiRequest(`${itemPath(id)}/revisions/${revision}/restore`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NEWS_KEY }),
  });
}

export function useDeleteNews() {
  return useMutation({
    mutationFn: (id: string) => apiRequest(itemPath(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NEWS_KEY }),
  });
}

/** The geo tag's chain from the division down, as the cascading selects show it. */
export function useGeoChain(areaId: string | null | undefined) {
  return useQuery({
    queryKey: ['geo-areas', 'chain', areaId],
    queryFn: async () => {
      const area = await apiRequest(`/geo-areas/${encodeURIComponent(areaId ?? '')}`, { schema: ZGeoAreaDetail });
      return [...area.ancestors.map((ancestor) => ancestor.id), area.id];
    },
    enabled: Boolean(areaId),
    staleTime: 10 * 60_000,
  });
}
