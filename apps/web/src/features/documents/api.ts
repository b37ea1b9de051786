import {
  ZCandidateCompliance,
  ZReviewQueue,
  ZSubmissionReviewResponse,
  type TPackFormat,
  type TSubmissionReviewResponse,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiBlob, apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { apiQuery, type QueueParams } from './list-params';

const ROOT_KEY = ['documents'] as const;
const submissionPath = (id: string) => `/admin/submissions/${encodeURIComponent(id)}`;
const candidatePath = (id: string) => `/admin/candidates/${encodeURIComponent(id)}`;

/** Titles and statuses come in the request's language, so the language is part of every key. */
export function useReviewQueue(params: QueueParams) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...ROOT_KEY, 'queue', i18n.language, params],
    queryFn: () => apiRequest(`/admin/submissions${apiQuery(params)}`, { schema: ZReviewQueue }),
    // The current page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** An unknown id fails the screen, so the route's error page shows 404. */
export function useSubmissionReview(id: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...ROOT_KEY, 'submission', id, i18n.language],
    queryFn: async () => (await apiRequest(submissionPath(id), { schema: ZSubmissionReviewResponse })) as TSubmissionReviewResponse,
    staleTime: 0,
    throwOnError: true,
  });
}

export function useCandidateCompliance(id: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...ROOT_KEY, 'candidate', id, i18n.language],
    queryFn: () => apiRequest(`${candidatePath(id)}/compliance`, { schema: ZCandidateCompliance }),
    staleTime: 0,
    throwOnError: true,
  });
}

export type ReviewAction = 'approve' | 'reject' | 'reopen';

/**
 * Approve, reject (reason required) or reopen (reason optional). The answer is the reviewed version; the
 * queue and the candidate's summary are fetched afresh, since its status there has changed.
 */
export function useReviewAction(id: string) {
  return useMutation({
    mutationFn: ({ action, reason }: { action: ReviewAction; reason?: string }) =>
      apiRequest(`${submissionPath(id)}/${action}`, {
        method: 'POST',
        body: action === 'approve' ? undefined : { reason },
        schema: ZSubmissionReviewResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROOT_KEY }),
  });
}

/** Records an officer's check; the answer is the version with its checks and new follow-up date. */
export function useRecordCheck(id: string) {
  return useMutation({
    mutationFn: (check: Record<string, unknown>) =>
      apiRequest(`${submissionPath(id)}/checks`, { method: 'POST', body: check, schema: ZSubmissionReviewResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROOT_KEY }),
  });
}

/** Downloads the pack with the bearer token and hands it to the browser as a file under the server's name. */
export async function downloadPack(candidateId: string, format: TPackFormat, fileStem: string): Promise<void> {
  const blob = await apiBlob(`${candidatePath(candidateId)}/pack.${format}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileStem}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started reading the blob; it is released once the download has had time to begin.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadPack(candidateId: string, fileStem: string) {
  return useMutation({ mutationFn: (format: TPackFormat) => downloadPack(candidateId, format, fileStem) });
}
