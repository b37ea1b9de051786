import { TOKEN_STORAGE_KEY } from '@portal/contract';
import { rememberChecklistHome } from './early-requests';
import { queryClient } from './query-client';
import { readStorage, removeStorage, writeStorage } from './storage';

/** Query key of the signed-in user's { user, roles, permissions } (null when signed out). */
export const ME_QUERY_KEY = ['me'] as const;

export function getToken(): string | null {
  return readStorage(TOKEN_STORAGE_KEY);
}

/** A new session's home is learnt afresh (features/compliance/profile-guard.ts). */
export function saveToken(token: string, expiresInSeconds: number): void {
  rememberChecklistHome(false);
  writeStorage(TOKEN_STORAGE_KEY, token, expiresInSeconds > 0 ? expiresInSeconds * 1000 : undefined);
}

/** Forgets the token and the cached user, e.g. after a 401. */
export function clearSession(): void {
  rememberChecklistHome(false);
  removeStorage(TOKEN_STORAGE_KEY);
  queryClient.setQueryData(ME_QUERY_KEY, null);
}
