import { ZCrmConnection, ZCrmStartResponse, type TCrmCallbackRequest } from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

const KEY = ['crm-connection'] as const;

export function useCrmConnection() {
  return useQuery({ queryKey: KEY, queryFn: () => apiRequest('/admin/crm/connection', { schema: ZCrmConnection }), staleTime: 0 });
}

/** Connect: the Salesforce sign-in page to send the browser to. */
export function useStartCrmConnection() {
  return useMutation({ mutationFn: () => apiRequest('/admin/crm/connection/start', { method: 'POST', schema: ZCrmStartResponse }) });
}

/** Completes the sign-in with the code and state Salesforce sent back; a failure was recorded, so the status is read again. */
export function useCompleteCrmConnection() {
  return useMutation({
    mutationFn: (body: TCrmCallbackRequest) => apiRequest('/admin/crm/connection/callback', { method: 'POST', body, schema: ZCrmConnection }),
    onSuccess: (connection) => queryClient.setQueryData(KEY, connection),
    onError: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDisconnectCrm() {
  return useMutation({
    mutationFn: () => apiRequest('/admin/crm/connection', { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
