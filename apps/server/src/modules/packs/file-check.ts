import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { AppContext } from '../../context.js';
import { checkContent, type ContentProblem } from '../uploads/content-check.js';
import type { PackFileRow } from './repository.js';

/** Why a stored file is not in a pack: a message key under pack.left_out_reasons. */
export type LeftOutReason = ContentProblem | 'missing' | 'altered';

export interface LeftOutFile {
  submission_id: string;
  id: string;
  name: string;
  reason: LeftOutReason;
}

/** A file that goes into the pack, with the SHA-256 its bytes have. */
export interface PackFile extends PackFileRow {
  sha256: string;
  /** False for a file from before hashes were recorded: its hash was computed for this pack. */
  sha256_recorded: boolean;
}

async function checkFile(ctx: AppContext, file: PackFileRow): Promise<{ reason: LeftOutReason } | { sha256: string }> {
  if (!(await ctx.storage.exists(file.storage_key))) return { reason: 'missing' };
  let data: Buffer;
  try {
    data = await buffer(ctx.storage.read(file.storage_key));
  } catch {
    return { reason: 'missing' };
  }
  const sha256 = createHash('sha256').update(data).digest('hex');
  if (file.sha256 !== null && file.sha256 !== sha256) return { reason: 'altered' };
  const checked = await checkContent(data, { reencode: false });
  if (!checked.ok) return { reason: checked.problem };
  return checked.type === file.mime_type ? { sha256 } : { reason: 'type' };
}

/**
 * Checks every file of a pack again before the pack is written, one file in memory at a time, as an upload is
 * checked today, and against the SHA-256 recorded when it was stored: files stored before the checks existed (or
 * damaged, changed or lost since) would otherwise break the download half-way or pass as the evidence they no
 * longer are. Those that fail are left out, each with its reason for a note in the pack; the rest carry their hash.
 */
export async function checkPackFiles(ctx: AppContext, files: readonly PackFileRow[]): Promise<{ usable: PackFile[]; leftOut: LeftOutFile[] }> {
  const usable: PackFile[] = [];
  const leftOut: LeftOutFile[] = [];
  for (const file of files) {
    const result = await checkFile(ctx, file);
    if ('sha256' in result) {
      usable.push({ ...file, sha256: result.sha256, sha256_recorded: file.sha256 !== null });
      continue;
    }
    ctx.log.warn({ uploadId: file.id, reason: result.reason }, 'a pack left out a stored file that fails the upload checks');
    leftOut.push({ submission_id: file.submission_id, id: file.id, name: file.name, reason: result.reason });
  }
  return { usable, leftOut };
}
