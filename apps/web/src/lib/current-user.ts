import { ZMeResponse, type TMeResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { HttpError } from './http-error';
import { queryClient } from './query-client';
import { ME_QUERY_KEY, getToken } from './session';

/** The signed-in user with roles and permissions (GET /me); null when there is no token. */
export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: (): Promise<TMeResponse | null> =>
    getToken() ? apiRequest('/me', { schema: ZMeResponse }) : Promise.resolve(null),
  staleTime: 60_000,
});

/** Fetches /me now, ignoring a cached value (e.g. the null cached before signing in). */
export function refreshSession(): Promise<TMeResponse | null> {
  return queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
}

/** For route guards: the cached session, or a fresh /me when a token exists; null when signed out. */
export async function loadSession(): Promise<TMeResponse | null> {
  if (!getToken()) return null;
  const cached = queryClient.getQueryData<TMeResponse | null>(ME_QUERY_KEY);
  if (cached) return cached;
  try {
    return await refreshSession();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) return null;
    throw error;
  }
}

export function useSession(): TMeResponse | null {
  return useQuery(meQueryOptions).data ?? null;
}
