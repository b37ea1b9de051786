import { MEDIA_VARIANT_WIDTHS, sniffMediaType, type TMediaMimeType, type TMediaVariant } from '@portal/contract';
import sharp, { type Sharp } from 'sharp';
import { measureImage, uprightImage, type ImageProblem } from '../../lib/image-decoding.js';

/** sharp's name of each accepted type: the header must say the same as the first bytes. */
const INPUT_FORMAT: Record<TMediaMimeType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

/**
 * What each accepted type is stored as: its own format, except a GIF, whose first frame becomes a PNG (lossless,
 * so nothing is lost of a still GIF; an animation is not kept, and no GIF encoder touches uploaded data).
 */
export type StoredMediaType = Exclude<TMediaMimeType, 'image/gif'>;
const STORED_TYPE: Record<TMediaMimeType, StoredMediaType> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/webp': 'image/webp',
  'image/gif': 'image/png',
};

function encodeAs(image: Sharp, type: StoredMediaType): Sharp {
  if (type === 'image/jpeg') return image.jpeg({ quality: 85, mozjpeg: true });
  if (type === 'image/webp') return image.webp({ quality: 85 });
  return image.png();
}

export interface EncodedVariant {
  name: TMediaVariant;
  data: Buffer;
  width: number;
  height: number;
}

export type MediaProblem = 'type' | ImageProblem;
export type EncodedMedia =
  | { ok: true; type: StoredMediaType; width: number; height: number; variants: EncodedVariant[] }
  | { ok: false; problem: MediaProblem };

/**
 * Judges an upload by its bytes and makes every size the library serves. The type comes from the first bytes
 * (JPEG, PNG, WebP, GIF: nothing else, whatever the name or Content-Type says) and must agree with the header;
 * the header must claim no more pixels than the limit. The image is then decoded in process (sharp/libvips,
 * never a command line) and encoded again, upright, holding only the pixels: EXIF and GPS, comments, text
 * chunks and anything riding along (a PDF or HTML polyglot) are gone. The sizes (`thumb` .. `large`, by the
 * longest side, each only when smaller than the image) are made from that clean original, so the uploaded
 * bytes are decoded once.
 */
export async function encodeMedia(data: Buffer): Promise<EncodedMedia> {
  const sniffed = sniffMediaType(data);
  if (!sniffed) return { ok: false, problem: 'type' };
  const measured = await measureImage(data, INPUT_FORMAT[sniffed]);
  if (!measured.ok) return measured;
  const type = STORED_TYPE[sniffed];
  try {
    const original = await encodeAs(uprightImage(data), type).toBuffer({ resolveWithObject: true });
    const { width, height } = original.info;
    const variants: EncodedVariant[] = [{ name: 'original', data: original.data, width, height }];
    const longest = Math.max(width, height);
    for (const [name, side] of Object.entries(MEDIA_VARIANT_WIDTHS) as Array<[TMediaVariant, number]>) {
      if (side >= longest) continue;
      const resized = await encodeAs(sharp(original.data).resize(side, side, { fit: 'inside' }), type).toBuffer({ resolveWithObject: true });
      variants.push({ name, data: resized.data, width: resized.info.width, height: resized.info.height });
    }
    return { ok: true, type, width, height, variants };
  } catch (error) {
    // libvips says so when the pixels decoded are more than the limit (a header that lied about its size).
    if (error instanceof Error && /pixel limit/i.test(error.message)) return { ok: false, problem: 'image_pixels' };
    return { ok: false, problem: 'image_unreadable' };
  }
}
