import type { TMediaItem } from '@portal/contract';

/**
 * Where an inserted image points: the server's large size, or the re-encoded original when the image is
 * smaller than that (only sizes below the original are generated). Always one of our media URLs, the
 * only image source the server's sanitiser keeps.
 */
export function mediaImageSrc(item: Pick<TMediaItem, 'id' | 'variants'>): string {
  return item.variants.large?.url ?? item.variants.original?.url ?? `/api/v1/media/${encodeURIComponent(item.id)}/large`;
}

/** An image may go into content only with its alt text written: screen readers read it out. */
export const hasAlt = (item: Pick<TMediaItem, 'alt'>): boolean => item.alt.trim() !== '';
