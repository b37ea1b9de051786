import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { CACHE_AREAS, type CacheArea } from '@portal/contract';
import { AppError } from './errors.js';

/** Where cached values live. Keys are strings starting with an area's prefix. */
export interface CacheStore {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  count(prefix: string): Promise<number>;
  clear(prefix: string): Promise<void>;
}

/** One process's memory; right for a single instance, which is what runs without REDIS_URL. */
export class MemoryCacheStore implements CacheStore {
  readonly kind = 'memory';
  private readonly entries = new Map<string, { value: string; expiresAt: number }>();

  /** The oldest entry makes room once `maxEntries` are held, so memory stays bounded. */
  constructor(private readonly maxEntries = 10_000) {}

  async get(key: string): Promise<string | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: Date.now() + ttlSeconds * 1000 });
  }

  async count(prefix: string): Promise<number> {
    const now = Date.now();
    let n = 0;
    for (const [key, entry] of this.entries) {
      if (!key.startsWith(prefix)) continue;
      if (entry.expiresAt <= now) this.entries.delete(key);
      else n += 1;
    }
    return n;
  }

  async clear(prefix: string): Promise<void> {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}

/** Escapes the glob characters Redis' SCAN MATCH understands. */
function globLiteral(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}

/**
 * Values kept only in Redis, so every instance reads the same entries and a clear on one
 * instance is a clear on all of them, with no message to miss.
 */
export class RedisCacheStore implements CacheStore {
  readonly kind = 'redis';

  constructor(private readonly redis: Redis) {}

  async get(key: string): Promise<string | undefined> {
    return (await this.redis.get(key)) ?? undefined;
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    await this.redis.set(key, value, 'EX', ttlSeconds);
  }

  private async eachKeyBatch(prefix: string, onBatch: (keys: string[]) => Promise<void>): Promise<void> {
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${globLiteral(prefix)}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await onBatch(keys);
    } while (cursor !== '0');
  }

  async count(prefix: string): Promise<number> {
    let n = 0;
    await this.eachKeyBatch(prefix, async (keys) => {
      n += keys.length;
    });
    return n;
  }

  async clear(prefix: string): Promise<void> {
    await this.eachKeyBatch(prefix, async (keys) => {
      await this.redis.unlink(...keys);
    });
  }
}

/**
 * The application cache: named areas of JSON values with a lifetime. A store that fails to
 * answer never fails a request; the value is computed again instead. Listing and clearing,
 * which an admin asks for, do report a failure (503).
 */
export class Cache {
  constructor(
    private readonly store: CacheStore,
    private readonly log: FastifyBaseLogger,
    private readonly namespace = 'portal:',
  ) {}

  get kind(): CacheStore['kind'] {
    return this.store.kind;
  }

  private prefix(area: CacheArea): string {
    return `${this.namespace}cache:${area}:`;
  }

  /** The cached value of `key` in `area`, or `compute()`'s result, kept for `ttlSeconds`. */
  async getOrCompute<T>(area: CacheArea, key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<T> {
    const fullKey = this.prefix(area) + key;
    try {
      const hit = await this.store.get(fullKey);
      if (hit !== undefined) return JSON.parse(hit) as T;
    } catch (err) {
      this.log.warn({ err, area }, 'cache read failed; computing the value instead');
    }
    const value = await compute();
    try {
      await this.store.set(fullKey, JSON.stringify(value), ttlSeconds);
    } catch (err) {
      this.log.warn({ err, area }, 'cache write failed');
    }
    return value;
  }

  /** Each area with how many entries it holds now. */
  async areas(): Promise<Array<{ name: CacheArea; entries: number }>> {
    return this.unlessUnavailable(() =>
      Promise.all(CACHE_AREAS.map(async (name) => ({ name, entries: await this.store.count(this.prefix(name)) }))),
    );
  }

  /** Drops every entry of the given areas, for every instance that shares the store. */
  async clear(areas: readonly CacheArea[]): Promise<void> {
    await this.unlessUnavailable(() => Promise.all(areas.map((area) => this.store.clear(this.prefix(area)))));
  }

  private async unlessUnavailable<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (err) {
      this.log.error({ err }, 'cache store unavailable');
      throw new AppError('unavailable', 'errors.service_unavailable');
    }
  }
}
