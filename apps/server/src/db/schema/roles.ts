import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const roles = pgTable('roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  readable_name: text('readable_name').notNull(),
  /** Holders must sign in with a second factor. */
  mfa_required: boolean('mfa_required').notNull().default(false),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('roles_name_unique').on(t.name)]);

export const permissions = pgTable('permissions', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  readable_name: text('readable_name').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('permissions_name_unique').on(t.name)]);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    role_id: uuid('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    permission_id: uuid('permission_id').notNull().references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.permission_id] }), index('role_permissions_permission_idx').on(t.permission_id)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    user_id: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role_id: uuid('role_id').notNull().references(() => roles.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.role_id] }), index('user_roles_role_idx').on(t.role_id)],
);
