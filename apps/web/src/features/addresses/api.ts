import { ZAddress, ZAddressList, type TCreateAddressRequest, type TUpdateAddressRequest } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** Whose addresses a screen manages: the signed-in person's own, or (for an admin) a user's. */
export type AddressOwner = { kind: 'self' } | { kind: 'user'; userId: string };

const basePath = (owner: AddressOwner) => (owner.kind === 'self' ? '/account/addresses' : `/admin/users/${owner.userId}/addresses`);
const ownerKey = (owner: AddressOwner) => ['addresses', owner.kind === 'self' ? 'self' : owner.userId] as const;

export function useAddresses(owner: AddressOwner, page: number) {
  return useQuery({
    queryKey: [...ownerKey(owner), 'list', page],
    queryFn: () => apiRequest(`${basePath(owner)}?page=${page}`, { schema: ZAddressList }),
    placeholderData: keepPreviousData,
  });
}

export function useAddress(owner: AddressOwner, id: string | undefined) {
  return useQuery({
    queryKey: [...ownerKey(owner), 'one', id],
    queryFn: () => apiRequest(`${basePath(owner)}/${id}`, { schema: ZAddress }),
    enabled: Boolean(id),
  });
}

/** An address by its id alone (the admin edit routes carry no user id); the answer names its owner. */
export function useAdminAddress(id: string | undefined) {
  return useQuery({
    queryKey: ['addresses', 'by-id', id],
    queryFn: () => apiRequest(`/admin/addresses/${id}`, { schema: ZAddress }),
    enabled: Boolean(id),
  });
}

/** Lists, single addresses and the by-id lookups may all show the changed address. */
const changed = () => queryClient.invalidateQueries({ queryKey: ['addresses'] });

export function useCreateAddress(owner: AddressOwner) {
  return useMutation({
    mutationFn: (body: TCreateAddressRequest) => apiRequest(basePath(owner), { method: 'POST', body, schema: ZAddress }),
    onSuccess: changed,
  });
}

export function useUpdateAddress(owner: AddressOwner, id: string) {
  return useMutation({
    mutationFn: (body: TUpdateAddressRequest) => apiRequest(`${basePath(owner)}/${id}`, { method: 'PATCH', body, schema: ZAddress }),
    onSuccess: changed,
  });
}

export function useDeleteAddress(owner: AddressOwner) {
  return useMutation({
    mutationFn: (id: string) => apiRequest(`${basePath(owner)}/${id}`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}
