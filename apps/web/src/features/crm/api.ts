import {
  ZCrmConnection,
  ZCrmContactSearch,
  ZCrmMappingResponse,
  ZCrmPreflight,
  ZCrmStartResponse,
  ZCrmSyncStatus,
  ZCrmUserLink,
  type CrmSyncState,
  type TCrmCallbackRequest,
  type TCrmLinkRequest,
  type TCrmMapping,
  type TCrmSyncStatus,
  type TCrmUserLink,
} from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/http-error';
import { queryClient } from '@/lib/query-client';

const KEY = ['crm-connection'] as const;
/** Apart from KEY: reading the connection again must not run the check, which costs Salesforce API calls. */
const PREFLIGHT_KEY = ['crm-preflight'] as const;

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
    onSuccess: (connection) => {
      queryClient.setQueryData(KEY, connection);
      // A new connection may be a different Salesforce user, who sees different objects and fields.
      queryClient.removeQueries({ queryKey: PREFLIGHT_KEY });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDisconnectCrm() {
  return useMutation({
    mutationFn: () => apiRequest('/admin/crm/connection', { method: 'DELETE' }),
    onSettled: () => {
      queryClient.removeQueries({ queryKey: PREFLIGHT_KEY });
      return queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
}

/**
 * What this connection can write (the pre-flight check): run only by refetch(), as each check costs Salesforce
 * API calls, and not retried. A 409 means the connection is gone or needs reconnecting, so it is read again.
 */
export function useCrmPreflight() {
  return useQuery({
    queryKey: PREFLIGHT_KEY,
    queryFn: () =>
      apiRequest('/admin/crm/preflight', { schema: ZCrmPreflight }).catch((error: unknown) => {
        connectionMayHaveChanged(error);
        throw error;
      }),
    enabled: false,
    retry: false,
  });
}

const MAPPING_KEY = ['crm-mapping'] as const;

/** Where syncs write in Salesforce: the saved mapping, or the defaults until one is saved. */
export function useCrmMapping() {
  return useQuery({ queryKey: MAPPING_KEY, queryFn: () => apiRequest('/admin/crm/mapping', { schema: ZCrmMappingResponse }), staleTime: 0 });
}

/**
 * Saves the whole mapping. A check run before it looked at other objects and fields, so its result is reset
 * (not merely marked stale: the check runs only when asked, so a stale result would stay on screen).
 */
export function useSaveCrmMapping() {
  return useMutation({
    mutationFn: (body: TCrmMapping) => apiRequest('/admin/crm/mapping', { method: 'PUT', body, schema: ZCrmMappingResponse }),
    onSuccess: (saved) => {
      queryClient.setQueryData(MAPPING_KEY, saved);
      return queryClient.resetQueries({ queryKey: PREFLIGHT_KEY });
    },
  });
}

/* One portal user's CRM Contact (/admin/user/{id}): the link, the search for a Contact, and the sync. */

const userKey = (userId: string) => ['crm-user', userId] as const;
const linkKey = (userId: string) => [...userKey(userId), 'link'] as const;
const contactsKey = (userId: string, q: string) => [...userKey(userId), 'contacts', q] as const;
const syncKey = (userId: string) => [...userKey(userId), 'sync'] as const;
const base = (userId: string) => `/admin/users/${encodeURIComponent(userId)}`;

/** How often the sync status is read again while a sync waits or runs. */
export const SYNC_POLL_MS = 2_000;
const SYNC_BUSY: ReadonlySet<CrmSyncState> = new Set(['queued', 'running']);
export const syncBusy = (status: TCrmSyncStatus | undefined) => status !== undefined && SYNC_BUSY.has(status.state);

/**
 * A refusal because the portal is not (or no longer) connected changes what the connection screen and the
 * user's CRM card show, so the connection is read again.
 */
function connectionMayHaveChanged(error: unknown): void {
  if (error instanceof ApiError && error.statusCode === 409) void queryClient.invalidateQueries({ queryKey: KEY });
}

export function useCrmUserLink(userId: string, enabled = true) {
  return useQuery({
    queryKey: linkKey(userId),
    queryFn: () => apiRequest(`${base(userId)}/crm-link`, { schema: ZCrmUserLink }),
    staleTime: 0,
    enabled,
  });
}

/** Contacts matching `q` (an email or a name); with q empty, the user's own email and name, and the proposed match. */
export function useCrmContactSearch(userId: string, q: string, enabled = true) {
  return useQuery({
    queryKey: contactsKey(userId, q),
    queryFn: () =>
      apiRequest(`${base(userId)}/crm-contacts${q ? `?${new URLSearchParams({ q })}` : ''}`, { schema: ZCrmContactSearch }).catch(
        (error: unknown) => {
          connectionMayHaveChanged(error);
          throw error;
        },
      ),
    staleTime: 0,
    enabled,
  });
}

/** A new link (or none) also means a new sync status: both are read from the answer or again. */
function linkChanged(userId: string, link: TCrmUserLink): void {
  queryClient.setQueryData(linkKey(userId), link);
  void queryClient.invalidateQueries({ queryKey: syncKey(userId) });
}

export function useLinkCrmContact(userId: string) {
  return useMutation({
    mutationFn: (body: TCrmLinkRequest) => apiRequest(`${base(userId)}/crm-link`, { method: 'PUT', body, schema: ZCrmUserLink }),
    onSuccess: (link) => linkChanged(userId, link),
    onError: connectionMayHaveChanged,
  });
}

/** Creates a Contact in Salesforce from the user's details and links it. */
export function useCreateCrmContact(userId: string) {
  return useMutation({
    mutationFn: () => apiRequest(`${base(userId)}/crm-contacts`, { method: 'POST', schema: ZCrmUserLink }),
    onSuccess: (link) => linkChanged(userId, link),
    onError: connectionMayHaveChanged,
  });
}

/** Forgets the link; the Contact stays in Salesforce. The search is read afresh for the next link. */
export function useUnlinkCrmContact(userId: string) {
  return useMutation({
    mutationFn: () => apiRequest(`${base(userId)}/crm-link`, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.setQueryData<TCrmUserLink>(linkKey(userId), { crm_id: null, crm_url: null, linked_by: null, linked_at: null });
      queryClient.removeQueries({ queryKey: [...userKey(userId), 'contacts'] });
      void queryClient.invalidateQueries({ queryKey: syncKey(userId) });
    },
    onError: connectionMayHaveChanged,
  });
}

/** The user's sync, read again every SYNC_POLL_MS while it is queued or running. */
export function useCrmSyncStatus(userId: string, enabled = true) {
  return useQuery({
    queryKey: syncKey(userId),
    queryFn: () => apiRequest(`${base(userId)}/crm-sync`, { schema: ZCrmSyncStatus }),
    staleTime: 0,
    enabled,
    refetchInterval: (query) => (syncBusy(query.state.data) ? SYNC_POLL_MS : false),
  });
}

/** Sync now: queues a sync; the answer (queued) starts the polling above. */
export function useStartCrmSync(userId: string) {
  return useMutation({
    mutationFn: () => apiRequest(`${base(userId)}/crm-sync`, { method: 'POST', schema: ZCrmSyncStatus }),
    onSuccess: (status) => queryClient.setQueryData(syncKey(userId), status),
    onError: connectionMayHaveChanged,
  });
}
