import type { TContactKind, TEmergencyContact } from '@portal/contract';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { emergencyContacts, userContacts, users } from '../../db/schema/index.js';
import { uniqueOr } from '../../db/unique.js';
import { AddressTakenError } from '../../lib/errors.js';

export type EmergencyContactRow = typeof emergencyContacts.$inferSelect;
export type ContactRow = typeof userContacts.$inferSelect;

/** The users column that holds the primary address of a kind. */

export const emergencyContactRepository = {
  async find(db: Executor, userId: string): Promise<EmergencyContactRow | undefined> {
    const [row] = await db.select().from(emergencyContacts).where(eq(emergencyContacts.user_id, userId));
    return row;
  },

  async upsert(db: Executor, userId: string, contact: TEmergencyContact): Promise<EmergencyContactRow> {
    const values = { ...contact, updated_at: new Date() };
    const [row] = await db
      .insert(emergencyContacts)
      .values({ user_id: userId, ...values })
      .onConflictDoUpdate({ target: emergencyContacts.user_id, set: values })
      .returning();
    if (!row) throw new Error('emergency contact upsert returned nothing');
    return row;
  },
};

export const avatarRepository = {
  /** The current picture's storage keys, locking the user's row until the transaction ends. */
  async lockKeys(db: Executor, userId: string): Promise<string[]> {
    const [row] = await db
      .select({ large: users.avatar_key, small: users.avatar_small_key })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    return [row?.large, row?.small].filter((key): key is string => typeof key === 'string');
  },
};

export const contactsRepository = {
  async listOfUser(db: Executor, userId: string): Promise<ContactRow[]> {
    return db
      .select()
      .from(userContacts)
      .where(eq(userContacts.user_id, userId))
      .orderBy(asc(userContacts.kind), asc(userContacts.created_at), asc(userContacts.id));
  },

  async findOfUser(db: Executor, userId: string, id: string): Promise<ContactRow | undefined> {
    const [row] = await db.select().from(userContacts).where(and(eq(userContacts.id, id), eq(userContacts.user_id, userId)));
    return row;
  },

  async countOfUser(db: Executor, userId: string, kind: TContactKind): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(userContacts)
      .where(and(eq(userContacts.user_id, userId), eq(userContacts.kind, kind)));
    return row?.n ?? 0;
  },

  /** Throws AddressTakenError when another account already holds the address as a secondary one. */
  async create(db: Executor, values: typeof userContacts.$inferInsert): Promise<ContactRow> {
    const [row] = await uniqueOr(() => db.insert(userContacts).values(values).returning(), {
      user_contacts_kind_value_unique: () => new AddressTakenError(values.kind),
    });
    if (!row) throw new Error('contact insert returned nothing');
    return row;
  },

  async remove(db: Executor, id: string): Promise<void> {
    await db.delete(userContacts).where(eq(userContacts.id, id));
  },

  /** Removes the user's secondary copy of an address that has just become their primary one. */
  async removeValueOfUser(db: Executor, userId: string, kind: TContactKind, value: string): Promise<void> {
    await db
      .delete(userContacts)
      .where(and(eq(userContacts.user_id, userId), eq(userContacts.kind, kind), eq(userContacts.value, value)));
  },

  /**
   * Whether anyone other than `userId` holds the address, as a primary address (deleted accounts
   * included: their rows still hold the unique address) or as a secondary one.
   */
  /** How many verified secondary addresses of a kind the user has besides `exceptId`. */
  async countVerifiedOthers(db: Executor, userId: string, kind: TContactKind, exceptId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(userContacts)
      .where(
        and(
          eq(userContacts.user_id, userId),
          eq(userContacts.kind, kind),
          ne(userContacts.id, exceptId),
          sql`${userContacts.verified_at} is not null`,
        ),
      );
    return row?.n ?? 0;
  },
};
