import {
  ZComplianceProfileResponse,
  type TComplianceProfileResponse,
  type TComplianceProfileUpdate,
} from '@portal/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** The candidate's own work profile (GET/PUT /compliance/profile); under the compliance key, so it refreshes with it. */
export const PROFILE_QUERY_KEY = ['compliance', 'profile'] as const;

/** Where the candidate says what work they want. */
export const PROFILE_PATH = '/compliance/profile';

export const profileQueryOptions = queryOptions({
  queryKey: PROFILE_QUERY_KEY,
  queryFn: (): Promise<TComplianceProfileResponse> => apiRequest('/compliance/profile', { schema: ZComplianceProfileResponse }),
  staleTime: 60_000,
});

export function useComplianceProfile() {
  return useQuery(profileQueryOptions);
}

/** Saving changes what the checklist asks for: the saved profile is cached and the checklist fetched afresh. */
export function useSaveComplianceProfile() {
  return useMutation({
    mutationFn: (body: TComplianceProfileUpdate) =>
      apiRequest('/compliance/profile', { method: 'PUT', body, schema: ZComplianceProfileResponse }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      await queryClient.invalidateQueries({ queryKey: ['compliance', 'checklist'] });
    },
  });
}
