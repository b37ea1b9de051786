import { ZCandidateList, ZCandidateRemindResponse } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { apiQuery, filterSearch, type CandidateParams } from './list-params';

const ROOT_KEY = ['candidates'] as const;

export function useCandidates(params: CandidateParams) {
  return useQuery({
    queryKey: [...ROOT_KEY, 'list', params],
    queryFn: () => apiRequest(`/admin/candidates${apiQuery(params)}`, { schema: ZCandidateList }),
    // The current page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Queues a reminder mail to each chosen candidate; the list is read afresh (their last activity is unchanged, the audit is not shown). */
export function useRemindCandidates() {
  return useMutation({
    mutationFn: (ids: readonly string[]) =>
      apiRequest('/admin/candidates/remind', { method: 'POST', body: { ids }, schema: ZCandidateRemindResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROOT_KEY }),
  });
}

/** Downloads every candidate matching the list's filters (not only this page) as CSV. */
async function downloadCsv(params: CandidateParams): Promise<void> {
  const query = filterSearch(params).toString();
  const blob = await apiBlob(`/admin/candidates/export.csv${query ? `?${query}` : ''}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'candidates.csv';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started reading the blob; it is released once the download has had time to begin.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useExportCandidates() {
  return useMutation({ mutationFn: downloadCsv });
}
