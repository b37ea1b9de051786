import { readStorage, writeStorage } from '@/lib/storage';
import type { UploadedFile } from './upload';

/**
 * Answers keep only file ids; the names and types the API returned at upload are
 * remembered on this device so the files can still be listed by name after a reload.
 */
const STORAGE_KEY = 'uploaded-files';
/** Enough for every upload slot of every form several times over. */
const MAX_REMEMBERED = 300;

type FileInfo = Omit<UploadedFile, 'id'>;

function load(): Map<string, FileInfo> {
  try {
    const stored: unknown = JSON.parse(readStorage(STORAGE_KEY) ?? '[]');
    return new Map(Array.isArray(stored) ? (stored as [string, FileInfo][]) : []);
  } catch {
    return new Map();
  }
}

let known: Map<string, FileInfo> | null = null;

/** Remembers files (from an upload, or a submission's file list); writes only when something is new. */
export function rememberFiles(files: readonly UploadedFile[]): void {
  known ??= load();
  let changed = false;
  for (const { id, ...info } of files) {
    if (known.get(id)?.name === info.name) continue;
    known.set(id, info);
    changed = true;
  }
  if (changed) writeStorage(STORAGE_KEY, JSON.stringify([...known.entries()].slice(-MAX_REMEMBERED)));
}

export function fileInfo(id: string): FileInfo | undefined {
  known ??= load();
  return known.get(id);
}
