import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded and generated files live. Keys are random and never derived from user input,
 * so an S3-compatible implementation can take over by implementing the same calls.
 */
export interface FileStorage {
  /** Streams `source` into a new object and returns its key, byte size and SHA-256 (hex), both taken as it streams. */
  put(source: Readable, prefix: string): Promise<StoredObject>;
  read(key: string): Readable;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Keys of the objects under `prefix` written before `before`: lets a sweep find objects no row points at. */
  listOlderThan(prefix: string, before: Date): AsyncIterable<string>;
  /**
   * Removes what unfinished writes under `prefix` left (a process killed during `put`) if last written before
   * `before`, and answers how many.
   */
  removeUnfinishedOlderThan(prefix: string, before: Date): Promise<number>;
}

export interface StoredObject {
  key: string;
  size: number;
  /** SHA-256 of the bytes written, 64 lowercase hex digits. */
  sha256: string;
}

/** `<prefix>/<2 hex>/<32 hex>`: the only keys any storage accepts (never derived from user input). */
export const KEY_PATTERN = /^[a-z0-9-]+\/[a-f0-9]{2}\/[a-f0-9]{32}$/;

/** A new random key under `prefix`. */
export function newStorageKey(prefix: string): string {
  const id = randomBytes(16).toString('hex');
  return `${prefix}/${id.slice(0, 2)}/${id}`;
}

/** Counts and hashes what flows through `source` (attach before it starts flowing). */
export function measure(source: Readable): () => { size: number; sha256: string } {
  let size = 0;
  const hash = createHash('sha256');
  source.on('data', (chunk: Buffer) => {
    size += chunk.length;
    hash.update(chunk);
  });
  return () => ({ size, sha256: hash.digest('hex') });
}
/** A file being written is kept under its key plus this suffix until it is complete. */
const PARTIAL_SUFFIX = '.part';

export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(this.root, key);
  }

  async put(source: Readable, prefix: string): Promise<StoredObject> {
    const key = newStorageKey(prefix);
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    // Written under a temporary name and renamed, so a crash never leaves a half file under a real key.
    const temporary = `${target}${PARTIAL_SUFFIX}`;
    const measured = measure(source);
    try {
      await pipeline(source, fs.createWriteStream(temporary, { flags: 'wx' }));
      await fsp.rename(temporary, target);
    } catch (error) {
      await fsp.rm(temporary, { force: true });
      throw error;
    }
    return { key, ...measured() };
  }

  read(key: string): Readable {
    return fs.createReadStream(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return fsp.access(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }

  async removeUnfinishedOlderThan(prefix: string, before: Date): Promise<number> {
    let removed = 0;
    for await (const key of this.keysOlderThan(prefix, before, PARTIAL_SUFFIX)) {
      // pathOf checks the key itself; the suffix is added only after that check.
      await fsp.rm(`${this.pathOf(key)}${PARTIAL_SUFFIX}`, { force: true });
      removed += 1;
    }
    return removed;
  }

  listOlderThan(prefix: string, before: Date): AsyncIterable<string> {
    return this.keysOlderThan(prefix, before, '');
  }

  /** Keys under `prefix` whose file (the key plus `suffix`) was last written before `before`; other files are skipped. */
  private async *keysOlderThan(prefix: string, before: Date, suffix: string): AsyncIterable<string> {
    const dir = path.join(this.root, prefix);
    const entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      if (!entry.name.endsWith(suffix)) continue;
      const name = path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      const key = name.slice(0, name.length - suffix.length);
      if (!KEY_PATTERN.test(key)) continue;
      const stat = await fsp.stat(path.join(this.root, name)).catch(() => undefined);
      if (stat && stat.mtime < before) yield key;
    }
  }
}
