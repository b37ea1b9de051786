import type { TGeoArea, TGeoAreaDetail } from '@portal/contract';
import type { GeoAreaWithChildren } from './repository.js';

export function presentGeoArea(area: GeoAreaWithChildren): TGeoArea {
  return {
    id: area.id,
    parent_id: area.parent_id,
    level: area.level,
    name_en: area.name_en,
    name_bn: area.name_bn,
    code: area.code,
    country_code: area.country_code,
    child_count: Number(area.child_count),
  };
}

export function presentGeoAreaDetail(area: GeoAreaWithChildren, ancestors: readonly GeoAreaWithChildren[]): TGeoAreaDetail {
  return { ...presentGeoArea(area), ancestors: ancestors.map(presentGeoArea) };
}
