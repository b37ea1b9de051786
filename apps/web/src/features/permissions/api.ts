import { ZPermission, ZPermissionList, type TPermission, type TPermissionRequest } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

const ROOT_KEY = ['permissions'] as const;
const base = (id: string) => `/admin/permissions/${encodeURIComponent(id)}`;

export function usePermissionList(params: { page: number; name: string }) {
  const query = new URLSearchParams({ page: String(params.page), per_page: '20' });
  if (params.name) query.set('name', params.name);
  return useQuery({
    queryKey: [...ROOT_KEY, 'list', params],
    queryFn: () => apiRequest(`/admin/permissions?${query}`, { schema: ZPermissionList }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function usePermission(id: string) {
  return useQuery({ queryKey: [...ROOT_KEY, 'detail', id], queryFn: () => apiRequest(base(id), { schema: ZPermission }), staleTime: 0 });
}

/** Permission lists and every role's checklist show permissions. */
async function permissionsChanged(): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: ROOT_KEY }), queryClient.invalidateQueries({ queryKey: ['roles'] })]);
}

export function useCreatePermission() {
  return useMutation({
    mutationFn: (body: TPermissionRequest): Promise<TPermission> =>
      apiRequest('/admin/permissions', { method: 'POST', body, schema: ZPermission }),
    onSuccess: permissionsChanged,
  });
}

export function useUpdatePermission(id: string) {
  return useMutation({
    mutationFn: (body: Partial<TPermissionRequest>): Promise<TPermission> =>
      apiRequest(base(id), { method: 'PATCH', body, schema: ZPermission }),
    onSuccess: permissionsChanged,
  });
}

export function useDeletePermission() {
  return useMutation({
    mutationFn: (id: string) => apiRequest(base(id), { method: 'DELETE' }),
    onSuccess: permissionsChanged,
  });
}
