import { ROLE_CANDIDATE, type Language } from '@portal/contract';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { roles, userContacts, userRoles, users } from '../../db/schema/index.js';
import { uniqueOr } from '../../db/unique.js';
import { AddressTakenError } from '../../lib/errors.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

const active = isNull(users.deleted_at);

/** Two requests for one address at once both pass the "taken?" check; the unique index stops the second. */
const ADDRESS_TAKEN = {
  users_email_unique: () => new AddressTakenError('email'),
  users_phone_unique: () => new AddressTakenError('phone'),
};

export const usersRepository = {
  async findById(db: Executor, id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(and(eq(users.id, id), active));
    return row;
  },

  /** A live account holding the candidate role: only candidates have a pack, notes or assurance packs. */
  async findCandidate(db: Executor, id: string): Promise<{ id: string; name: string; email: string } | undefined> {
    const [row] = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.user_id, users.id))
      .innerJoin(roles, eq(roles.id, userRoles.role_id))
      .where(and(eq(users.id, id), active, eq(roles.name, ROLE_CANDIDATE)));
    return row;
  },

  async findByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(and(eq(users.email, email), active));
    return row;
  },

  async findByPhone(db: Executor, phone: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(and(eq(users.phone, phone), active));
    return row;
  },

  /** `login` is an email address (contains @) or a normalised phone number. */
  findByLogin(db: Executor, login: string): Promise<UserRow | undefined> {
    return login.includes('@') ? this.findByEmail(db, login) : this.findByPhone(db, login);
  },

  /**
   * A live user, locked until the transaction ends so that concurrent admin actions on them queue up.
   * NO KEY UPDATE, not UPDATE: rows that merely reference the user (an audit entry naming them as actor)
   * take a KEY SHARE lock, which this one lets through, so two admins acting on each other cannot deadlock.
   */
  async lockById(db: Executor, id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(and(eq(users.id, id), active)).for('no key update');
    return row;
  },

  /**
   * Whether an email address or phone number belongs to anyone but `exceptUserId`, as a primary or a secondary
   * address (deleted accounts included: the unique indexes cover them). One address, one account.
   */
  async addressHeld(db: Executor, kind: 'email' | 'phone', value: string, exceptUserId?: string): Promise<boolean> {
    const primary = kind === 'email' ? users.email : users.phone;
    const [asPrimary] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(primary, value), exceptUserId ? ne(users.id, exceptUserId) : undefined))
      .limit(1);
    if (asPrimary) return true;
    const [asSecondary] = await db
      .select({ id: userContacts.id })
      .from(userContacts)
      .where(and(eq(userContacts.kind, kind), eq(userContacts.value, value), exceptUserId ? ne(userContacts.user_id, exceptUserId) : undefined))
      .limit(1);
    return asSecondary !== undefined;
  },

  async create(db: Executor, values: NewUser): Promise<UserRow> {
    const [row] = await uniqueOr(() => db.insert(users).values(values).returning(), ADDRESS_TAKEN);
    if (!row) throw new Error('insert returned no user');
    return row;
  },

  /** Records the language someone uses the portal in, without touching the row when it is the one on record. */
  async rememberLanguage(db: Executor, id: string, language: Language): Promise<void> {
    await db.update(users).set({ language }).where(and(eq(users.id, id), sql`${users.language} is distinct from ${language}`));
  },

  async update(db: Executor, id: string, values: Partial<NewUser>): Promise<UserRow> {
    const [row] = await uniqueOr(() => db.update(users).set({ ...values, updated_at: new Date() }).where(eq(users.id, id)).returning(), ADDRESS_TAKEN);
    if (!row) throw new Error(`user ${id} not found for update`);
    return row;
  },
};
