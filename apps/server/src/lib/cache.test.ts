import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { Cache, MemoryCacheStore, RedisCacheStore, type CacheStore } from './cache.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
const redisUp = await redis.connect().then(
  () => true,
  () => false,
);
afterAll(() => redis.disconnect());

const stores: Array<[string, () => CacheStore, boolean]> = [
  ['memory', () => new MemoryCacheStore(), true],
  ['Redis', () => new RedisCacheStore(redis), redisUp],
];

describe.each(stores)('the cache on %s', (_name, makeStore, available) => {
  const cacheOf = () => new Cache(makeStore(), pino({ level: 'silent' }), `portal-test-${randomBytes(4).toString('hex')}:`);

  it.runIf(available)('does not keep a value computed before a clear that happened while it was computed', async () => {
    const cache = cacheOf();
    let finish!: (value: string) => void;
    const slowRead = cache.getOrCompute('content', 'page:about', 300, () => new Promise<string>((resolve) => (finish = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await cache.clear(['content']);
    finish('as it was before the edit');
    expect(await slowRead).toBe('as it was before the edit');

    expect(await cache.getOrCompute('content', 'page:about', 300, async () => 'as edited')).toBe('as edited');
    expect(await cache.getOrCompute('content', 'page:about', 300, async () => 'not asked again')).toBe('as edited');
  });

  it.runIf(available)('keeps a value until its area is cleared, and only that area', async () => {
    const cache = cacheOf();
    await cache.getOrCompute('content', 'news', 300, async () => ({ items: 1 }));
    await cache.getOrCompute('dashboard', 'stats', 300, async () => 7);
    await cache.clear(['dashboard']);
    expect(await cache.getOrCompute('content', 'news', 300, async () => ({ items: 2 }))).toEqual({ items: 1 });
    expect(await cache.getOrCompute('dashboard', 'stats', 300, async () => 8)).toBe(8);
    expect(await cache.areas()).toEqual([
      { name: 'dashboard', entries: 1 },
      { name: 'content', entries: 1 },
    ]);
  });
});
