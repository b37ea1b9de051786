import { Readable } from 'node:stream';
import { MEDIA_SNIFF_BYTES, MEDIA_UPLOAD_MAX_FILES, sniffMediaType, UPLOAD_FIELD, UPLOAD_MAX_MEGAPIXELS, type ErrorKind } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { fileRefusal, receiveFiles } from '../../lib/file-intake.js';
import type { FileStorage } from '../../lib/storage.js';
import { displayName } from '../uploads/file-names.js';
import { encodeMedia, type MediaProblem, type StoredMediaType } from './images.js';
import type { StoredVariants } from './repository.js';

/** Media objects live under their own prefix, apart from compliance evidence (`uploads`). */
export const MEDIA_STORAGE_PREFIX = 'media';

/** An image written to storage in all its sizes, not yet recorded. */
export interface StoredMedia {
  name: string;
  type: StoredMediaType;
  width: number;
  height: number;
  /** Bytes of every size together: what counts against the quota. */
  size: number;
  variants: StoredVariants;
}

const fileError = (kind: ErrorKind, key: string, params: Record<string, string | number> = {}) => fileRefusal(UPLOAD_FIELD, kind, key, params);
export const mediaTooLarge = (maxMb: number) => fileError('too_large', 'content.media_too_large', { max: maxMb });
export const quotaExceeded = (quotaMb: number) => fileError('invalid', 'content.media_quota', { max: quotaMb });
const PROBLEMS: Record<MediaProblem, () => AppError> = {
  type: () => fileError('unsupported_type', 'content.media_type'),
  image_unreadable: () => fileError('invalid', 'content.media_unreadable'),
  image_pixels: () => fileError('invalid', 'content.media_pixels', { max: UPLOAD_MAX_MEGAPIXELS }),
};

export async function removeVariants(storage: FileStorage, variants: StoredVariants): Promise<void> {
  await Promise.all(Object.values(variants).map((variant) => storage.remove(variant.key).catch(() => undefined)));
}

/**
 * Receives the images of the multipart field `files` through the shared intake (lib/file-intake.ts): each one
 * judged by content and re-encoded in every size (images.ts), refused once the uploader's quota would be
 * passed (`usedBytes` is what they had before this request), and written to storage under random keys. If any
 * file is refused, nothing this request wrote is kept.
 */
export function receiveMedia(request: FastifyRequest, ctx: AppContext, usedBytes: number): Promise<StoredMedia[]> {
  const { uploadMaxBytes, uploadMaxMb, quotaBytes, quotaMb } = ctx.config.media;
  let used = usedBytes;
  return receiveFiles<StoredMedia>(request, {
    field: UPLOAD_FIELD,
    maxBytes: uploadMaxBytes,
    maxFiles: MEDIA_UPLOAD_MAX_FILES,
    headBytes: MEDIA_SNIFF_BYTES,
    accepts: (head) => sniffMediaType(head) !== null,
    errors: {
      required: () => fileError('invalid', 'content.media_files_required'),
      tooLarge: () => mediaTooLarge(uploadMaxMb),
      tooMany: () => fileError('invalid', 'content.media_too_many_files', { max: MEDIA_UPLOAD_MAX_FILES }),
      wrongType: PROBLEMS.type,
      empty: PROBLEMS.image_unreadable,
    },
    async keep(data, clientName) {
      const encoded = await encodeMedia(data);
      if (!encoded.ok) throw PROBLEMS[encoded.problem]();
      const size = encoded.variants.reduce((total, variant) => total + variant.data.length, 0);
      if (used + size > quotaBytes) throw quotaExceeded(quotaMb);
      used += size;
      const variants: StoredVariants = {};
      try {
        for (const variant of encoded.variants) {
          const written = await ctx.storage.put(Readable.from([variant.data]), MEDIA_STORAGE_PREFIX);
          variants[variant.name] = { key: written.key, width: variant.width, height: variant.height, size: written.size };
        }
      } catch (error) {
        await removeVariants(ctx.storage, variants);
        throw error;
      }
      return { name: displayName(clientName, encoded.type), type: encoded.type, width: encoded.width, height: encoded.height, size, variants };
    },
    discard: (stored) => removeVariants(ctx.storage, stored.variants),
  });
}
