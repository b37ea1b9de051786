import { ZCacheAreas } from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

const KEY = ['cache-areas'] as const;

export function useCacheAreas() {
  return useQuery({ queryKey: KEY, queryFn: () => apiRequest('/admin/cache', { schema: ZCacheAreas }), staleTime: 0 });
}

/** Clears one area, or every area when none is named. */
export function useClearCache() {
  return useMutation({
    mutationFn: (area: string | null) =>
      apiRequest(area ? `/admin/cache/${encodeURIComponent(area)}` : '/admin/cache', { method: 'DELETE', schema: ZCacheAreas }),
    onSuccess: (answer) => queryClient.setQueryData(KEY, answer),
  });
}
