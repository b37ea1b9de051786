import type { AppContext } from '../context.js';
import { MEDIA_STORAGE_PREFIX } from '../modules/media/intake.js';
import { mediaRepository } from '../modules/media/repository.js';
import { UPLOAD_STORAGE_PREFIX } from '../modules/uploads/intake.js';
import { uploadsRepository } from '../modules/uploads/repository.js';

const BATCH = 500;

/**
 * Removes uploads no draft or submission took within UPLOAD_UNATTACHED_HOURS, rows first and then their
 * objects; then, for compliance files and the media library alike, objects with no row at all (a crash
 * between writing a file and recording it, or between deleting a row and its object) once they are as old,
 * and the temporary `.part` files of writes a crash cut short. Safe on several instances at once.
 */
export async function cleanupUploads(
  ctx: AppContext,
  now: Date = new Date(),
): Promise<{ removed: number; orphans: number; partials: number }> {
  const before = new Date(now.getTime() - ctx.config.uploadUnattachedHours * 3600 * 1000);
  let removed = 0;
  for (;;) {
    const keys = await uploadsRepository.deleteUnattached(ctx.db, before, BATCH);
    await Promise.all(keys.map((key) => ctx.storage.remove(key)));
    removed += keys.length;
    if (keys.length < BATCH) break;
  }
  const uploads = await sweepOrphans(ctx, UPLOAD_STORAGE_PREFIX, before, (keys) => uploadsRepository.existingKeys(ctx.db, keys));
  const media = await sweepOrphans(ctx, MEDIA_STORAGE_PREFIX, before, (keys) => mediaRepository.existingKeys(ctx.db, keys));
  return { removed, orphans: uploads.orphans + media.orphans, partials: uploads.partials + media.partials };
}

/** Objects under `prefix` older than `before` that no row knows, and unfinished writes there. */
async function sweepOrphans(
  ctx: AppContext,
  prefix: string,
  before: Date,
  existingKeys: (keys: readonly string[]) => Promise<Set<string>>,
): Promise<{ orphans: number; partials: number }> {
  let orphans = 0;
  let batch: string[] = [];
  const sweep = async () => {
    const known = await existingKeys(batch);
    const unknown = batch.filter((key) => !known.has(key));
    await Promise.all(unknown.map((key) => ctx.storage.remove(key)));
    orphans += unknown.length;
    batch = [];
  };
  for await (const key of ctx.storage.listOlderThan(prefix, before)) {
    batch.push(key);
    if (batch.length >= BATCH) await sweep();
  }
  await sweep();
  // A process killed while writing leaves its temporary file, which no row can ever point at.
  const partials = await ctx.storage.removeUnfinishedOlderThan(prefix, before);
  return { orphans, partials };
}
