import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AREA_TYPE_LEVELS, GEO_FILTER_LEVELS, type GeoLevel, type TGeoFilter } from '@portal/contract';
import { geoAreas } from '../../db/schema/index.js';

/** Ids of the areas of one level matched by `anchor`, together with every area below them. */
function subtreeOf(anchor: SQL): SQL {
  return sql`(
    with recursive subtree(id) as (
      select id from ${geoAreas} where ${anchor}
      union all
      select g.id from ${geoAreas} g join subtree on g.parent_id = subtree.id
    )
    select id from subtree)`;
}

/**
 * The geo search filter of spec 3 as a condition on a table's geo-area column, e.g.
 * `where(and(active, geoFilterCondition(users.geo_area_id, query)))`. Every id given must hold: the
 * record's area is that area or lies below it, and an id of the wrong level matches nothing.
 * `area_type_id` keeps records whose area is, or lies below, an area of that level. Records without
 * an area never match a filter. Returns undefined when nothing is filtered.
 */
export function geoFilterCondition(column: AnyColumn, filter: Partial<TGeoFilter>): SQL | undefined {
  const conditions: SQL[] = [];
  for (const [param, level] of Object.entries(GEO_FILTER_LEVELS) as [keyof typeof GEO_FILTER_LEVELS, GeoLevel][]) {
    const id = filter[param];
    if (id) conditions.push(sql`${column} in ${subtreeOf(sql`id = ${id} and level = ${level}`)}`);
  }
  const typeLevel = filter.area_type_id === undefined ? undefined : AREA_TYPE_LEVELS[filter.area_type_id as keyof typeof AREA_TYPE_LEVELS];
  if (typeLevel) conditions.push(sql`${column} in ${subtreeOf(sql`level = ${typeLevel}`)}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Whether any parameter of the geo filter is given (a list can then not use an unfiltered count). */
export function hasGeoFilter(filter: Partial<TGeoFilter>): boolean {
  return geoFilterCondition(geoAreas.id, filter) !== undefined;
}
