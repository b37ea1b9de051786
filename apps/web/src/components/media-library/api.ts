import {
  UPLOAD_FIELD,
  ZMediaFolders,
  ZMediaItem,
  ZMediaList,
  ZMediaUploadResponse,
  type TMediaItem,
  type TMediaList,
  type TMediaPatch,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { apiErrorFrom, apiRequest, apiTarget } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

const MEDIA_KEY = ['media'] as const;
export const MEDIA_PAGE_SIZE = 24;

/**
 * The credential the media library's calls use: undefined means the signed-in session. The media manager
 * opened from a legacy editor link provides a token limited to the library, for its own screen only.
 */
export const MediaCredentialContext = createContext<string | undefined>(undefined);
export const useMediaCredential = () => useContext(MediaCredentialContext);

export interface MediaListParams {
  page: number;
  q: string;
  folder: string;
}

export function useMediaList(params: MediaListParams) {
  const token = useMediaCredential();
  const query = new URLSearchParams({ page: String(params.page), per_page: String(MEDIA_PAGE_SIZE) });
  if (params.q) query.set('q', params.q);
  if (params.folder) query.set('folder', params.folder);
  return useQuery({
    queryKey: [...MEDIA_KEY, 'list', params],
    queryFn: () => apiRequest(`/admin/media?${query}`, { schema: ZMediaList, token }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useMediaFolders() {
  const token = useMediaCredential();
  return useQuery({
    queryKey: [...MEDIA_KEY, 'folders'],
    queryFn: async () => (await apiRequest('/admin/media/folders', { schema: ZMediaFolders, token })).data,
    staleTime: 0,
  });
}

/** One changed item is written into every cached page that shows it, so the grid updates at once. */
function replaceInLists(item: TMediaItem): void {
  queryClient.setQueriesData<TMediaList>({ queryKey: [...MEDIA_KEY, 'list'] }, (list) =>
    list ? { ...list, data: list.data.map((row) => (row.id === item.id ? item : row)) } : list,
  );
}

export function useUpdateMedia() {
  const token = useMediaCredential();
  return useMutation({
    mutationFn: ({ id, ...body }: TMediaPatch & { id: string }) =>
      apiRequest(`/admin/media/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: ZMediaItem, token }),
    onSuccess: async (item, body) => {
      replaceInLists(item);
      if (body.folder !== undefined) await queryClient.invalidateQueries({ queryKey: MEDIA_KEY });
    },
  });
}

export function useDeleteMedia() {
  const token = useMediaCredential();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/admin/media/${encodeURIComponent(id)}`, { method: 'DELETE', token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
}

/** After uploads the lists, folder counts and quota have all changed. */
export const mediaChanged = () => queryClient.invalidateQueries({ queryKey: MEDIA_KEY });

/**
 * Sends one image to POST /admin/media (field `files`), reporting progress from 0 to 1. One file per
 * request, so a refused file (413, 415, 422) is reported by its own name and the others still go.
 * XMLHttpRequest because fetch does not report upload progress.
 */
export function uploadMediaFile(file: File, onProgress: (fraction: number) => void, token?: string): Promise<TMediaItem> {
  return new Promise((resolve, reject) => {
    const target = apiTarget('/admin/media', token);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', target.url);
    target.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status !== 201 && xhr.status !== 200) return reject(apiErrorFrom(xhr.status, xhr.responseText, token));
      const item = ZMediaUploadResponse.safeParse(safeJson(xhr.responseText)).data?.data[0];
      if (!item) return reject(apiErrorFrom(500, '', token));
      onProgress(1);
      resolve(item);
    });
    xhr.addEventListener('error', () => reject(apiErrorFrom(0, '', token)));
    const body = new FormData();
    body.append(UPLOAD_FIELD, file, file.name);
    xhr.send(body);
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
