import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './api-client';

/** Only what the admin screens about one person show; the full record belongs to the user administration. */
const ZUserSummary = z.object({ user: z.object({ id: z.string(), name: z.string(), email: z.string() }) });

/** The person an admin screen is about (GET /admin/users/{id}), for its heading. */
export function useUserSummary(userId: string | undefined) {
  return useQuery({
    queryKey: ['admin-user-summary', userId],
    queryFn: async () => (await apiRequest(`/admin/users/${userId}`, { schema: ZUserSummary })).user,
    enabled: Boolean(userId),
  });
}
