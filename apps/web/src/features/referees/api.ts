import {
  ZCandidateRefereeResponse,
  ZCandidateReferees,
  ZRefereeAnswerResponse,
  ZRefereeInvitation,
  type TCandidateReferee,
  type TRefereeAnswerRequest,
} from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

const REFEREES_KEY = ['referees'] as const;

/**
 * The request to the referee of each of the candidate's references. `version` (the submission's id and status)
 * is part of the key, so submitting or resubmitting a reference fetches the request it may have started.
 */
export function useReferees(version = '') {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...REFEREES_KEY, 'mine', i18n.language, version],
    queryFn: () => apiRequest('/referees', { schema: ZCandidateReferees }),
    staleTime: 0,
  });
}

/** POST /referees/{submission id}/send (also to send again, with a new link) or /revoke. */
export function useRefereeAction() {
  return useMutation({
    mutationFn: ({ submissionId, action }: { submissionId: string; action: 'send' | 'revoke' }): Promise<TCandidateReferee> =>
      apiRequest(`/referees/${encodeURIComponent(submissionId)}/${action}`, { method: 'POST', schema: ZCandidateRefereeResponse }).then(
        (response) => response.data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...REFEREES_KEY, 'mine'] }),
  });
}

const invitationPath = (token: string) => `/referee/${encodeURIComponent(token)}`;

/** The public invitation behind a referee link; 404 and 410 are states to show, not to retry. */
export function useRefereeInvitation(token: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...REFEREES_KEY, 'invitation', token, i18n.language],
    queryFn: () => apiRequest(invitationPath(token), { schema: ZRefereeInvitation }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useAnswerReferee(token: string) {
  return useMutation({
    mutationFn: (body: TRefereeAnswerRequest) => apiRequest(invitationPath(token), { method: 'POST', body, schema: ZRefereeAnswerResponse }),
  });
}
