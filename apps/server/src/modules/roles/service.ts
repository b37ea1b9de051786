import {
  buildListMeta,
  permissionGroup,
  ROLE_SUPER_ADMIN,
  SYSTEM_ROLES,
  ZRoleListQuery,
  ZRoleRequest,
  type TRole,
  type TRoleList,
  type TRolePermissions,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppContext, RequestMeta } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError, conflict, forbidden, invalid, invalidField, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/like.js';
import type { Actor } from '../../plugins/auth.js';
import { auditRepository } from '../audit/repository.js';
import { applySessionPolicy } from '../auth/sessions.js';
import { permissionsRepository } from '../permissions/repository.js';
import { presentRole } from './presenter.js';
import { rolesRepository, type RoleRow } from './repository.js';

type RoleInput = z.output<typeof ZRoleRequest>;
type RoleChanges = Partial<RoleInput>;
type ListQuery = z.output<typeof ZRoleListQuery>;


/** Permissions in `names` that the actor lacks: nobody may hand out (or take away) more than they hold. */
function notHeld(actor: Actor, names: Iterable<string>): string[] {
  return [...names].filter((name) => !actor.permissions.has(name));
}

async function lockedRole(tx: Executor, id: string): Promise<RoleRow> {
  const role = isUuid(id) ? await rolesRepository.lock(tx, id) : undefined;
  if (!role) throw notFound();
  return role;
}

export async function listRoles(ctx: AppContext, query: ListQuery): Promise<TRoleList> {
  const { rows, total } = await rolesRepository.list(ctx.db, { page: query.page, perPage: query.per_page, name: query.name || undefined });
  return { data: rows.map(presentRole), meta: buildListMeta(query.page, query.per_page, total) };
}

export async function getRole(ctx: AppContext, id: string): Promise<TRole> {
  const row = isUuid(id) ? await rolesRepository.findWithCounts(ctx.db, id) : undefined;
  if (!row) throw notFound();
  return presentRole(row);
}

export async function createRole(ctx: AppContext, actor: Actor, input: RoleInput, meta: RequestMeta): Promise<TRole> {
  return await ctx.db.transaction(async (tx) => {
    if (await rolesRepository.findByName(tx, input.name)) throw invalid({ name: 'validation.role_name_taken' });
    const role = await rolesRepository.create(tx, input);
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: 'roles.create',
      targetType: 'role',
      targetId: role.id,
      ip: meta.ip,
      data: { name: role.name, readable_name: role.readable_name, mfa_required: role.mfa_required },
    });
    return presentRole({ ...role, users_count: 0, permissions_count: 0 });
  });
}

export async function updateRole(ctx: AppContext, actor: Actor, id: string, changes: RoleChanges, meta: RequestMeta): Promise<TRole> {
  await ctx.db.transaction(async (tx) => {
    const role = await lockedRole(tx, id);
    const input = {
      name: changes.name ?? role.name,
      readable_name: changes.readable_name ?? role.readable_name,
      mfa_required: changes.mfa_required ?? role.mfa_required,
    };
    if (input.name === role.name && input.readable_name === role.readable_name && input.mfa_required === role.mfa_required) return;
    if (input.name !== role.name) {
      if (SYSTEM_ROLES.includes(role.name)) throw invalid({ name: 'validation.role_name_fixed' });
      if (await rolesRepository.findByName(tx, input.name)) throw invalid({ name: 'validation.role_name_taken' });
    }
    await rolesRepository.update(tx, role.id, input);
    if (input.mfa_required !== role.mfa_required) await applySessionPolicy(ctx, tx, { roleId: role.id });
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: 'roles.update',
      targetType: 'role',
      targetId: role.id,
      ip: meta.ip,
      data: { before: { name: role.name, readable_name: role.readable_name, mfa_required: role.mfa_required }, after: input },
    });
  });
  return getRole(ctx, id);
}

/**
 * Deletes a role. While live users hold it, `moveTo` must name the role they get instead;
 * the roles the portal's code relies on cannot be deleted.
 */
