import type { TGeoArea } from '@portal/contract';
import { ZGeoAreaList } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** Every cached list of the geo tree sits under this key, so a change to the tree refreshes them all. */
export const GEO_AREAS_KEY = ['geo-areas'] as const;

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
    queryKey: [...GEO_AREAS_KEY, 'children', parentId ?? `root-${scope}`],
    queryFn: async (): Promise<TGeoArea[]> =>
      (await apiRequest(parentId ? `/geo-areas?parent_id=${encodeURIComponent(parentId)}` : root, { schema: ZGeoAreaList })).data,
    staleTime: 10 * 60_000,
  });
}

export function useGeoChildren(parentId: string | null, scope: GeoRootScope = 'home') {
  return useQuery(geoChildrenQuery(parentId, scope));
}
