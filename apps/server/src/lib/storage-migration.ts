import fsp from 'node:fs/promises';
import type { S3Storage } from './s3-storage.js';
import type { LocalDiskStorage } from './storage.js';

export interface CopyReport {
  copied: number;
  /** Already in the object store (an earlier, interrupted run): the command can simply be run again. */
  skipped: number;
  bytes: number;
}

const EVERYTHING = new Date(8.64e15);

/**
 * Copies every finished file from local disk to object storage under the same key, so no database row changes.
 * Local files are left in place: delete them once the portal runs on STORAGE_URL and downloads are checked.
 */
export async function copyDiskToObjectStorage(
  root: string,
  local: LocalDiskStorage,
  target: S3Storage,
  progress: (key: string, report: CopyReport) => void = () => undefined,
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, bytes: 0 };
  const prefixes = (await fsp.readdir(root, { withFileTypes: true }).catch(() => [])).filter((e) => e.isDirectory()).map((e) => e.name);
  for (const prefix of prefixes.sort()) {
    for await (const key of local.listOlderThan(prefix, EVERYTHING)) {
      if (await target.exists(key)) {
        report.skipped += 1;
      } else {
        const written = await target.putAt(key, local.read(key));
        report.copied += 1;
        report.bytes += written.size;
      }
      progress(key, report);
    }
  }
  return report;
}
