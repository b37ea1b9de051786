import { AVATAR_SIZES, type AvatarSize } from '@portal/contract';
import sharp from 'sharp';
import { invalid } from '../../lib/errors.js';
import { AVATAR_FIELD } from './avatar-upload.js';

export const AVATAR_CONTENT_TYPE = 'image/jpeg';
/** Refuses images that would decode to more pixels than this (a small file can unpack into a huge bitmap). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes an uploaded JPEG or PNG and re-encodes it as square JPEGs in every AVATAR_SIZES size.
 * Re-encoding drops everything but the pixels: EXIF (location, camera), comments and anything hidden
 * after the image data. The browser has already cropped it square; a non-square upload is centre-cropped.
 */
export async function renderAvatar(upload: Buffer): Promise<Record<AvatarSize, Buffer>> {
  try {
    const metadata = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (metadata.format !== 'jpeg' && metadata.format !== 'png') throw new Error(`unexpected format ${metadata.format}`);
    const rendered = await Promise.all(
      AVATAR_SIZES.map((size) =>
        sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
          // Applies the camera's orientation before the metadata that carries it is dropped.
          .rotate()
          .resize(size, size, { fit: 'cover', position: 'centre' })
          // Transparent areas of a PNG become white rather than black in the JPEG.
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 85, mozjpeg: true })
          .toBuffer(),
      ),
    );
    return Object.fromEntries(AVATAR_SIZES.map((size, i) => [size, rendered[i]])) as Record<AvatarSize, Buffer>;
  } catch {
    throw invalid({ [AVATAR_FIELD]: 'validation.image_unreadable' });
  }
}
