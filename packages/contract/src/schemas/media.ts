import { z } from 'zod';
import { ZListMeta, ZPaginationQuery } from './common.js';

/**
 * The media library: images only, decoded and re-encoded on upload, served in generated sizes. Items are
 * opaque ids; nothing a client sends is ever a path.
 */

/** Generated sizes, by the longest side in pixels; `original` is the re-encoded upload at its own size. */
export const MEDIA_VARIANT_WIDTHS = { thumb: 150, small: 480, medium: 960, large: 1600 } as const;
export const MEDIA_VARIANTS = ['thumb', 'small', 'medium', 'large', 'original'] as const;
export type TMediaVariant = (typeof MEDIA_VARIANTS)[number];
/** What the library accepts, decided from the bytes (never the name or the Content-Type). */
export const MEDIA_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type TMediaMimeType = (typeof MEDIA_MIME_TYPES)[number];

/** Bytes {@link sniffMediaType} needs to decide (a WebP names itself at bytes 8-11). */
export const MEDIA_SNIFF_BYTES = 12;

/** The library's type of a file from its first bytes, or null: SVG, HTML, PDF and the rest have no place here. */
export function sniffMediaType(head: Uint8Array): TMediaMimeType | null {
  const at = (offset: number, signature: readonly number[]) =>
    head.length >= offset + signature.length && signature.every((byte, i) => head[offset + i] === byte);
  const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
  if (at(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (at(0, ascii('GIF87a')) || at(0, ascii('GIF89a'))) return 'image/gif';
  if (at(0, ascii('RIFF')) && at(8, ascii('WEBP'))) return 'image/webp';
  return null;
}
export const MEDIA_UPLOAD_MAX_FILES = 10;
export const MEDIA_ALT_MAX = 250;
export const MEDIA_FOLDER_MAX = 60;
/** A virtual folder's label: letters (any script), digits, spaces, dashes and underscores; no path characters. */
export const MEDIA_FOLDER_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u;
/** The media manager's dialog, as the legacy editor had it. */
export const MEDIA_DIALOG_SIZE = { width: 900, height: 450 } as const;

/** A media item as content embeds it: enough for an <img> with srcset. */
export const ZMediaSummary = z.object({
  id: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** URL of each generated size (only the sizes smaller than the original exist, plus `original`). */
  variants: z.partialRecord(z.enum(MEDIA_VARIANTS), z.object({ url: z.string(), width: z.number().int(), height: z.number().int() })),
  focal_x: z.number(),
  focal_y: z.number(),
});
export type TMediaSummary = z.infer<typeof ZMediaSummary>;

export const ZMediaUsage = z.object({
  kind: z.enum(['news', 'page']),
  id: z.string(),
  title: z.string(),
});
export type TMediaUsage = z.infer<typeof ZMediaUsage>;

export const ZMediaItem = ZMediaSummary.extend({
  name: z.string(),
  folder: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  used_in: z.array(ZMediaUsage),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TMediaItem = z.infer<typeof ZMediaItem>;

export const ZMediaListQuery = ZPaginationQuery.extend({
  q: z.string().trim().max(100, { error: 'validation.too_long' }).optional(),
  folder: z.string().trim().max(MEDIA_FOLDER_MAX, { error: 'validation.too_long' }).optional(),
});
export type TMediaListQuery = z.input<typeof ZMediaListQuery>;

export const ZMediaList = z.object({
  data: z.array(ZMediaItem),
  meta: ZListMeta,
  /** The caller's own use of their upload quota, in bytes. */
  quota: z.object({ used: z.number().int(), limit: z.number().int() }),
});
export type TMediaList = z.infer<typeof ZMediaList>;

export const ZMediaUploadResponse = z.object({ data: z.array(ZMediaItem) });
export type TMediaUploadResponse = z.infer<typeof ZMediaUploadResponse>;

/** No name: a rename could change what the file claims to be, and the server chose the name. */
export const ZMediaPatch = z
  .strictObject({
    alt: z.string({ error: 'validation.invalid_type' }).trim().max(MEDIA_ALT_MAX, { error: 'validation.too_long' }),
    folder: z
      .string({ error: 'validation.invalid_type' })
      .trim()
      .max(MEDIA_FOLDER_MAX, { error: 'validation.too_long', abort: true })
      .refine((value) => value === '' || MEDIA_FOLDER_PATTERN.test(value), { error: 'content.folder_invalid' }),
    focal_x: z.number({ error: 'validation.invalid_type' }).min(0, { error: 'validation.invalid_type' }).max(1, { error: 'validation.invalid_type' }),
    focal_y: z.number({ error: 'validation.invalid_type' }).min(0, { error: 'validation.invalid_type' }).max(1, { error: 'validation.invalid_type' }),
  })
  .partial();
export type TMediaPatch = z.input<typeof ZMediaPatch>;

export const ZMediaFolders = z.object({ data: z.array(z.object({ name: z.string(), count: z.number().int() })) });
export type TMediaFolders = z.infer<typeof ZMediaFolders>;

export const ZMediaVariantParams = z.object({
  id: z.uuid({ error: 'validation.invalid_type' }),
  variant: z.enum(MEDIA_VARIANTS, { error: 'validation.invalid_type' }),
});
