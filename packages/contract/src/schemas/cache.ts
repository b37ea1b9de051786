import { z } from 'zod';

/**
 * Named parts of the server cache. Each holds values derived from the database that are
 * expensive enough to keep for a while; clearing an area only costs a recomputation.
 */
/** `content`: public news, pages, categories and their SEO pages, sitemap and feed (cleared on every content change). */
export const CACHE_AREAS = ['dashboard', 'content'] as const;
export type CacheArea = (typeof CACHE_AREAS)[number];

export function isCacheArea(value: string): value is CacheArea {
  return (CACHE_AREAS as readonly string[]).includes(value);
}

export const ZCacheAreas = z.object({
  /** Where entries live: this server's memory, or Redis shared by every instance. */
  store: z.enum(['memory', 'redis']),
  data: z.array(z.object({ name: z.string(), entries: z.number().int() })),
});
export type TCacheAreas = z.infer<typeof ZCacheAreas>;
