import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { GeoLevel } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import { addresses, geoAreas, users } from '../../db/schema/index.js';
import { uniqueOr } from '../../db/unique.js';
import { invalid } from '../../lib/errors.js';

export type GeoAreaRow = typeof geoAreas.$inferSelect;
export type NewGeoArea = typeof geoAreas.$inferInsert;
export type GeoAreaWithChildren = GeoAreaRow & { child_count: number };

/** Any constant works: it keeps two imports from interleaving. */
const IMPORT_LOCK_KEY = 872_354_101;

// Spelled out: inside the subquery drizzle would leave the outer column unqualified, and it would bind to `c`.
const childCount = sql<number>`(select count(*)::int from ${geoAreas} as c where c.parent_id = "geo_areas"."id")`.as('child_count');

async function selectWithChildren(db: Executor, where: SQL | undefined): Promise<GeoAreaWithChildren[]> {
  return db
    .select({
      id: geoAreas.id,
      parent_id: geoAreas.parent_id,
      level: geoAreas.level,
      name_en: geoAreas.name_en,
      name_bn: geoAreas.name_bn,
      code: geoAreas.code,
      country_code: geoAreas.country_code,
      created_at: geoAreas.created_at,
      updated_at: geoAreas.updated_at,
      child_count: childCount,
    })
    .from(geoAreas)
    .where(where)
    .orderBy(asc(geoAreas.name_en), asc(geoAreas.id));
}

export const geoRepository = {
  /** Children of `parentId` (null: the top of the tree), optionally of one level or one country only. */
  list(db: Executor, filter: { parentId?: string | null; level?: GeoLevel; country?: string }): Promise<GeoAreaWithChildren[]> {
    const conditions: SQL[] = [];
    if (filter.country) conditions.push(eq(geoAreas.country_code, filter.country));
    if (filter.parentId !== undefined) conditions.push(filter.parentId === null ? isNull(geoAreas.parent_id) : eq(geoAreas.parent_id, filter.parentId));
    if (filter.level) conditions.push(eq(geoAreas.level, filter.level));
    return selectWithChildren(db, and(...conditions));
  },

  async findById(db: Executor, id: string): Promise<GeoAreaWithChildren | undefined> {
    const [row] = await selectWithChildren(db, eq(geoAreas.id, id));
    return row;
  },

  async findByCode(db: Executor, code: string): Promise<GeoAreaRow | undefined> {
    const [row] = await db.select().from(geoAreas).where(eq(geoAreas.code, code));
    return row;
  },

  /** The areas above `id`, top down (the division first); empty for a division or an unknown id. */
  async ancestors(db: Executor, id: string): Promise<GeoAreaWithChildren[]> {
    const result = await db.execute<{ id: string; depth: number }>(sql`
      with recursive chain(id, parent_id, depth) as (
        select id, parent_id, 0 from ${geoAreas} where id = ${id}
        union all
        select g.id, g.parent_id, chain.depth + 1 from ${geoAreas} g join chain on g.id = chain.parent_id
      )
      select id, depth from chain where depth > 0`);
    const depthOf = new Map(result.rows.map((r) => [r.id, Number(r.depth)]));
    if (depthOf.size === 0) return [];
    const rows = await selectWithChildren(db, inArray(geoAreas.id, [...depthOf.keys()]));
    return rows.sort((a, b) => depthOf.get(b.id)! - depthOf.get(a.id)!);
  },

  /** Two admins adding one code at once both pass the "taken?" check; the unique index stops the second. */
  async create(db: Executor, values: NewGeoArea): Promise<GeoAreaRow> {
    const [row] = await uniqueOr(() => db.insert(geoAreas).values(values).returning(), {
      geo_areas_code_unique: () => invalid({ code: 'validation.geo_code_taken' }),
    });
    if (!row) throw new Error('insert returned no geo area');
    return row;
  },

  async rename(db: Executor, id: string, names: { name_en: string; name_bn: string }): Promise<void> {
    await db.update(geoAreas).set({ ...names, updated_at: new Date() }).where(eq(geoAreas.id, id));
  },

  async remove(db: Executor, id: string): Promise<void> {
    await db.delete(geoAreas).where(eq(geoAreas.id, id));
  },

  /** Whether a person or an address refers to the area (the area's users would silently lose it otherwise). */
  async isInUse(db: Executor, id: string): Promise<boolean> {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.geo_area_id, id)).limit(1);
    if (user) return true;
    const [address] = await db
      .select({ id: addresses.id })
      .from(addresses)
      .where(or(eq(addresses.division_id, id), eq(addresses.district_id, id), eq(addresses.upazila_id, id)))
      .limit(1);
    return address !== undefined;
  },

  /** Waits for any other import to finish; released when the transaction ends. */
  async lockForImport(db: Executor): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
  },

  /** The ids of the areas with these codes. */
  async idsOfCodes(db: Executor, codes: readonly string[]): Promise<{ id: string; code: string }[]> {
    if (codes.length === 0) return [];
    const rows = await db.select({ id: geoAreas.id, code: geoAreas.code }).from(geoAreas).where(inArray(geoAreas.code, [...codes]));
    return rows.filter((row): row is { id: string; code: string } => row.code !== null);
  },

  /** Every area with a code, as an import compares against them. */
  allCoded(db: Executor): Promise<Pick<GeoAreaRow, 'id' | 'code' | 'parent_id' | 'level' | 'name_en' | 'name_bn' | 'country_code'>[]> {
    return db
      .select({
        id: geoAreas.id,
        code: geoAreas.code,
        country_code: geoAreas.country_code,
        parent_id: geoAreas.parent_id,
        level: geoAreas.level,
        name_en: geoAreas.name_en,
        name_bn: geoAreas.name_bn,
      })
      .from(geoAreas)
      .where(sql`${geoAreas.code} is not null`);
  },

  /** Inserts new areas and renames existing ones, matched by code; returns the id of each code. */
  async upsertByCode(db: Executor, rows: readonly NewGeoArea[]): Promise<{ id: string; code: string | null }[]> {
    if (rows.length === 0) return [];
    return db
      .insert(geoAreas)
      .values([...rows])
      .onConflictDoUpdate({
        target: geoAreas.code,
        set: { name_en: sql`excluded.name_en`, name_bn: sql`excluded.name_bn`, updated_at: sql`now()` },
      })
      .returning({ id: geoAreas.id, code: geoAreas.code });
  },

  /** Inserts areas whose code is not taken yet (the seed); existing ones keep whatever an admin made of them. */
  async insertMissing(db: Executor, rows: readonly NewGeoArea[]): Promise<void> {
    if (rows.length === 0) return;
    await db.insert(geoAreas).values([...rows]).onConflictDoNothing({ target: geoAreas.code });
  },
};
