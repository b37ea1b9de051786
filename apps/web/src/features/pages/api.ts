import { ZAdminPageList, ZContentRevisionList, ZPage, type TPage, type TPagePatch, type TPageRequest } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

const PAGES_KEY = ['pages'] as const;
const pagePath = (id: string) => `/admin/pages/${encodeURIComponent(id)}`;

export interface PageListParams {
  page: number;
  q: string;
  published: '' | 'true' | 'false';
}

export function usePageList(params: PageListParams) {
  const query = new URLSearchParams({ page: String(params.page), per_page: '20' });
  if (params.q) query.set('q', params.q);
  if (params.published) query.set('published', params.published);
  return useQuery({
    queryKey: [...PAGES_KEY, 'list', params],
    queryFn: () => apiRequest(`/admin/pages?${query}`, { schema: ZAdminPageList }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function usePage(id: string | undefined) {
  return useQuery({
    queryKey: [...PAGES_KEY, 'detail', id],
    queryFn: () => apiRequest(pagePath(id ?? ''), { schema: ZPage }),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

export function usePageRevisions(id: string | undefined) {
  return useQuery({
    queryKey: [...PAGES_KEY, 'revisions', id],
    queryFn: () => apiRequest(`${pagePath(id ?? '')}/revisions`, { schema: ZContentRevisionList }),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

export function useSavePage(id: string | undefined) {
  return useMutation({
    mutationFn: (body: TPageRequest | TPagePatch): Promise<TPage> =>
      id ? apiRequest(pagePath(id), { method: 'PATCH', body, schema: ZPage }) : apiRequest('/admin/pages', { method: 'POST', body, schema: ZPage }),
    onSuccess: async (page) => {
      queryClient.setQueryData([...PAGES_KEY, 'detail', page.id], page);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...PAGES_KEY, 'list'] }),
        queryClient.invalidateQueries({ queryKey: [...PAGES_KEY, 'revisions', page.id] }),
      ]);
    },
  });
}

/** The restored page is loaded again rather than read from the answer, which the contract leaves open. */
export function useRestorePageRevision(id: string) {
  return useMutation({
    mutationFn: (revision: number) => apiRequest(`${pagePath(id)}/revisions/${revision}/restore`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAGES_KEY }),
  });
}

export function useDeletePage() {
  return useMutation({
    mutationFn: (id: string) => apiRequest(pagePath(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAGES_KEY }),
  });
}
