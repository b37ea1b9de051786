import {
  buildListMeta,
  isPermission,
  ROLE_SUPER_ADMIN,
  ZPermissionListQuery,
  ZPermissionRequest,
  type TPermission,
  type TPermissionList,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppContext, RequestMeta } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError, invalid, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/like.js';
import type { Actor } from '../../plugins/auth.js';
import { auditRepository } from '../audit/repository.js';
import { presentPermission } from './presenter.js';
import { permissionsRepository, type PermissionRow } from './repository.js';

type PermissionInput = z.output<typeof ZPermissionRequest>;
type ListQuery = z.output<typeof ZPermissionListQuery>;

async function lockedPermission(tx: Executor, id: string): Promise<PermissionRow> {
  const row = isUuid(id) ? await permissionsRepository.lock(tx, id) : undefined;
  if (!row) throw notFound();
  return row;
}

export async function listPermissions(ctx: AppContext, query: ListQuery): Promise<TPermissionList> {
  const { rows, total } = await permissionsRepository.list(ctx.db, { page: query.page, perPage: query.per_page, name: query.name || undefined });
  return { data: rows.map(presentPermission), meta: buildListMeta(query.page, query.per_page, total) };
}

export async function getPermission(ctx: AppContext, id: string): Promise<TPermission> {
  const row = isUuid(id) ? await permissionsRepository.findWithCounts(ctx.db, id) : undefined;
  if (!row) throw notFound();
  return presentPermission(row);
}

/** Creates a permission of the admins' own; the super-admin role gets it at once, as it has every permission. */
export async function createPermission(ctx: AppContext, actor: Actor, input: PermissionInput, meta: RequestMeta): Promise<TPermission> {
  const id = await ctx.db.transaction(async (tx) => {
    if (await permissionsRepository.nameExists(tx, input.name)) throw invalid({ name: 'validation.permission_name_taken' });
    const created = await permissionsRepository.create(tx, input);
    await permissionsRepository.grantToRole(tx, created.id, ROLE_SUPER_ADMIN);
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: 'permissions.create',
      targetType: 'permission',
      targetId: created.id,
      ip: meta.ip,
      data: { name: created.name, readable_name: created.readable_name },
    });
    return created.id;
  });
  return await getPermission(ctx, id);
}

/** Changes the readable name, and the name of a permission the portal does not check itself. */
export async function updatePermission(
  ctx: AppContext,
  actor: Actor,
  id: string,
  changes: Partial<PermissionInput>,
  meta: RequestMeta,
): Promise<TPermission> {
  await ctx.db.transaction(async (tx) => {
    const current = await lockedPermission(tx, id);
    const next = { name: changes.name ?? current.name, readable_name: changes.readable_name ?? current.readable_name };
    if (next.name === current.name && next.readable_name === current.readable_name) return;
    if (next.name !== current.name) {
      if (isPermission(current.name)) throw invalid({ name: 'validation.permission_name_fixed' });
      if (await permissionsRepository.nameExists(tx, next.name)) throw invalid({ name: 'validation.permission_name_taken' });
    }
    await permissionsRepository.update(tx, current.id, next);
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: 'permissions.update',
      targetType: 'permission',
      targetId: current.id,
      ip: meta.ip,
      data: { before: { name: current.name, readable_name: current.readable_name }, after: next },
    });
  });
  return getPermission(ctx, id);
}

/** Deletes a permission of the admins' own, taking it from every role; catalogue permissions stay. */
export async function deletePermission(ctx: AppContext, actor: Actor, id: string, meta: RequestMeta): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await lockedPermission(tx, id);
    if (isPermission(current.name)) throw new AppError('conflict', 'errors.permission_built_in');
    const roles = await permissionsRepository.remove(tx, current.id);
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: 'permissions.delete',
      targetType: 'permission',
      targetId: current.id,
      ip: meta.ip,
      data: { name: current.name, removed_from_roles: roles },
    });
  });
}
