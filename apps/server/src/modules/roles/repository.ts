import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { permissions, rolePermissions, roles, userRoles, users } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like.js';
import { uniqueOr } from '../../db/unique.js';
import { invalid } from '../../lib/errors.js';

export type RoleRow = typeof roles.$inferSelect;
export interface RoleWithCounts extends RoleRow {
  users_count: number;
  permissions_count: number;
}

// Written out in full: drizzle leaves columns unqualified here, and "id" would bind to the inner tables.
const usersCount = sql<number>`(select count(*) from user_roles ur join users u on u.id = ur.user_id
  where ur.role_id = "roles"."id" and u.deleted_at is null)`.mapWith(Number);
const permissionsCount = sql<number>`(select count(*) from role_permissions rp where rp.role_id = "roles"."id")`.mapWith(Number);
const withCounts = {
  id: roles.id,
  name: roles.name,
  readable_name: roles.readable_name,
  mfa_required: roles.mfa_required,
  created_at: roles.created_at,
  users_count: usersCount,
  permissions_count: permissionsCount,
};

/** Two admins giving one name at once both pass the "taken?" check; the unique index stops the second. */
const UNIQUE_NAME = { roles_name_unique: () => invalid({ name: 'validation.role_name_taken' }) };

export const rolesRepository = {
  async rolesOfUser(db: Executor, userId: string): Promise<string[]> {
    const rows = await db
      .select({ name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.role_id))
      .where(eq(userRoles.user_id, userId))
      .orderBy(roles.name);
    return rows.map((r) => r.name);
  },

  /** Read on every request so that a change of role or permission applies at once. */
  async permissionsOfUser(db: Executor, userId: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ name: permissions.name })
      .from(userRoles)
      .innerJoin(rolePermissions, eq(rolePermissions.role_id, userRoles.role_id))
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
      .where(eq(userRoles.user_id, userId))
      .orderBy(permissions.name);
    return rows.map((r) => r.name);
  },

  async assignRoles(db: Executor, userId: string, roleNames: readonly string[]): Promise<void> {
    if (roleNames.length === 0) return;
    const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.name, [...roleNames]));
    if (found.length !== roleNames.length) throw new Error(`unknown role among ${roleNames.join(', ')}`);
    await db
      .insert(userRoles)
      .values(found.map((r) => ({ user_id: userId, role_id: r.id })))
      .onConflictDoNothing();
  },

  async usersWithRole(db: Executor, roleName: string): Promise<string[]> {
    const rows = await db
      .select({ userId: userRoles.user_id })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.role_id))
      .where(eq(roles.name, roleName));
    return rows.map((r) => r.userId);
  },

  async list(db: Executor, filter: { page: number; perPage: number; name?: string }) {
    const where = filter.name
      ? or(ilike(roles.name, containsPattern(filter.name)), ilike(roles.readable_name, containsPattern(filter.name)))
      : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select(withCounts)
        .from(roles)
        .where(where)
        .orderBy(asc(roles.name))
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage),
      db.select({ n: count() }).from(roles).where(where),
    ]);
    return { rows: rows as RoleWithCounts[], total: total?.n ?? 0 };
  },

  async findWithCounts(db: Executor, id: string): Promise<RoleWithCounts | undefined> {
    const [row] = await db.select(withCounts).from(roles).where(eq(roles.id, id));
    return row;
  },

  async findByName(db: Executor, name: string): Promise<RoleRow | undefined> {
    const [row] = await db.select().from(roles).where(eq(roles.name, name));
    return row;
  },

  async create(db: Executor, values: { name: string; readable_name: string; mfa_required?: boolean }): Promise<RoleRow> {
    const [row] = await uniqueOr(() => db.insert(roles).values(values).returning(), UNIQUE_NAME);
    if (!row) throw new Error('role insert returned nothing');
    return row;
  },

  async update(db: Executor, id: string, values: { name: string; readable_name: string; mfa_required: boolean }): Promise<void> {
    await uniqueOr(() => db.update(roles).set(values).where(eq(roles.id, id)), UNIQUE_NAME);
  },

  /** Gives every holder of `fromId` the role `toId` (unless they have it) and takes `fromId` away; returns how many held it. */
  async moveHolders(db: Executor, fromId: string, toId: string): Promise<number> {
    await db
      .insert(userRoles)
      .select(
        db
          .select({ user_id: userRoles.user_id, role_id: sql<string>`${toId}::uuid`.as('role_id') })
          .from(userRoles)
          .where(eq(userRoles.role_id, fromId)),
      )
      .onConflictDoNothing();
    const released = await db.delete(userRoles).where(eq(userRoles.role_id, fromId)).returning({ user_id: userRoles.user_id });
    return released.length;
  },

  /** Deletes the role with its grants; its holders must have been moved or released first. */
  async remove(db: Executor, id: string): Promise<void> {
    await db.delete(userRoles).where(eq(userRoles.role_id, id));
    await db.delete(roles).where(eq(roles.id, id));
  },

  async liveHolderCount(db: Executor, roleId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.user_id))
      .where(and(eq(userRoles.role_id, roleId), isNull(users.deleted_at)));
    return row?.n ?? 0;
  },

  async permissionsOfRole(db: Executor, roleId: string): Promise<string[]> {
    const rows = await db
      .select({ name: permissions.name })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
      .where(eq(rolePermissions.role_id, roleId))
      .orderBy(permissions.name);
    return rows.map((r) => r.name);
  },

  /** Replaces the role's grants with exactly these permissions. */
  async setPermissions(db: Executor, roleId: string, permissionIds: readonly string[]): Promise<void> {
    await db.delete(rolePermissions).where(eq(rolePermissions.role_id, roleId));
    if (permissionIds.length === 0) return;
    await db.insert(rolePermissions).values(permissionIds.map((permission_id) => ({ role_id: roleId, permission_id })));
  },

  /** Locks the role row so that concurrent changes to one role apply one after the other. */
  async lock(db: Executor, id: string): Promise<RoleRow | undefined> {
    const [row] = await db.select().from(roles).where(eq(roles.id, id)).for('update');
    return row;
  },
};
