import type { Readable } from 'node:stream';
import { buildListMeta, MEDIA_VARIANTS, type Language, type TMediaItem, type TMediaList, type TMediaPatch, type TMediaVariant } from '@portal/contract';
import type { AppContext, RequestContext, RequestMeta } from '../../context.js';
import { AppError, mediaInUse } from '../../lib/errors.js';
import { isUuid } from '../../lib/like.js';
import type { Actor } from '../../plugins/auth.js';
import { auditRepository } from '../audit/repository.js';
import { quotaExceeded, removeVariants, type StoredMedia } from './intake.js';
import { toMediaItem } from './presenter.js';
import { mediaRepository, type MediaRow } from './repository.js';

export const mediaNotFound = () => new AppError('not_found', 'content.media_not_found');

/**
 * Records images already written to storage, with an audit entry each, in one transaction that first takes the
 * uploader's quota lock and checks the quota again (another request may have landed meanwhile). If anything
 * fails, the objects are removed too, so a refused upload keeps nothing.
 */
export async function recordMedia(ctx: AppContext, actor: Actor, stored: readonly StoredMedia[], folder: string, meta: RequestMeta): Promise<TMediaItem[]> {
  try {
    const rows = await ctx.db.transaction(async (tx) => {
      await mediaRepository.lockQuota(tx, actor.user.id);
      const used = await mediaRepository.usedBytes(tx, actor.user.id);
      if (used + stored.reduce((total, file) => total + file.size, 0) > ctx.config.media.quotaBytes) throw quotaExceeded(ctx.config.media.quotaMb);
      const inserted = await mediaRepository.insertMany(
        tx,
        stored.map((file) => ({
          owner_id: actor.user.id,
          folder,
          name: file.name,
          width: file.width,
          height: file.height,
          size: file.size,
          mime_type: file.type,
          variants: file.variants,
        })),
      );
      for (const row of inserted) {
        await auditRepository.record(tx, {
          actorId: actor.user.id,
          action: 'media.uploaded',
          targetType: 'media',
          targetId: row.id,
          ip: meta.ip,
          data: { name: row.name, folder: row.folder, mime_type: row.mime_type, size: row.size, width: row.width, height: row.height },
        });
      }
      return inserted;
    });
    return rows.map((row) => toMediaItem({ ...row, owner_name: actor.user.name }, []));
  } catch (error) {
    await Promise.all(stored.map((file) => removeVariants(ctx.storage, file.variants)));
    throw error;
  }
}

export async function usedBytes(ctx: AppContext, actor: Actor): Promise<number> {
  return mediaRepository.usedBytes(ctx.db, actor.user.id);
}

/** The virtual folders in use, with how many images each holds. */
export async function mediaFolders(ctx: AppContext) {
  return mediaRepository.folders(ctx.db);
}

export async function listMedia(
  ctx: AppContext,
  actor: Actor,
  query: { q?: string; folder?: string; page: number; per_page: number },
  lang: Language,
): Promise<TMediaList> {
  const { rows, total } = await mediaRepository.list(ctx.db, { q: query.q || undefined, folder: query.folder || undefined, page: query.page, perPage: query.per_page });
  const usages = await mediaRepository.usages(ctx.db, rows.map((row) => row.id), lang);
  return {
    data: rows.map((row) => toMediaItem(row, usages.get(row.id) ?? [])),
    meta: buildListMeta(query.page, query.per_page, total),
    quota: { used: await mediaRepository.usedBytes(ctx.db, actor.user.id), limit: ctx.config.media.quotaBytes },
  };
}

export async function getMedia(ctx: AppContext, id: string, lang: Language): Promise<TMediaItem> {
  if (!isUuid(id)) throw mediaNotFound();
  const row = await mediaRepository.findById(ctx.db, id);
  if (!row) throw mediaNotFound();
  return toMediaItem(row, (await mediaRepository.usages(ctx.db, [id], lang)).get(id) ?? []);
}

/** Alt text, folder and focal point; nothing else can change (no rename: the server chose the name). */
export async function updateMedia(ctx: AppContext, { actor, meta, lang }: RequestContext, id: string, patch: TMediaPatch): Promise<TMediaItem> {
  if (!isUuid(id)) throw mediaNotFound();
  await ctx.db.transaction(async (tx) => {
    const row = await mediaRepository.lock(tx, id);
    if (!row) throw mediaNotFound();
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const field of ['alt', 'folder', 'focal_x', 'focal_y'] as const) {
      const value = patch[field];
      if (value !== undefined && value !== row[field]) changes[field] = { from: row[field], to: value };
    }
    if (Object.keys(changes).length === 0) return;
    await mediaRepository.update(tx, id, Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change.to])));
    await auditRepository.record(tx, { actorId: actor.user.id, action: 'media.updated', targetType: 'media', targetId: id, ip: meta.ip, data: { name: row.name, changes } });
  });
  return getMedia(ctx, id, lang);
}

/**
 * Deletes an image no news item or page uses (409 naming where it is used otherwise), then its stored sizes.
 * Any holder of media.manage may delete anyone's image: the library is shared by the editors. The row is locked
 * first, so a save that starts using it meanwhile waits and then fails on its foreign key rather than pointing
 * at nothing; the foreign keys themselves are the last guard.
 */
export async function deleteMedia(ctx: AppContext, actor: Actor, id: string, meta: RequestMeta, lang: Language): Promise<void> {
  if (!isUuid(id)) throw mediaNotFound();
  const removed = await ctx.db.transaction(async (tx): Promise<MediaRow> => {
    const row = await mediaRepository.lock(tx, id);
    if (!row) throw mediaNotFound();
    await mediaRepository.removeStaleUsages(tx, id);
    const places = (await mediaRepository.usages(tx, [id], lang)).get(id) ?? [];
    if (places.length > 0) throw mediaInUse(places);
    await mediaRepository.remove(tx, id);
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: 'media.deleted',
      targetType: 'media',
      targetId: id,
      ip: meta.ip,
      data: { name: row.name, folder: row.folder, owner_id: row.owner_id, size: row.size },
    });
    return row;
  });
  // After the commit: a crash here leaves objects no row points at, never a row without its objects.
  await removeVariants(ctx.storage, removed.variants);
}

export interface OpenedVariant {
  name: string;
  type: string;
  size: number;
  etag: string;
  stream: Readable;
}

/**
 * One stored size of an image, for the public URL. The id must be a UUID and the variant one of the names
 * exactly: nothing a client sends is ever part of a path, so `..`, encoded slashes or look-alike letters only
 * ever find nothing (404). A size the image does not have (it was smaller than that size) is answered with
 * the original, which is then the largest there is, so a srcset or an old link never breaks.
 */
export async function openVariant(ctx: AppContext, id: string, variant: string, ifNoneMatch?: string): Promise<OpenedVariant | { notModified: string }> {
  if (!isUuid(id) || !(MEDIA_VARIANTS as readonly string[]).includes(variant)) throw mediaNotFound();
  const row = await mediaRepository.findById(ctx.db, id);
  const stored = row && (row.variants[variant as TMediaVariant] ?? row.variants.original);
  if (!row || !stored) throw mediaNotFound();
  // A key is written once and never changes, so its random part identifies the bytes.
  const etag = `"${stored.key.split('/').pop()}"`;
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) return { notModified: etag };
  if (!(await ctx.storage.exists(stored.key))) {
    ctx.log.warn({ mediaId: id, variant }, 'a media row points at a missing object');
    throw mediaNotFound();
  }
  return { name: row.name, type: row.mime_type, size: stored.size, etag, stream: ctx.storage.read(stored.key) };
}
