import type { AppContext } from '../../context.js';
import { checkContent, type ContentProblem } from '../uploads/content-check.js';
import type { PackFileRow } from './repository.js';

/** Why a stored file is not in a pack: a message key under pack.left_out_reasons. */
export type LeftOutReason = ContentProblem | 'missing';

export interface LeftOutFile {
  submission_id: string;
  id: string;
  name: string;
  reason: LeftOutReason;
}

async function readAll(ctx: AppContext, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function problemOf(ctx: AppContext, file: PackFileRow): Promise<LeftOutReason | null> {
  if (!(await ctx.storage.exists(file.storage_key))) return 'missing';
  let data: Buffer;
  try {
    data = await readAll(ctx, file.storage_key);
  } catch {
    return 'missing';
  }
  const checked = await checkContent(data, { reencode: false });
  if (!checked.ok) return checked.problem;
  return checked.type === file.mime_type ? null : 'type';
}

/**
 * Checks every file of a pack again before the pack is written, one file in memory at a time, as an upload is
 * checked today: files stored before the checks existed (or damaged or lost since) would otherwise break the
 * download half-way. Those that fail are left out, each with its reason for a note in the pack.
 */
export async function checkPackFiles(ctx: AppContext, files: readonly PackFileRow[]): Promise<{ usable: PackFileRow[]; leftOut: LeftOutFile[] }> {
  const usable: PackFileRow[] = [];
  const leftOut: LeftOutFile[] = [];
  for (const file of files) {
    const reason = await problemOf(ctx, file);
    if (!reason) {
      usable.push(file);
      continue;
    }
    ctx.log.warn({ uploadId: file.id, reason }, 'a pack left out a stored file that fails the upload checks');
    leftOut.push({ submission_id: file.submission_id, id: file.id, name: file.name, reason });
  }
  return { usable, leftOut };
}
