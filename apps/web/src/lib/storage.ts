/**
 * Local-storage access that never throws (private mode, disabled storage) and
 * supports an optional expiry. Values stay raw strings; the expiry, when given,
 * lives in a companion key so other readers still see the plain value.
 */
const EXPIRY_SUFFIX = ':expires_at';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: string): string | null {
  const store = storage();
  if (!store) return null;
  try {
    const expiresAt = store.getItem(key + EXPIRY_SUFFIX);
    if (expiresAt !== null && Number(expiresAt) <= Date.now()) {
      removeStorage(key);
      return null;
    }
    return store.getItem(key);
  } catch {
    return null;
  }
}

/** Stores a value; with `ttlMs` it is treated as absent once that many milliseconds have passed. */
export function writeStorage(key: string, value: string, ttlMs?: number): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(key, value);
    if (ttlMs === undefined) store.removeItem(key + EXPIRY_SUFFIX);
    else store.setItem(key + EXPIRY_SUFFIX, String(Date.now() + ttlMs));
  } catch {
    // Storage full or blocked: the value is simply not remembered.
  }
}

export function removeStorage(key: string): void {
  const store = storage();
  if (!store) return;
  try {
    store.removeItem(key);
    store.removeItem(key + EXPIRY_SUFFIX);
  } catch {
    // Nothing to clean up when storage is blocked.
  }
}
