import {
  ZAccountProfile,
  ZAdminRoleOptions,
  ZAdminUserList,
  ZAdminUserResponse,
  ZMessageResponse,
  ZMfaStatus,
  type AvatarSize,
  type TAccountProfile,
  type TAdminCreateUserRequest,
  type TAdminSetPasswordRequest,
  type TAdminUpdateUserRequest,
  type TAdminUserDetail,
  type TOtpChannel,
  type TSocialLinksRequest,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useObjectUrl } from '@/lib/object-url';
import { apiBlob, apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { apiQuery, type UserListParams } from './list-params';
import { avatarUpload } from '@/components/avatar-editor/avatar-upload';

const ROOT_KEY = ['users'] as const;
const detailKey = (id: string) => [...ROOT_KEY, 'detail', id] as const;
const base = (id: string) => `/admin/users/${encodeURIComponent(id)}`;

export function useUserList(params: UserListParams) {
  return useQuery({
    queryKey: [...ROOT_KEY, 'list', params],
    queryFn: () => apiRequest(`/admin/users${apiQuery(params)}`, { schema: ZAdminUserList }),
    // The current page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useRoleOptions() {
  return useQuery({
    queryKey: [...ROOT_KEY, 'role-options'],
    queryFn: async () => (await apiRequest('/admin/users/role-options', { schema: ZAdminRoleOptions })).data,
    staleTime: 60_000,
  });
}

export const userQueryOptions = (id: string) =>
  queryOptions({
    queryKey: detailKey(id),
    queryFn: async () => (await apiRequest(base(id), { schema: ZAdminUserResponse })).user,
    staleTime: 0,
  });

/** An unknown or deleted user fails the screen, so the route's error page shows 404. */
export function useAdminUser(id: string) {
  return useQuery({ ...userQueryOptions(id), throwOnError: true });
}

/** Every change answers with the whole user: it replaces the cached one and the list is fetched afresh. */
async function userChanged(user: TAdminUserDetail): Promise<void> {
  queryClient.setQueryData(detailKey(user.id), user);
  await queryClient.invalidateQueries({ queryKey: [...ROOT_KEY, 'list'] });
}

const userAction = <TBody>(path: string, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', body?: TBody) =>
  apiRequest(path, { method, body, schema: ZAdminUserResponse }).then((answer) => answer.user);

export function useCreateUser() {
  return useMutation({
    mutationFn: (body: TAdminCreateUserRequest) => userAction('/admin/users', 'POST', body),
    onSuccess: userChanged,
  });
}

export function useUpdateUser(id: string) {
  return useMutation({
    mutationFn: (body: TAdminUpdateUserRequest) => userAction(base(id), 'PATCH', body),
    onSuccess: userChanged,
  });
}

export function useSetRoles(id: string) {
  return useMutation({
    mutationFn: (roles: string[]) => userAction(`${base(id)}/roles`, 'PUT', { roles }),
    onSuccess: userChanged,
  });
}

export function useBanUser(id: string) {
  return useMutation({
    mutationFn: (reason: string) => userAction(`${base(id)}/ban`, 'POST', { reason }),
    onSuccess: userChanged,
  });
}

export function useUnbanUser(id: string) {
  return useMutation({
    mutationFn: () => userAction(`${base(id)}/ban`, 'DELETE'),
    onSuccess: userChanged,
  });
}

export function useVerifyUser(id: string) {
  return useMutation({
    mutationFn: (channel: TOtpChannel) => userAction(`${base(id)}/verify`, 'POST', { channel }),
    onSuccess: userChanged,
  });
}

export function useSetPassword(id: string) {
  return useMutation({
    mutationFn: (body: TAdminSetPasswordRequest) =>
      apiRequest(`${base(id)}/password`, { method: 'PUT', body, schema: ZMessageResponse }),
  });
}

export function useSendResetCode(id: string) {
  return useMutation({
    mutationFn: () => apiRequest(`${base(id)}/password-reset-code`, { method: 'POST', schema: ZMessageResponse }),
  });
}

export function useDeleteUser(id: string) {
  return useMutation({
    mutationFn: () => apiRequest(base(id), { method: 'DELETE' }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: detailKey(id) });
      await queryClient.invalidateQueries({ queryKey: [...ROOT_KEY, 'list'] });
    },
  });
}

/* Someone else's second sign-in steps: what they have, and a reset when they have lost them. */

const mfaKey = (id: string) => [...ROOT_KEY, 'mfa', id] as const;

export function useUserMfa(id: string) {
  return useQuery({ queryKey: mfaKey(id), queryFn: () => apiRequest(`${base(id)}/mfa`, { schema: ZMfaStatus }), staleTime: 0 });
}

/** Removes their factors and recovery codes and signs them out everywhere; they set one up at next sign-in. */
export function useResetUserMfa(id: string) {
  return useMutation({
    mutationFn: () => apiRequest(`${base(id)}/mfa`, { method: 'DELETE', schema: ZMfaStatus }),
    onSuccess: (status) => queryClient.setQueryData(mfaKey(id), status),
  });
}

/* Someone else's profile picture and social links (/admin/user/profile-image/{id}, /admin/user/social-info/{id}). */

const profileKey = (id: string) => [...ROOT_KEY, 'profile', id] as const;

export function useUserProfile(id: string) {
  return useQuery({
    queryKey: profileKey(id),
    queryFn: () => apiRequest(`${base(id)}/profile`, { schema: ZAccountProfile }),
    staleTime: 0,
    throwOnError: true,
  });
}

const profileChanged = (profile: TAccountProfile) => queryClient.setQueryData(profileKey(profile.id), profile);

export function useUpdateUserSocial(id: string) {
  return useMutation({
    mutationFn: (body: TSocialLinksRequest) => apiRequest(`${base(id)}/social`, { method: 'PUT', body, schema: ZAccountProfile }),
    onSuccess: profileChanged,
  });
}

export function useUploadUserAvatar(id: string) {
  return useMutation({ mutationFn: (image: Blob) => apiRequest(`${base(id)}/avatar`, { method: 'POST', body: avatarUpload(image), schema: ZAccountProfile }), onSuccess: profileChanged });
}

export function useRemoveUserAvatar(id: string) {
  return useMutation({
    mutationFn: () => apiRequest(`${base(id)}/avatar`, { method: 'DELETE', schema: ZAccountProfile }),
    onSuccess: profileChanged,
  });
}

/** An object URL for a user's picture (an <img> cannot send the bearer token); null while there is none. */
export function useUserAvatarUrl(id: string, version: string | null, size: AvatarSize): string | null {
  const { data } = useQuery({
    queryKey: [...ROOT_KEY, 'avatar', id, size, version],
    queryFn: () => apiBlob(`/users/${encodeURIComponent(id)}/avatar/${size}`),
    enabled: Boolean(version),
    staleTime: Infinity,
  });
  return useObjectUrl(version ? data : undefined) ?? null;
}
