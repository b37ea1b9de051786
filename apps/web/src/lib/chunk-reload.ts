import { TIMINGS } from '@portal/contract';
import i18n from '@/i18n';
import { readStorage, writeStorage } from './storage';

const LAST_RELOAD_KEY = 'chunk_reload_at';

/** A screen's code could not be downloaded, typically because a new version was deployed. */
export class ChunkLoadError extends Error {
  readonly statusCode = 500;

  constructor(cause: unknown) {
    super(i18n.t('errors.something_wrong'), { cause });
    this.name = 'ChunkLoadError';
  }
}

/** Marks a failed route import, so the error page can tell it from other errors. */
export function withChunkReload<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      throw new ChunkLoadError(error);
    });
}

/** True unless the page was already reloaded for this reason within the guard window. */
export function mayReloadForChunkError(now: number = Date.now()): boolean {
  const last = Number(readStorage(LAST_RELOAD_KEY));
  return !last || now - last >= TIMINGS.chunkReloadGuardMs;
}

/**
 * Reloading fetches the new build; the guard (at most once per minute, remembered in
 * local storage) stops a reload loop when the failure has another cause.
 */
export function reloadForChunkError(reload: () => void = () => window.location.reload()): void {
  writeStorage(LAST_RELOAD_KEY, String(Date.now()));
  reload();
}
