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
  /** The counter under `key`, 0 when it was never advanced. */
  generation(key: string): Promise<number>;
  advance(key: string): Promise<void>;
}

/** One process's memory; right for a single instance, which is what runs without REDIS_URL. */
export class MemoryCacheStore implements CacheStore {
  readonly kind = 'memory';
  private readonly entries = new Map<string, { value: string; expiresAt: number }>();
  /** Apart from the entries, so that making room never drops one. */
  private readonly generations = new Map<string, number>();

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

  async generation(key: string): Promise<number> {
    return this.generations.get(key) ?? 0;
  }

  async advance(key: string): Promise<void> {
    this.generations.set(key, (this.generations.get(key) ?? 0) + 1);
  }
}

/**
 * How long a generation counter outlives its last advance in Redis: far beyond any entry's lifetime, so a
 * counter that lapses back to 0 cannot meet an entry from the time it last stood there.
 */
const GENERATION_TTL_SECONDS = 7 * 24 * 3600;

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

  async generation(key: string): Promise<number> {
    return Number((await this.redis.get(key)) ?? 0);
  }

  async advance(key: string): Promise<void> {
    await this.redis.multi().incr(key).expire(key, GENERATION_TTL_SECONDS).exec();
  }
}

/** What the store holds for a value: the area's generation when it was computed, and the value. */
interface Kept {
  generation: number;
  value: unknown;
}

/**
 * The application cache: named areas of JSON values with a lifetime. A store that fails to
 * answer never fails a request; the value is computed again instead. Listing and clearing,
 * which an admin asks for, do report a failure (503).
 *
 * Each area has a generation that a clear advances, and a value is kept with the generation it was
 * computed in: a read that began before a change and finishes after its clear would otherwise put
 * the old value back for its whole lifetime (an editor's saved page showing as it was for minutes).
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

  /** Outside the area's prefix, so that clearing the entries keeps the count. */
  private generationKey(area: CacheArea): string {
    return `${this.namespace}cache-generation:${area}`;
  }

  /** The cached value of `key` in `area`, or `compute()`'s result, kept for `ttlSeconds`. */
  async getOrCompute<T>(area: CacheArea, key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<T> {
    const fullKey = this.prefix(area) + key;
    let generation: number | undefined;
    try {
      const [current, hit] = await Promise.all([this.store.generation(this.generationKey(area)), this.store.get(fullKey)]);
      generation = current;
      const kept = hit === undefined ? undefined : (JSON.parse(hit) as Partial<Kept>);
      if (kept?.generation === current) return kept.value as T;
    } catch (err) {
      this.log.warn({ err, area }, 'cache read failed; computing the value instead');
    }
    const value = await compute();
    if (generation === undefined) return value;
    try {
      await this.store.set(fullKey, JSON.stringify({ generation, value } satisfies Kept), ttlSeconds);
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
    await this.unlessUnavailable(() =>
      Promise.all(
        areas.map(async (area) => {
          await this.store.advance(this.generationKey(area));
          await this.store.clear(this.prefix(area));
        }),
      ),
    );
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
