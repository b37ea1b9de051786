import type { Readable } from 'node:stream';
import { REVIEW_PERMISSION, type TUploadedFile, type UploadMimeType } from '@portal/contract';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/like.js';
import type { Actor } from '../../plugins/auth.js';
import type { StoredUpload } from './intake.js';
import { presentUpload } from './presenter.js';
import { uploadsRepository } from './repository.js';

/** Records files already written to storage; if that fails, the objects are removed so nothing is kept. */
export async function recordUploads(ctx: AppContext, actor: Actor, stored: readonly StoredUpload[]): Promise<TUploadedFile[]> {
  try {
    const rows = await uploadsRepository.insertMany(
      ctx.db,
      stored.map((file) => ({ user_id: actor.user.id, storage_key: file.key, name: file.name, mime_type: file.type, size: file.size, sha256: file.sha256 })),
    );
    return rows.map(presentUpload);
  } catch (error) {
    await Promise.all(stored.map((file) => ctx.storage.remove(file.key).catch(() => undefined)));
    throw error;
  }
}

export interface OpenedFile {
  name: string;
  type: UploadMimeType;
  size: number;
  stream: Readable;
}

/**
 * A stored file, to its owner or to a holder of the review permission. Anyone else gets the same 404 as for
 * a file that does not exist, so ids reveal nothing about whose files exist.
 */
export async function openFile(ctx: AppContext, actor: Actor, id: string): Promise<OpenedFile> {
  if (!isUuid(id)) throw notFound();
  const row = await uploadsRepository.findById(ctx.db, id);
  if (!row) throw notFound();
  if (row.user_id !== actor.user.id && !actor.permissions.has(REVIEW_PERMISSION)) throw notFound();
  if (!(await ctx.storage.exists(row.storage_key))) {
    ctx.log.warn({ uploadId: row.id }, 'an upload row points at a missing object');
    throw notFound();
  }
  return { name: row.name, type: row.mime_type as UploadMimeType, size: row.size, stream: ctx.storage.read(row.storage_key) };
}
