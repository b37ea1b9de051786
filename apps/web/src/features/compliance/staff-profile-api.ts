import { ZComplianceProfileResponse, type TAdminComplianceProfileUpdate } from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** Under the user administration's key, so it refreshes with the rest of the admin user screen. */
const staffProfileKey = (userId: string) => ['users', 'compliance-profile', userId] as const;
const staffProfilePath = (userId: string) => `/admin/users/${encodeURIComponent(userId)}/compliance-profile`;

/** A candidate's work profile as staff see it (GET /admin/users/{id}/compliance-profile, documents.review). */
export function useUserComplianceProfile(userId: string) {
  return useQuery({
    queryKey: staffProfileKey(userId),
    queryFn: () => apiRequest(staffProfilePath(userId), { schema: ZComplianceProfileResponse }),
    staleTime: 0,
  });
}

/** Saves the candidate's answers with the facts only staff record (a conditional offer). */
export function useSaveUserComplianceProfile(userId: string) {
  return useMutation({
    mutationFn: (body: TAdminComplianceProfileUpdate) =>
      apiRequest(staffProfilePath(userId), { method: 'PUT', body, schema: ZComplianceProfileResponse }),
    onSuccess: (profile) => queryClient.setQueryData(staffProfileKey(userId), profile),
  });
}
