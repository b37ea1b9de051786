import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { addresses, geoAreas, users } from '../../db/schema/index.js';

export type AddressRow = typeof addresses.$inferSelect;
export type NewAddress = typeof addresses.$inferInsert;

export interface AreaName {
  id: string;
  name_en: string;
  name_bn: string;
}

/** An address with the names of its division, district and upazila, in both languages. */
export type AddressWithAreas = AddressRow & { division: AreaName | null; district: AreaName | null; upazila: AreaName | null };

const division = alias(geoAreas, 'division');
const district = alias(geoAreas, 'district');
const upazila = alias(geoAreas, 'upazila');

async function selectWithAreas(db: Executor, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<AddressWithAreas[]> {
  const query = db
    .select({
      address: addresses,
      division: { id: division.id, name_en: division.name_en, name_bn: division.name_bn },
      district: { id: district.id, name_en: district.name_en, name_bn: district.name_bn },
      upazila: { id: upazila.id, name_en: upazila.name_en, name_bn: upazila.name_bn },
    })
    .from(addresses)
    .leftJoin(division, eq(division.id, addresses.division_id))
    .leftJoin(district, eq(district.id, addresses.district_id))
    .leftJoin(upazila, eq(upazila.id, addresses.upazila_id))
    .where(where)
    .orderBy(asc(addresses.created_at), asc(addresses.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((r) => ({ ...r.address, division: r.division, district: r.district, upazila: r.upazila }));
}

export const addressesRepository = {
  /** One page of a person's addresses, oldest first, and how many they have in all. */
  async pageOfUser(db: Executor, userId: string, page: number, perPage: number): Promise<{ rows: AddressWithAreas[]; total: number }> {
    const [rows, total] = await Promise.all([
      selectWithAreas(db, eq(addresses.user_id, userId), { limit: perPage, offset: (page - 1) * perPage }),
      this.countOfUser(db, userId),
    ]);
    return { rows, total };
  },

  async countOfUser(db: Executor, userId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.user_id, userId));
    return Number(row?.n ?? 0);
  },

  /** The address only when it belongs to `userId`: someone else's id reads as not found. */
  async findOfUser(db: Executor, userId: string, id: string): Promise<AddressWithAreas | undefined> {
    const [row] = await selectWithAreas(db, and(eq(addresses.id, id), eq(addresses.user_id, userId)));
    return row;
  },

  async findById(db: Executor, id: string): Promise<AddressWithAreas | undefined> {
    const [row] = await selectWithAreas(db, eq(addresses.id, id));
    return row;
  },

  /** Holds the owner's row until the transaction ends, so two additions at once cannot pass the limit together. */
  async lockOwner(db: Executor, userId: string): Promise<void> {
    await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  },

  async create(db: Executor, values: NewAddress): Promise<string> {
    const [row] = await db.insert(addresses).values(values).returning({ id: addresses.id });
    if (!row) throw new Error('insert returned no address');
    return row.id;
  },

  async update(db: Executor, id: string, values: Partial<NewAddress>): Promise<void> {
    await db.update(addresses).set({ ...values, updated_at: new Date() }).where(eq(addresses.id, id));
  },

  async remove(db: Executor, id: string): Promise<void> {
    await db.delete(addresses).where(eq(addresses.id, id));
  },
};
