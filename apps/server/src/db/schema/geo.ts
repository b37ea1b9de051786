import { type AnyPgColumn, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Levels of the geo tree, top down (the contract's GEO_LEVELS: levels one to three of any country). */
export const GEO_LEVELS = ['division', 'district', 'upazila', 'union', 'pourashava', 'city_corporation', 'ward'] as const;
export type GeoLevel = (typeof GEO_LEVELS)[number];

export const geoAreas = pgTable(
  'geo_areas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parent_id: uuid('parent_id').references((): AnyPgColumn => geoAreas.id, { onDelete: 'restrict' }),
    level: text('level', { enum: GEO_LEVELS }).notNull(),
    name_en: text('name_en').notNull(),
    name_bn: text('name_bn').notNull(),
    /** A stable code from the source data (e.g. BBS geo-code), used to match rows on import. */
    code: text('code'),
    /** ISO code of the area's country: GB (ONS codes) or BD (BBS geo-codes); an area's children share it. */
    country_code: text('country_code').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('geo_areas_parent_idx').on(t.parent_id),
    index('geo_areas_level_idx').on(t.level),
    index('geo_areas_country_level_idx').on(t.country_code, t.level),
    uniqueIndex('geo_areas_code_unique').on(t.code),
  ],
);
