import {
  ZGeoAreaDetail,
  ZGeoImportResult,
  ZUserGeoArea,
  type TCreateGeoAreaRequest,
  type TGeoImportResult,
  type TRenameGeoAreaRequest,
  type THomeCountry,
} from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiErrorFrom, apiRequest, apiTarget } from '@/lib/api-client';
import { GEO_AREAS_KEY } from '@/lib/geo-areas';
import { queryClient } from '@/lib/query-client';

/** Whose area a screen shows: the signed-in person's own, or (for an admin) someone else's. */
export type GeoAreaOwner = { kind: 'self' } | { kind: 'user'; userId: string };

const ownerPath = (owner: GeoAreaOwner) => (owner.kind === 'self' ? '/account/geo-area' : `/admin/users/${owner.userId}/geo-area`);

/** Imports one of the sets the portal ships: the UK's nations, regions and counties, or Bangladesh's divisions and districts. */
export function useImportGeoSet() {
  return useMutation({
    mutationFn: (country: THomeCountry) => apiRequest(`/admin/geo-areas/sets/${country}`, { method: 'POST', schema: ZGeoImportResult }),
    onSuccess: treeChanged,
  });
}

/** After an admin's change every cached list may be out of date. */
const treeChanged = () => queryClient.invalidateQueries({ queryKey: GEO_AREAS_KEY });

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
