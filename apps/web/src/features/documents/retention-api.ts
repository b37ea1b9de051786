import { ZRetentionResponse, type TLegalHoldRequest, type TRetentionFactsUpdate, type TRetentionResponse } from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** Records and retention of one candidate (documents.review): GET/PUT .../retention, PUT/DELETE .../legal-hold. */
const retentionKey = (id: string) => ['documents', 'retention', id] as const;
const userPath = (id: string) => `/admin/users/${encodeURIComponent(id)}`;

export function useRetention(id: string) {
  return useQuery({
    queryKey: retentionKey(id),
    queryFn: () => apiRequest(`${userPath(id)}/retention`, { schema: ZRetentionResponse }),
    staleTime: 0,
  });
}

/** Each call answers with the whole record, which replaces the cached one. */
function useRetentionMutation<V>(id: string, send: (values: V) => Promise<TRetentionResponse>) {
  return useMutation({
    mutationFn: send,
    onSuccess: (data) => queryClient.setQueryData(retentionKey(id), data),
  });
}

export const useSaveRetentionFacts = (id: string) =>
  useRetentionMutation(id, (body: TRetentionFactsUpdate) =>
    apiRequest(`${userPath(id)}/retention`, { method: 'PUT', body, schema: ZRetentionResponse }),
  );

export const usePlaceLegalHold = (id: string) =>
  useRetentionMutation(id, (body: TLegalHoldRequest) =>
    apiRequest(`${userPath(id)}/legal-hold`, { method: 'PUT', body, schema: ZRetentionResponse }),
  );

export const useLiftLegalHold = (id: string) =>
  useRetentionMutation(id, () => apiRequest(`${userPath(id)}/legal-hold`, { method: 'DELETE', schema: ZRetentionResponse }));
