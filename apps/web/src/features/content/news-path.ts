import { GEO_AREA_ID_PATTERN, SLUG_PATTERN } from '@portal/contract';

/**
 * What the segments after /news/ name (spec section 2): /news/{slug} is an article, and
 * /news/{division}/{district?}/{upazila?}/{category?} is the news of an area, optionally of one category.
 * A single segment that is an id is a division; from two segments on, ids come first (at most three:
 * division, district, upazila) and a category slug may end the path.
 */
export type NewsPath =
  | { kind: 'list' }
  | { kind: 'article'; slug: string }
  | { kind: 'area'; geo: string[]; category: string | null }
  | { kind: 'not_found' };

const MAX_GEO_LEVELS = 3;
const isGeoId = (segment: string) => GEO_AREA_ID_PATTERN.test(segment);
const isSlug = (segment: string) => SLUG_PATTERN.test(segment);

export function parseNewsPath(splat: string | undefined): NewsPath {
  const segments = (splat ?? '').split('/').filter(Boolean);
  if (segments.length === 0) return { kind: 'list' };
  const [first] = segments;
  if (segments.length === 1 && first && !isGeoId(first)) return isSlug(first) ? { kind: 'article', slug: first } : { kind: 'not_found' };

  const geo: string[] = [];
  for (const segment of segments) {
    if (!isGeoId(segment)) break;
    geo.push(segment.toLowerCase());
  }
  const rest = segments.slice(geo.length);
  const category = rest[0] ?? null;
  if (geo.length === 0 || geo.length > MAX_GEO_LEVELS || rest.length > 1 || (category !== null && !isSlug(category))) {
    return { kind: 'not_found' };
  }
  return { kind: 'area', geo, category };
}

/** The address of an area's news (ids top down), optionally of one category. */
export function newsAreaPath(geo: readonly string[], category?: string | null): string {
  return ['/news', ...geo, ...(category ? [category] : [])].join('/');
}
