import { z } from 'zod';
import { isCountryCode } from '../country-codes.js';
import type { COORDINATOR_TYPES } from '../reference-lists.js';
import { queryInteger, requiredText } from './common.js';

/**
 * Levels of the geo tree, top down. The tree holds any country's areas: levels one to three are named
 * after Bangladesh's (division, district, upazila), and stand for the United Kingdom's nations, English
 * regions, and counties and unitary authorities. The geo filter (division_id, district_id, upazila_id) and
 * the API keep these names for every country; screens name the levels of the area's own country.
 */
export const GEO_LEVELS = ['division', 'district', 'upazila', 'union', 'pourashava', 'city_corporation', 'ward'] as const;
export type GeoLevel = (typeof GEO_LEVELS)[number];

/**
 * Which levels an area of each level may sit under. City corporations belong to a district,
 * pourashavas usually to an upazila (a few to a district), wards to a union, pourashava or city corporation.
 */
export const GEO_PARENT_LEVELS: Record<GeoLevel, readonly GeoLevel[]> = {
  division: [],
  district: ['division'],
  upazila: ['district'],
  union: ['upazila'],
  pourashava: ['upazila', 'district'],
  city_corporation: ['district'],
  ward: ['union', 'pourashava', 'city_corporation'],
};

/**
 * Where a country's tree differs from the rule above: the UK's counties and unitary authorities sit under
 * an English region, while Wales, Scotland and Northern Ireland have no regions, so theirs sit under the nation.
 */
export const GEO_COUNTRY_PARENT_LEVELS: Readonly<Record<string, Partial<Record<GeoLevel, readonly GeoLevel[]>>>> = {
  GB: { upazila: ['district', 'division'] },
};

/** Which levels an area of `level` may sit under in `country`'s tree. */
export function geoParentLevels(level: GeoLevel, country: string | null | undefined): readonly GeoLevel[] {
  return (country ? GEO_COUNTRY_PARENT_LEVELS[country]?.[level] : undefined) ?? GEO_PARENT_LEVELS[level];
}

export function isGeoLevel(value: unknown): value is GeoLevel {
  return typeof value === 'string' && (GEO_LEVELS as readonly string[]).includes(value);
}

/** The geo level a coordinator/area type id of spec 3 stands for; 0 (not coordinator) and 8 (MP seat) are no level. */
export const AREA_TYPE_LEVELS: Readonly<Partial<Record<(typeof COORDINATOR_TYPES)[number]['id'], GeoLevel>>> = {
  1: 'division',
  2: 'district',
  3: 'upazila',
  4: 'union',
  5: 'city_corporation',
  6: 'ward',
  7: 'pourashava',
};

export const GEO_CODE_PATTERN = /^[A-Za-z0-9._-]{1,32}$/;
export const GEO_NAME_MAX = 150;
/** Bengali names must contain Bengali letters (U+0980–U+09FF). */
export const GEO_BENGALI_NAME_PATTERN = /[\u0980-\u09FF]/;
export const GEO_AREA_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Most rows one import may hold; the whole country down to wards is well below it. */
export const GEO_IMPORT_MAX_ROWS = 100_000;
export const GEO_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const GEO_IMPORT_COLUMNS = ['code', 'parent_code', 'level', 'name_en', 'name_bn'] as const;
/**
 * An import file may also say a top-level area's country (ISO code; the home country when left out). An
 * area below takes its parent's country; a country given there must be the parent's.
 */
export const GEO_IMPORT_OPTIONAL_COLUMNS = ['country_code'] as const;

/** `country` of GET /geo-areas: an ISO code, or 'any' for the top areas of every country. */
const ZGeoCountryQuery = z.preprocess(
  (value) => (value === '' ? undefined : typeof value === 'string' && value !== 'any' ? value.toUpperCase() : value),
  z
    .string({ error: 'validation.geo_country_invalid' })
    .refine((value) => value === 'any' || isCountryCode(value), { error: 'validation.geo_country_invalid' })
    .optional(),
);

/** An optional id in a query string: empty means "not given". */
const optionalQueryId = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().regex(GEO_AREA_ID_PATTERN, { error: 'validation.geo_area_invalid' }).optional(),
);

export const ZGeoArea = z.object({
  id: z.string(),
  parent_id: z.string().nullable(),
  level: z.enum(GEO_LEVELS),
  name_en: z.string(),
  name_bn: z.string(),
  code: z.string().nullable(),
  /** ISO code of the country the area is in (GB, BD). */
  country_code: z.string(),
  child_count: z.number().int(),
});
export type TGeoArea = z.infer<typeof ZGeoArea>;

