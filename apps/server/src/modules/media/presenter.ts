import { MEDIA_VARIANTS, type TMediaSummary } from '@portal/contract';
import type { media } from '../../db/schema/index.js';

type MediaRow = typeof media.$inferSelect;

/** Where a variant of a media item is served: public, cookie-less and cacheable (GET /api/v1/media/{id}/{variant}). */
export function mediaUrl(id: string, variant: (typeof MEDIA_VARIANTS)[number]): string {
  return `/api/v1/media/${id}/${variant}`;
}

/** A media item as news and pages embed it: enough for an <img> with srcset. */
export function toMediaSummary(row: Pick<MediaRow, 'id' | 'alt' | 'width' | 'height' | 'variants' | 'focal_x' | 'focal_y'>): TMediaSummary {
  const variants: TMediaSummary['variants'] = {};
  for (const name of MEDIA_VARIANTS) {
    const stored = row.variants[name];
    if (stored) variants[name] = { url: mediaUrl(row.id, name), width: stored.width, height: stored.height };
  }
  return { id: row.id, alt: row.alt, width: row.width, height: row.height, variants, focal_x: row.focal_x, focal_y: row.focal_y };
}
