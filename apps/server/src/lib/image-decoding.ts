import { UPLOAD_MAX_MEGAPIXELS } from '@portal/contract';
import sharp, { type Sharp } from 'sharp';

/** Most pixels an uploaded image may have: {@link UPLOAD_MAX_MEGAPIXELS} million. sharp refuses to decode more. */
export const IMAGE_MAX_PIXELS = UPLOAD_MAX_MEGAPIXELS * 1_000_000;

/** Truncated data and decoder errors fail; mere warnings (a stray byte a phone wrote) do not. */
const DECODING = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'truncated' } as const;

export type ImageProblem = 'image_unreadable' | 'image_pixels';
export type MeasuredImage = { ok: true; width: number; height: number } | { ok: false; problem: ImageProblem };

/**
 * Reads only an image's header: it must be of `format` (sharp's name: jpeg, png, webp, gif), which the caller
 * sniffed from the first bytes, and claim no more than {@link IMAGE_MAX_PIXELS}. A pixel flood (a tiny file
 * that says it is 100,000 pixels square) is refused here without decoding anything. libvips reads many more
 * formats (SVG among them); the check that the header agrees with the sniffed type keeps them out.
 */
export async function measureImage(data: Buffer, format: string): Promise<MeasuredImage> {
  let size: { width?: number; height?: number; format?: string };
  try {
    // Only the headers are read here, so no limit is needed to learn how many pixels the image claims.
    size = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, problem: 'image_unreadable' };
  }
  if (size.format !== format || !size.width || !size.height) return { ok: false, problem: 'image_unreadable' };
  if (size.width * size.height > IMAGE_MAX_PIXELS) return { ok: false, problem: 'image_pixels' };
  return { ok: true, width: size.width, height: size.height };
}

/**
 * A decoder of `data` within the pixel limit, turned upright by the camera's orientation. Whatever is encoded
 * from it holds only the pixels: EXIF (GPS position, camera), comments, text chunks and anything appended to
 * the image (a PDF or a script riding along) are gone, since sharp writes no metadata unless asked to.
 * Animated images give their first frame.
 */
export function uprightImage(data: Buffer): Sharp {
  return sharp(data, DECODING).autoOrient();
}

/** Decodes every pixel (cheaply: JPEGs shrink while decoding), proving the file readable without keeping it. */
export async function proveDecodable(data: Buffer): Promise<void> {
  await sharp(data, DECODING).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
}
