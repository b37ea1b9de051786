import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { permissions, rolePermissions, roles, userRoles, users } from '../../db/schema/index.js';

export interface RoleWithPermissions {
  id: string;
  name: string;
  permissions: string[];
}

/** The roles side of user administration: which roles a user holds and what granting them means. */
export const userRolesRepository = {
  async options(db: Executor) {
    const staff = sql<boolean>`exists (select 1 from ${rolePermissions} where ${rolePermissions.role_id} = ${roles.id})`;
    return db.select({ name: roles.name, readable_name: roles.readable_name, staff }).from(roles).orderBy(asc(roles.name));
  },

  async rolesOf(db: Executor, userId: string): Promise<string[]> {
    const rows = await db
      .select({ name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.role_id))
      .where(eq(userRoles.user_id, userId))
      .orderBy(asc(roles.name));
    return rows.map((r) => r.name);
  },

  /** The named roles that exist, each with the permissions it grants. */
  async withPermissions(db: Executor, names: readonly string[]): Promise<RoleWithPermissions[]> {
    if (names.length === 0) return [];
    const rows = await db
      .select({ id: roles.id, name: roles.name, permission: permissions.name })
      .from(roles)
      .leftJoin(rolePermissions, eq(rolePermissions.role_id, roles.id))
      .leftJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
      .where(inArray(roles.name, [...names]));
    const byName = new Map<string, RoleWithPermissions>();
    for (const row of rows) {
      const role = byName.get(row.name) ?? { id: row.id, name: row.name, permissions: [] };
      if (row.permission) role.permissions.push(row.permission);
      byName.set(row.name, role);
    }
    return [...byName.values()];
  },

  /** Makes `roleIds` the user's complete set of roles. */
  async replace(db: Executor, userId: string, roleIds: readonly string[]): Promise<void> {
    await db.delete(userRoles).where(eq(userRoles.user_id, userId));
    if (roleIds.length > 0) await db.insert(userRoles).values(roleIds.map((roleId) => ({ user_id: userId, role_id: roleId })));
  },

  /**
   * Locks the role's row until the transaction ends. Every change that could take away a holder of
   * the role takes this lock first, so two admins removing the last two super-admins at once cannot
   * both see "one other is left".
   */
  async lock(db: Executor, roleName: string): Promise<void> {
    await db.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName)).for('no key update');
  },

  /** How many live, unbanned users other than `exceptUserId` hold the role. */
  async otherActiveHolders(db: Executor, roleName: string, exceptUserId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.role_id))
      .innerJoin(users, eq(users.id, userRoles.user_id))
      .where(and(eq(roles.name, roleName), ne(users.id, exceptUserId), isNull(users.deleted_at), isNull(users.banned_at)));
    return row?.n ?? 0;
  },
};