export async function deleteRole(ctx: AppContext, actor: Actor, id: string, moveTo: string | undefined, meta: RequestMeta): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const role = await lockedRole(tx, id);
    if (SYSTEM_ROLES.includes(role.name)) throw conflict('errors.role_system');
    if (notHeld(actor, await rolesRepository.permissionsOfRole(tx, role.id)).length > 0) throw forbidden('errors.role_outranks_you');
    const holders = await rolesRepository.liveHolderCount(tx, role.id);
    let moved = 0;
    if (moveTo) {
      const target = await rolesRepository.findByName(tx, moveTo);
      if (!target) throw invalidField('move_to', 'validation.move_to_unknown', { name: moveTo });
      if (target.id === role.id) throw invalid({ move_to: 'validation.move_to_same' });
      if (notHeld(actor, await rolesRepository.permissionsOfRole(tx, target.id)).length > 0) {
        throw invalidField('move_to', 'validation.move_to_not_grantable', { name: target.name });
      }
      moved = await rolesRepository.moveHolders(tx, role.id, target.id);
    } else if (holders > 0) {
      throw conflict('errors.role_in_use', { count: holders });
    }
    await rolesRepository.remove(tx, role.id);
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: 'roles.delete',
      targetType: 'role',
      targetId: role.id,
      ip: meta.ip,
      data: { name: role.name, ...(moveTo ? { moved_to: moveTo, users_moved: moved } : {}) },
    });
  });
}

/** Every permission with whether the role grants it; the super-admin role grants them all. */
export async function rolePermissions(ctx: AppContext, id: string): Promise<TRolePermissions> {
  const role = await getRole(ctx, id);
  const [all, granted] = await Promise.all([
    permissionsRepository.all(ctx.db),
    rolesRepository.permissionsOfRole(ctx.db, role.id),
  ]);
  const grantedSet = new Set(granted);
  return {
    role,
    data: all.map((p) => ({
      name: p.name,
      readable_name: p.readable_name,
      group: permissionGroup(p.name),
      granted: role.all_permissions || grantedSet.has(p.name),
    })),
  };
}

/** Makes the role grant exactly `names`. Takes effect on the holders' next request. */
export async function setRolePermissions(ctx: AppContext, actor: Actor, id: string, names: readonly string[], meta: RequestMeta): Promise<TRolePermissions> {
  const wanted = [...new Set(names)];
  await ctx.db.transaction(async (tx) => {
    const role = await lockedRole(tx, id);
    if (role.name === ROLE_SUPER_ADMIN) throw conflict('errors.role_all_permissions');
    const found = await permissionsRepository.findByNames(tx, wanted);
    const known = new Set(found.map((p) => p.name));
    const unknown = wanted.filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new AppError('invalid', 'errors.validation', { fieldErrors: {
        permissions: unknown.slice(0, 10).map((name) => ({ key: 'validation.permission_unknown', params: { name } })),
      } });
    }
    const current = new Set(await rolesRepository.permissionsOfRole(tx, role.id));
    const added = wanted.filter((name) => !current.has(name)).sort();
    const removed = [...current].filter((name) => !known.has(name)).sort();
    const beyondActor = notHeld(actor, [...added, ...removed]);
    if (beyondActor.length > 0) {
      throw new AppError('invalid', 'errors.validation', { fieldErrors: {
        permissions: beyondActor.slice(0, 10).map((name) => ({ key: 'validation.permission_not_held', params: { name } })),
      } });
    }
    if (added.length === 0 && removed.length === 0) return;
    await rolesRepository.setPermissions(tx, role.id, found.map((p) => p.id));
    // A role that starts or stops granting anything turns its holders into staff or back.
    if ((current.size === 0) !== (found.length === 0)) await applySessionPolicy(ctx, tx, { roleId: role.id });
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: 'roles.permissions',
      targetType: 'role',
      targetId: role.id,
      ip: meta.ip,
      data: { name: role.name, added, removed },
    });
  });
  return rolePermissions(ctx, id);
}
