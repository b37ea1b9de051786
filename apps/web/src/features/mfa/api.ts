import {
  ZFactorAddedResponse,
  ZMfaStatus,
  ZPasskeyOptions,
  ZRecoveryCodesResponse,
  ZTotpSetupResponse,
  type TFactorAddedResponse,
  type TMfaStatus,
} from '@portal/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshSession } from '@/lib/current-user';
import { createPasskey } from '@/lib/passkeys';
import { queryClient } from '@/lib/query-client';

const STATUS_KEY = ['account', 'mfa'] as const;

export const mfaStatusQueryOptions = queryOptions({
  queryKey: STATUS_KEY,
  queryFn: () => apiRequest('/account/mfa', { schema: ZMfaStatus }),
  staleTime: 0,
});

export function useMfaStatus() {
  return useQuery(mfaStatusQueryOptions);
}

const statusChanged = (status: TMfaStatus) => queryClient.setQueryData(STATUS_KEY, status);

/**
 * A factor was added: the new state is cached, and the session is fetched again because a session that
 * could only set up a factor is now a full one.
 */
async function factorAdded(answer: TFactorAddedResponse): Promise<void> {
  statusChanged(answer.status);
  await refreshSession();
}

/** Starts setting up an authenticator app: its secret and QR code (a new pair each time). */
export function useStartAuthenticator() {
  return useMutation({
    mutationFn: () => apiRequest('/account/mfa/totp', { method: 'POST', schema: ZTotpSetupResponse }),
  });
}

export function useConfirmAuthenticator() {
  return useMutation({
    mutationFn: (code: string) => apiRequest('/account/mfa/totp/confirm', { method: 'POST', body: { code }, schema: ZFactorAddedResponse }),
    onSuccess: factorAdded,
  });
}

export function useRemoveAuthenticator() {
  return useMutation({
    mutationFn: () => apiRequest('/account/mfa/totp', { method: 'DELETE', schema: ZMfaStatus }),
    onSuccess: statusChanged,
  });
}

/** Options from the server, the browser's passkey dialog, then the new passkey sent back with its name. */
async function addPasskey(name: string): Promise<TFactorAddedResponse> {
  const options = await apiRequest('/account/mfa/passkeys/options', { method: 'POST', schema: ZPasskeyOptions });
  const credential = await createPasskey(options);
  return apiRequest('/account/mfa/passkeys', { method: 'POST', body: { name, credential }, schema: ZFactorAddedResponse });
}

export function useAddPasskey() {
  return useMutation({ mutationFn: addPasskey, onSuccess: factorAdded });
}

export function useRemovePasskey() {
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/account/mfa/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE', schema: ZMfaStatus }),
    onSuccess: statusChanged,
  });
}

export function useNewRecoveryCodes() {
  return useMutation({
    mutationFn: () => apiRequest('/account/mfa/recovery-codes', { method: 'POST', schema: ZRecoveryCodesResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}
