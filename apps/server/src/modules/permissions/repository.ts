import { asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { permissions, rolePermissions, roles } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like.js';
import { uniqueOr } from '../../db/unique.js';
import { invalid } from '../../lib/errors.js';

export type PermissionRow = typeof permissions.$inferSelect;
export interface PermissionWithCounts extends PermissionRow {
  roles_count: number;
}

// Written out in full: drizzle leaves columns unqualified here, and "id" would bind to the inner table.
const rolesCount = sql<number>`(select count(*) from role_permissions rp where rp.permission_id = "permissions"."id")`.mapWith(Number);
const withCounts = {
  id: permissions.id,
  name: permissions.name,
  readable_name: permissions.readable_name,
  created_at: permissions.created_at,
  roles_count: rolesCount,
};

/** Two admins giving one name at once both pass the "taken?" check; the unique index stops the second. */
const UNIQUE_NAME = { permissions_name_unique: () => invalid({ name: 'validation.permission_name_taken' }) };

export const permissionsRepository = {
  async list(db: Executor, filter: { page: number; perPage: number; name?: string }) {
    const where = filter.name
      ? or(ilike(permissions.name, containsPattern(filter.name)), ilike(permissions.readable_name, containsPattern(filter.name)))
      : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select(withCounts)
        .from(permissions)
        .where(where)
        .orderBy(asc(permissions.name))
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage),
      db.select({ n: count() }).from(permissions).where(where),
    ]);
    return { rows: rows as PermissionWithCounts[], total: total?.n ?? 0 };
  },

  async all(db: Executor): Promise<PermissionRow[]> {
    return db.select().from(permissions).orderBy(asc(permissions.name));
  },

  async findWithCounts(db: Executor, id: string): Promise<PermissionWithCounts | undefined> {
    const [row] = await db.select(withCounts).from(permissions).where(eq(permissions.id, id));
    return row;
  },

  async findByNames(db: Executor, names: readonly string[]): Promise<PermissionRow[]> {
    if (names.length === 0) return [];
    return db.select().from(permissions).where(inArray(permissions.name, [...names]));
  },

  async nameExists(db: Executor, name: string): Promise<boolean> {
    const [row] = await db.select({ id: permissions.id }).from(permissions).where(eq(permissions.name, name));
    return row !== undefined;
  },

  async create(db: Executor, values: { name: string; readable_name: string }): Promise<PermissionRow> {
    const [row] = await uniqueOr(() => db.insert(permissions).values(values).returning(), UNIQUE_NAME);
    if (!row) throw new Error('permission insert returned nothing');
    return row;
  },

  async update(db: Executor, id: string, values: { name: string; readable_name: string }): Promise<void> {
    await uniqueOr(() => db.update(permissions).set(values).where(eq(permissions.id, id)), UNIQUE_NAME);
  },

  /** Grants the permission to the named role (the super-admin role holds every permission). */
  async grantToRole(db: Executor, permissionId: string, roleName: string): Promise<void> {
    await db
      .insert(rolePermissions)
      .select(
        db
          .select({ role_id: roles.id, permission_id: sql<string>`${permissionId}::uuid`.as('permission_id') })
          .from(roles)
          .where(eq(roles.name, roleName)),
      )
      .onConflictDoNothing();
  },

  /** Deletes the permission; its grants go with it. Returns the names of the roles that had it. */
  async remove(db: Executor, id: string): Promise<string[]> {
    const holders = await db
      .select({ name: roles.name })
      .from(rolePermissions)
      .innerJoin(roles, eq(roles.id, rolePermissions.role_id))
      .where(eq(rolePermissions.permission_id, id))
      .orderBy(roles.name);
    await db.delete(permissions).where(eq(permissions.id, id));
    return holders.map((h) => h.name);
  },

  async lock(db: Executor, id: string): Promise<PermissionRow | undefined> {
    const [row] = await db.select().from(permissions).where(eq(permissions.id, id)).for('update');
    return row;
  },
};
