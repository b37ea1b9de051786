import { ZCandidateNote, ZCandidateNotes, ZChangeRequest, type TCreateChangeRequest, type TCreateNoteRequest } from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** An officer's internal notes on a candidate and change requests on their items (documents.review). */
const candidatePath = (id: string) => `/admin/candidates/${encodeURIComponent(id)}`;
const notesKey = (id: string) => ['documents', 'notes', id] as const;

export function useCandidateNotes(id: string) {
  return useQuery({
    queryKey: notesKey(id),
    queryFn: () => apiRequest(`${candidatePath(id)}/notes`, { schema: ZCandidateNotes }),
    staleTime: 0,
  });
}

export function useAddNote(id: string) {
  return useMutation({
    mutationFn: (body: TCreateNoteRequest) => apiRequest(`${candidatePath(id)}/notes`, { method: 'POST', body, schema: ZCandidateNote }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKey(id) }),
  });
}

/** The candidate's summary shows each item's open request, so it is fetched afresh after either change. */
const refreshSummary = () => queryClient.invalidateQueries({ queryKey: ['documents', 'candidate'] });

export function useRequestChange(id: string) {
  return useMutation({
    mutationFn: (body: TCreateChangeRequest) =>
      apiRequest(`${candidatePath(id)}/change-requests`, { method: 'POST', body, schema: ZChangeRequest }),
    onSuccess: refreshSummary,
  });
}

export function useWithdrawChangeRequest(id: string) {
  return useMutation({
    mutationFn: (requestId: string) =>
      apiRequest(`${candidatePath(id)}/change-requests/${encodeURIComponent(requestId)}`, { method: 'DELETE' }),
    onSuccess: refreshSummary,
  });
}