export const ZGeoAreaList = z.object({ data: z.array(ZGeoArea) });
export type TGeoAreaList = z.infer<typeof ZGeoAreaList>;

/** An area with the chain above it, top down (division first). */
export const ZGeoAreaDetail = ZGeoArea.extend({ ancestors: z.array(ZGeoArea) });
export type TGeoAreaDetail = z.infer<typeof ZGeoAreaDetail>;

/**
 * GET /geo-areas: the children of `parent_id`, or every area of `level`; with neither, the top areas (level
 * one). `country` limits a list without a parent to one country's areas: by default the home country's.
 */
export const ZGeoAreaListQuery = z.object({
  parent_id: optionalQueryId,
  country: ZGeoCountryQuery,
  level: z.preprocess((value) => (value === '' ? undefined : value), z.enum(GEO_LEVELS, { error: 'validation.geo_level_invalid' }).optional()),
});
export type TGeoAreaListQuery = z.input<typeof ZGeoAreaListQuery>;

export const ZGeoAreaName = {
  name_en: requiredText('validation.geo_name_en_required', GEO_NAME_MAX),
  name_bn: requiredText('validation.geo_name_bn_required', GEO_NAME_MAX).refine((value) => GEO_BENGALI_NAME_PATTERN.test(value), {
    error: 'validation.geo_name_bn_script',
  }),
};

export const ZCreateGeoAreaRequest = z.object({
  parent_id: z
    .string({ error: 'validation.geo_area_invalid' })
    .regex(GEO_AREA_ID_PATTERN, { error: 'validation.geo_area_invalid' })
    .nullable()
    .optional(),
  level: z.enum(GEO_LEVELS, { error: 'validation.geo_level_invalid' }),
  /** The country of a top-level area (the home country when left out); an area below takes its parent's. */
  country_code: z
    .string({ error: 'validation.geo_country_invalid' })
    .refine(isCountryCode, { error: 'validation.geo_country_invalid' })
    .optional(),
  code: requiredText('validation.geo_code_required', 32).regex(GEO_CODE_PATTERN, { error: 'validation.geo_code_invalid' }),
  ...ZGeoAreaName,
});
export type TCreateGeoAreaRequest = z.input<typeof ZCreateGeoAreaRequest>;

/** PATCH bodies are strict: a field the API does not take is refused (422 naming it), not silently dropped. */
export const ZRenameGeoAreaRequest = z.strictObject(ZGeoAreaName);
export type TRenameGeoAreaRequest = z.input<typeof ZRenameGeoAreaRequest>;

export const ZGeoImportResult = z.object({
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type TGeoImportResult = z.infer<typeof ZGeoImportResult>;

/** PUT /account/geo-area and /admin/users/{id}/geo-area: null clears the area. */
export const ZSetGeoAreaRequest = z.strictObject({
  geo_area_id: z
    .string({ error: 'validation.geo_area_required' })
    .regex(GEO_AREA_ID_PATTERN, { error: 'validation.geo_area_invalid' })
    .nullable(),
});
export type TSetGeoAreaRequest = z.input<typeof ZSetGeoAreaRequest>;

export const ZUserGeoArea = z.object({ geo_area: ZGeoAreaDetail.nullable() });
export type TUserGeoArea = z.infer<typeof ZUserGeoArea>;

/**
 * The geo search filter of spec 3, as query parameters of a list. Every id given must hold: the listed
 * record's area is that area or lies below it. `area_type_id` (a coordinator type id) keeps records
 * whose area is, or lies below, an area of that level.
 */
export const ZGeoFilter = z.object({
  division_id: optionalQueryId,
  district_id: optionalQueryId,
  upazila_id: optionalQueryId,
  area_type_id: z.preprocess(
    (value) => (value === '' ? undefined : value),
    queryInteger(
      z
        .number({ error: 'validation.area_type_invalid' })
        .int({ error: 'validation.area_type_invalid' })
        .refine((id) => Object.hasOwn(AREA_TYPE_LEVELS, id), { error: 'validation.area_type_invalid' })
        .optional(),
    ),
  ),
  union_id: optionalQueryId,
  pourashava_id: optionalQueryId,
  city_corporation_id: optionalQueryId,
  ward_id: optionalQueryId,
});
export type TGeoFilter = z.output<typeof ZGeoFilter>;

/** The filter's id parameters with the level each must name. */
export const GEO_FILTER_LEVELS = {
  division_id: 'division',
  district_id: 'district',
  upazila_id: 'upazila',
  union_id: 'union',
  pourashava_id: 'pourashava',
  city_corporation_id: 'city_corporation',
  ward_id: 'ward',
} as const satisfies Record<Exclude<keyof TGeoFilter, 'area_type_id'>, GeoLevel>;
