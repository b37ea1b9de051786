import {
  ZAccountProfile,
  ZContact,
  ZContactList,
  ZMessageResponse,
  type AvatarSize,
  type TAccountProfile,
  type TAddContactRequest,
  type TChangePasswordRequest,
  type TContactKind,
  type TEmergencyContactRequest,
  type TSocialLinksRequest,
  type TUpdateProfileRequest,
} from '@portal/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useObjectUrl } from '@/lib/object-url';
import { apiBlob, apiRequest } from '@/lib/api-client';
import { refreshSession } from '@/lib/current-user';
import { queryClient } from '@/lib/query-client';
import { avatarUpload } from '@/components/avatar-editor/avatar-upload';

const PROFILE_KEY = ['account', 'profile'] as const;
const CONTACTS_KEY = ['account', 'contacts'] as const;

export const profileQueryOptions = queryOptions({
  queryKey: PROFILE_KEY,
  queryFn: () => apiRequest('/account/profile', { schema: ZAccountProfile }),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}

/** Every change answers with the whole profile: it replaces the cached one, and the header's name follows. */
async function profileChanged(profile: TAccountProfile): Promise<void> {
  queryClient.setQueryData(PROFILE_KEY, profile);
  await refreshSession();
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: TUpdateProfileRequest) => apiRequest('/account/profile', { method: 'PATCH', body, schema: ZAccountProfile }),
    onSuccess: profileChanged,
  });
}

export function useUpdateSocialLinks() {
  return useMutation({
    mutationFn: (body: TSocialLinksRequest) => apiRequest('/account/social', { method: 'PUT', body, schema: ZAccountProfile }),
    onSuccess: profileChanged,
  });
}

export function useUpdateEmergencyContact() {
  return useMutation({
    mutationFn: (body: TEmergencyContactRequest) =>
      apiRequest('/account/emergency-contact', { method: 'PUT', body, schema: ZAccountProfile }),
    onSuccess: profileChanged,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: TChangePasswordRequest) =>
      apiRequest('/account/password', { method: 'POST', body, schema: ZMessageResponse }),
  });
}

export function useUploadAvatar() {
  return useMutation({ mutationFn: (image: Blob) => apiRequest('/account/avatar', { method: 'POST', body: avatarUpload(image), schema: ZAccountProfile }), onSuccess: profileChanged });
}

export function useRemoveAvatar() {
  return useMutation({
    mutationFn: () => apiRequest('/account/avatar', { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}

/**
 * An object URL for the signed-in user's picture (the API wants the bearer token, which an <img> cannot
 * send). `version` is the profile's avatar_version: a new picture means a new cache entry; null: none.
 */
export function useAvatarUrl(version: string | null | undefined, size: AvatarSize): string | null {
  const { data } = useQuery({
    queryKey: ['account', 'avatar', size, version],
    queryFn: () => apiBlob(`/account/avatar/${size}`),
    enabled: Boolean(version),
    staleTime: Infinity,
  });
  return useObjectUrl(version ? data : undefined) ?? null;
}

/* Changing the primary email or phone: the current password and a code to the new address, then the code. */

export interface PrimaryChange {
  value: string;
  current_password: string;
}

export function useStartPrimaryChange(kind: TContactKind) {
  return useMutation({
    mutationFn: ({ value, current_password }: PrimaryChange) =>
      apiRequest(`/account/${kind}/change`, { method: 'POST', body: { [kind]: value, current_password }, schema: ZMessageResponse }),
  });
}

export function useConfirmPrimaryChange(kind: TContactKind) {
  return useMutation({
    mutationFn: (code: string) => apiRequest(`/account/${kind}/confirm`, { method: 'POST', body: { code }, schema: ZAccountProfile }),
    onSuccess: async (profile) => {
      await profileChanged(profile);
      await queryClient.invalidateQueries({ queryKey: CONTACTS_KEY });
    },
  });
}

/* Secondary addresses. */

export function useContacts() {
  return useQuery({
    queryKey: CONTACTS_KEY,
    queryFn: () => apiRequest('/account/contacts', { schema: ZContactList }),
    select: (list) => list.data,
  });
}

export function useStartAddContact() {
  return useMutation({
    mutationFn: (body: TAddContactRequest) => apiRequest('/account/contacts', { method: 'POST', body, schema: ZMessageResponse }),
  });
}

export function useConfirmAddContact(kind: TContactKind) {
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('/account/contacts/confirm', { method: 'POST', body: { kind, code }, schema: z.object({ contact: ZContact }) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTACTS_KEY }),
  });
}

export function useRemoveContact() {
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/account/contacts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTACTS_KEY }),
  });
}
