import { sniffUploadType, UPLOAD_MAX_MEGAPIXELS, type UploadMimeType } from '@portal/contract';
import sharp from 'sharp';
import { inspectPdf } from './pdf-inspection.js';

/** Most pixels an image may have: {@link UPLOAD_MAX_MEGAPIXELS} million. sharp refuses to decode more. */
export const IMAGE_MAX_PIXELS = UPLOAD_MAX_MEGAPIXELS * 1_000_000;

/** Why a file is not accepted as evidence; each has a message for the uploader and a note for a pack. */
export type ContentProblem = 'type' | 'image_unreadable' | 'image_pixels' | 'pdf_active' | 'pdf_unreadable' | 'mixed';

export type CheckedContent = { ok: true; type: UploadMimeType; data: Buffer } | { ok: false; problem: ContentProblem };

/** Truncated data and decoder errors fail; mere warnings (a stray byte a phone wrote) do not. */
const decoding = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'truncated' } as const;

async function checkImage(data: Buffer, type: 'image/jpeg' | 'image/png', reencode: boolean): Promise<CheckedContent> {
  let size: { width?: number; height?: number; format?: string };
  try {
    // Only the headers are read here, so no limit is needed to learn how many pixels the image claims.
    size = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, problem: 'image_unreadable' };
  }
  if (size.format !== (type === 'image/jpeg' ? 'jpeg' : 'png') || !size.width || !size.height) return { ok: false, problem: 'image_unreadable' };
  if (size.width * size.height > IMAGE_MAX_PIXELS) return { ok: false, problem: 'image_pixels' };
  try {
    if (!reencode) {
      // Decoding every pixel proves the file readable; JPEGs shrink while decoding, so this stays cheap.
      await sharp(data, decoding).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
      return { ok: true, type, data };
    }
    // Only the pixels survive: EXIF (GPS position, camera), comments, text chunks and anything appended to the
    // image (a PDF or a script riding along) are dropped. The camera's orientation is applied first.
    const image = sharp(data, decoding).autoOrient();
    const encoded = await (type === 'image/jpeg' ? image.jpeg({ quality: 90 }) : image.png()).toBuffer();
    return { ok: true, type, data: encoded };
  } catch {
    return { ok: false, problem: 'image_unreadable' };
  }
}

/**
 * Decides by content whether bytes may be kept as compliance evidence. Images (JPEG, PNG) must decode within the
 * pixel limit; with `reencode` the answer carries them decoded and encoded again in the same format. PDFs must
 * pass {@link inspectPdf} and are kept byte for byte. Anything else is of the wrong type.
 */
export async function checkContent(data: Buffer, options: { reencode: boolean }): Promise<CheckedContent> {
  const type = sniffUploadType(data);
  if (!type) return { ok: false, problem: 'type' };
  if (type !== 'application/pdf') return checkImage(data, type, options.reencode);
  const verdict = await inspectPdf(data);
  if (verdict.ok) return { ok: true, type, data };
  const problems = { active: 'pdf_active', unreadable: 'pdf_unreadable', mixed: 'mixed' } as const;
  return { ok: false, problem: problems[verdict.reason] };
}
