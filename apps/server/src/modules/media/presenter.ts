import { MEDIA_VARIANTS, type TMediaItem, type TMediaSummary, type TMediaUsage } from '@portal/contract';
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

/** A media item as the library shows it: its sizes, labels, owner and where it is used. */
export function toMediaItem(row: MediaRow & { owner_name: string | null }, usedIn: TMediaUsage[]): TMediaItem {
  return {
    ...toMediaSummary(row),
    name: row.name,
    folder: row.folder,
    mime_type: row.mime_type,
    size: row.size,
    owner: row.owner_id ? { id: row.owner_id, name: row.owner_name ?? '' } : null,
    used_in: usedIn,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
