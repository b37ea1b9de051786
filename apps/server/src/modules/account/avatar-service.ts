import { Readable } from 'node:stream';
import type { AvatarSize, TAccountProfile } from '@portal/contract';
import type { AppContext, RequestMeta } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { auditRepository } from '../audit/repository.js';
import { usersRepository } from '../users/repository.js';
import { renderAvatar } from './avatar-image.js';
import { userTarget } from '../access/policy.js';
import { avatarVersion, presentProfile } from './presenter.js';
import { avatarRepository, emergencyContactRepository } from './repository.js';

const STORAGE_PREFIX = 'avatars';

/** Files are removed after the database no longer points at them; a failure only leaves an orphan file. */
async function removeFiles(ctx: AppContext, keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.map((key) => ctx.storage.remove(key).catch((err: unknown) => ctx.log.warn({ err, key }, 'could not remove an old profile picture'))),
  );
}

/** Sets (or with null keys, clears) the picture and removes the files of the one it replaces. */
async function writeAvatar(
  ctx: AppContext,
  actor: Actor,
  targetUserId: string,
  keys: { large: string; small: string } | null,
  meta: RequestMeta,
): Promise<TAccountProfile> {
  let replaced: string[] = [];
  const profile = await ctx.db.transaction(async (tx) => {
    const target = await userTarget(tx, actor, 'user.update', targetUserId);
    // Locked, so two uploads at once cannot both see the same old files and orphan one new pair.
    replaced = await avatarRepository.lockKeys(tx, target.id);
    const updated = await usersRepository.update(tx, target.id, { avatar_key: keys?.large ?? null, avatar_small_key: keys?.small ?? null });
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: keys ? 'account.avatar_replaced' : 'account.avatar_removed',
      targetType: 'user',
      targetId: target.id,
      ip: meta.ip,
    });
    return presentProfile(updated, await emergencyContactRepository.find(tx, target.id));
  });
  await removeFiles(ctx, replaced);
  return profile;
}

/** Re-encodes an uploaded picture (already checked to be a JPEG or PNG) and makes it the account's picture. */
export async function replaceAvatar(ctx: AppContext, actor: Actor, targetUserId: string, upload: Buffer, meta: RequestMeta) {
  // Checked before the work of re-encoding, and again when writing.
  await userTarget(ctx.db, actor, 'user.update', targetUserId);
  const images = await renderAvatar(upload);
  const large = await ctx.storage.put(Readable.from(images[512]), STORAGE_PREFIX);
  const small = await ctx.storage.put(Readable.from(images[128]), STORAGE_PREFIX);
  try {
    return await writeAvatar(ctx, actor, targetUserId, { large: large.key, small: small.key }, meta);
  } catch (error) {
    await removeFiles(ctx, [large.key, small.key]);
    throw error;
  }
}

export function removeAvatar(ctx: AppContext, actor: Actor, targetUserId: string, meta: RequestMeta): Promise<TAccountProfile> {
  return writeAvatar(ctx, actor, targetUserId, null, meta);
}

export interface AvatarFile {
  /** Strong validator for conditional requests; changes with the picture. */
  etag: string;
  open(): Readable;
}

/** One size of an account's picture, to anyone who may see the account; 404 when it has none. */
export async function readAvatar(ctx: AppContext, actor: Actor, targetUserId: string, size: AvatarSize): Promise<AvatarFile> {
  const target = await userTarget(ctx.db, actor, 'user.view', targetUserId);
  const key = size === 512 ? target.avatar_key : target.avatar_small_key;
  if (!key || !(await ctx.storage.exists(key))) throw notFound();
  return { etag: `"${avatarVersion(key)}"`, open: () => ctx.storage.read(key) };
}
