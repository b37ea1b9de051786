import {
  ZNewsCategory,
  ZNewsCategoryList,
  ZNewsTag,
  ZNewsTagList,
  type TNewsCategory,
  type TNewsCategoryPatch,
  type TNewsCategoryRequest,
  type TNewsTag,
  type TNewsTagPatch,
  type TNewsTagRequest,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

const CATEGORY_KEY = ['news-categories'] as const;
const TAG_KEY = ['news-tags'] as const;
const categoryPath = (id: string) => `/admin/news/categories/${encodeURIComponent(id)}`;
const tagPath = (id: string) => `/admin/news/tags/${encodeURIComponent(id)}`;
/** The API's largest page: pickers load every category or tag in a few calls at most. */
const PICKER_PAGE = 100;

function listQuery(page: number, q: string, perPage = 20): URLSearchParams {
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  if (q) query.set('q', q);
  return query;
}

/** Every page of a list, for selects that must offer all of it (categories and tags stay small). */
async function everyPage<T>(load: (page: number) => Promise<{ data: T[]; meta: { last_page: number } }>): Promise<T[]> {
  const first = await load(1);
  const rest = await Promise.all(Array.from({ length: first.meta.last_page - 1 }, (_, index) => load(index + 2)));
  return [first, ...rest].flatMap((answer) => answer.data);
}

/* ---------- categories ---------- */

export function useCategoryList(page: number, q: string) {
  return useQuery({
    queryKey: [...CATEGORY_KEY, 'list', page, q],
    queryFn: () => apiRequest(`/admin/news/categories?${listQuery(page, q)}`, { schema: ZNewsCategoryList }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The whole tree in tree order (parents before children), as the server sends it. */
export function useAllCategories() {
  return useQuery({
    queryKey: [...CATEGORY_KEY, 'all'],
    queryFn: () =>
      everyPage((page) => apiRequest(`/admin/news/categories?${listQuery(page, '', PICKER_PAGE)}`, { schema: ZNewsCategoryList })),
    staleTime: 30_000,
  });
}

export function useCategory(id: string | undefined) {
  return useQuery({
    queryKey: [...CATEGORY_KEY, 'detail', id],
    queryFn: () => apiRequest(categoryPath(id ?? ''), { schema: ZNewsCategory }),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

const categoriesChanged = () => queryClient.invalidateQueries({ queryKey: CATEGORY_KEY });

export function useSaveCategory(id: string | undefined) {
  return useMutation({
    mutationFn: (body: TNewsCategoryRequest | TNewsCategoryPatch): Promise<TNewsCategory> =>
      id
        ? apiRequest(categoryPath(id), { method: 'PATCH', body, schema: ZNewsCategory })
        : apiRequest('/admin/news/categories', { method: 'POST', body, schema: ZNewsCategory }),
    onSuccess: categoriesChanged,
  });
}

export function useDeleteCategory() {
  return useMutation({
    mutationFn: (id: string) => apiRequest(categoryPath(id), { method: 'DELETE' }),
    onSuccess: categoriesChanged,
  });
}

/* ---------- tags ---------- */

export function useTagList(page: number, q: string) {
  return useQuery({
    queryKey: [...TAG_KEY, 'list', page, q],
    queryFn: () => apiRequest(`/admin/news/tags?${listQuery(page, q)}`, { schema: ZNewsTagList }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAllTags() {
  return useQuery({
    queryKey: [...TAG_KEY, 'all'],
    queryFn: () => everyPage((page) => apiRequest(`/admin/news/tags?${listQuery(page, '', PICKER_PAGE)}`, { schema: ZNewsTagList })),
    staleTime: 30_000,
  });
}

export function useTag(id: string | undefined) {
  return useQuery({
    queryKey: [...TAG_KEY, 'detail', id],
    queryFn: () => apiRequest(tagPath(id ?? ''), { schema: ZNewsTag }),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

const tagsChanged = () => queryClient.invalidateQueries({ queryKey: TAG_KEY });

export function useSaveTag(id: string | undefined) {
  return useMutation({
    mutationFn: (body: TNewsTagRequest | TNewsTagPatch): Promise<TNewsTag> =>
      id
        ? apiRequest(tagPath(id), { method: 'PATCH', body, schema: ZNewsTag })
        : apiRequest('/admin/news/tags', { method: 'POST', body, schema: ZNewsTag }),
    onSuccess: tagsChanged,
  });
}

export function useDeleteTag() {
  return useMutation({
    mutationFn: (id: string) => apiRequest(tagPath(id), { method: 'DELETE' }),
    onSuccess: tagsChanged,
  });
}
