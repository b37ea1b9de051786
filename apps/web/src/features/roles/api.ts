import {
  ZRole,
  ZRoleList,
  ZRolePermissions,
  type TRole,
  type TRoleRequest,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { ME_QUERY_KEY } from '@/lib/session';

const ROOT_KEY = ['roles'] as const;
const base = (id: string) => `/admin/roles/${encodeURIComponent(id)}`;

export interface RoleListParams {
  page: number;
  name: string;
}

export function useRoleList(params: RoleListParams) {
  const query = new URLSearchParams({ page: String(params.page), per_page: '20' });
  if (params.name) query.set('name', params.name);
  return useQuery({
    queryKey: [...ROOT_KEY, 'list', params],
    queryFn: () => apiRequest(`/admin/roles?${query}`, { schema: ZRoleList }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Every role, for pickers (there are only ever a handful). */
export function useAllRoles() {
  return useQuery({
    queryKey: [...ROOT_KEY, 'all'],
    queryFn: async () => (await apiRequest('/admin/roles?per_page=100', { schema: ZRoleList })).data,
    staleTime: 0,
  });
}

export const roleQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...ROOT_KEY, 'detail', id], queryFn: () => apiRequest(base(id), { schema: ZRole }), staleTime: 0 });

export function useRole(id: string) {
  return useQuery(roleQueryOptions(id));
}

export function useRolePermissions(id: string | undefined) {
  return useQuery({
    queryKey: [...ROOT_KEY, 'permissions', id],
    queryFn: () => apiRequest(`${base(id ?? '')}/permissions`, { schema: ZRolePermissions }),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

/** Roles feed the lists and, when the admin holds the changed role, their own permissions. */
async function rolesChanged(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ROOT_KEY }),
    queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  ]);
}

export function useCreateRole() {
  return useMutation({
    mutationFn: (body: TRoleRequest): Promise<TRole> => apiRequest('/admin/roles', { method: 'POST', body, schema: ZRole }),
    onSuccess: rolesChanged,
  });
}

export function useUpdateRole(id: string) {
  return useMutation({
    mutationFn: (body: Partial<TRoleRequest>): Promise<TRole> => apiRequest(base(id), { method: 'PATCH', body, schema: ZRole }),
    onSuccess: rolesChanged,
  });
}

export function useDeleteRole() {
  return useMutation({
    mutationFn: ({ id, moveTo }: { id: string; moveTo?: string }) =>
      apiRequest(`${base(id)}${moveTo ? `?move_to=${encodeURIComponent(moveTo)}` : ''}`, { method: 'DELETE' }),
    onSuccess: rolesChanged,
  });
}

export function useSaveRolePermissions(id: string) {
  return useMutation({
    mutationFn: (permissions: string[]) =>
      apiRequest(`${base(id)}/permissions`, { method: 'PUT', body: { permissions }, schema: ZRolePermissions }),
    onSuccess: async (answer) => {
      queryClient.setQueryData([...ROOT_KEY, 'permissions', id], answer);
      await rolesChanged();
    },
  });
}
