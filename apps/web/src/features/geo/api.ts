import {
  ZGeoAreaDetail,
  ZGeoAreaList,
  ZGeoImportResult,
  ZUserGeoArea,
  type TCreateGeoAreaRequest,
  type TGeoArea,
  type TGeoImportResult,
  type TRenameGeoAreaRequest,
  type THomeCountry,
} from '@portal/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiErrorFrom, apiRequest, apiTarget } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

const GEO_KEY = ['geo-areas'] as const;

/** Whose area a screen shows: the signed-in person's own, or (for an admin) someone else's. */
export type GeoAreaOwner = { kind: 'self' } | { kind: 'user'; userId: string };

const ownerPath = (owner: GeoAreaOwner) => (owner.kind === 'self' ? '/account/geo-area' : `/admin/users/${owner.userId}/geo-area`);

/**
 * Which top areas a list without a parent holds: the home country's (what people and addresses choose
 * from), every country's (the admin tree, where an imported country's areas are kept too), or one
 * country's by its ISO code (an address abroad in Bangladesh).
 */
export type GeoRootScope = 'home' | 'all' | (string & {});

/** The areas directly under `parentId`; null: the top areas. The tree changes rarely, so lists are kept a while. */
function geoChildrenQuery(parentId: string | null, scope: GeoRootScope) {
  const root = scope === 'all' ? '/geo-areas?country=any' : scope === 'home' ? '/geo-areas' : `/geo-areas?country=${encodeURIComponent(scope)}`;
  return queryOptions({
    queryKey: [...GEO_KEY, 'children', parentId ?? `root-${scope}`],
    queryFn: async (): Promise<TGeoArea[]> =>
      (await apiRequest(parentId ? `/geo-areas?parent_id=${encodeURIComponent(parentId)}` : root, { schema: ZGeoAreaList })).data,
    staleTime: 10 * 60_000,
  });
}

export function useGeoChildren(parentId: string | null, scope: GeoRootScope = 'home') {
  return useQuery(geoChildrenQuery(parentId, scope));
}

/** Imports one of the sets the portal ships: the UK's nations, regions and counties, or Bangladesh's divisions and districts. */
export function useImportGeoSet() {
  return useMutation({
    mutationFn: (country: THomeCountry) => apiRequest(`/admin/geo-areas/sets/${country}`, { method: 'POST', schema: ZGeoImportResult }),
    onSuccess: treeChanged,
  });
}

/** After an admin's change every cached list may be out of date. */
const treeChanged = () => queryClient.invalidateQueries({ queryKey: GEO_KEY });

export function useCreateGeoArea() {
  return useMutation({
    mutationFn: (body: TCreateGeoAreaRequest) => apiRequest('/admin/geo-areas', { method: 'POST', body, schema: ZGeoAreaDetail }),
    onSuccess: treeChanged,
  });
}

export function useRenameGeoArea() {
  return useMutation({
    mutationFn: ({ id, ...body }: TRenameGeoAreaRequest & { id: string }) =>
      apiRequest(`/admin/geo-areas/${id}`, { method: 'PATCH', body, schema: ZGeoAreaDetail }),
    onSuccess: treeChanged,
  });
}

export function useDeleteGeoArea() {
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/admin/geo-areas/${id}`, { method: 'DELETE' }),
    onSuccess: treeChanged,
  });
}

/**
 * Sends the file itself as the body (the server tells CSV from JSON by its content), reporting upload
 * progress from 0 to 1; XMLHttpRequest because fetch does not report it.
 */
export function importGeoFile(file: File, onProgress: (fraction: number) => void): Promise<TGeoImportResult> {
  return new Promise((resolve, reject) => {
    const { url, headers } = apiTarget('/admin/geo-areas/import');
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.setRequestHeader('Content-Type', file.type || 'text/csv');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status !== 200) return reject(apiErrorFrom(xhr.status, xhr.responseText));
      try {
        resolve(ZGeoImportResult.parse(JSON.parse(xhr.responseText)));
      } catch {
        reject(apiErrorFrom(500, ''));
      }
    });
    xhr.addEventListener('error', () => reject(apiErrorFrom(0, '')));
    xhr.send(file);
  });
}

export function useImportGeoFile() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) => importGeoFile(file, onProgress),
    onSuccess: treeChanged,
  });
}

const ownerAreaKey = (owner: GeoAreaOwner) => ['geo-area-of', owner.kind === 'self' ? 'self' : owner.userId] as const;

/** The area a person belongs to, with the areas above it (null when none is chosen). */
export function useOwnerGeoArea(owner: GeoAreaOwner) {
  return useQuery({
    queryKey: ownerAreaKey(owner),
    queryFn: async () => (await apiRequest(ownerPath(owner), { schema: ZUserGeoArea })).geo_area,
  });
}

export function useSetOwnerGeoArea(owner: GeoAreaOwner) {
  return useMutation({
    mutationFn: async (geoAreaId: string | null) =>
      (await apiRequest(ownerPath(owner), { method: 'PUT', body: { geo_area_id: geoAreaId }, schema: ZUserGeoArea })).geo_area,
    onSuccess: (area) => queryClient.setQueryData(ownerAreaKey(owner), area),
  });
}

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
