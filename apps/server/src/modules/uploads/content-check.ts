import { sniffUploadType, type UploadMimeType } from '@portal/contract';
import { measureImage, proveDecodable, uprightImage } from '../../lib/image-decoding.js';
import { inspectPdf } from './pdf-inspection.js';

/** Why a file is not accepted as evidence; each has a message for the uploader and a note for a pack. */
export type ContentProblem = 'type' | 'image_unreadable' | 'image_pixels' | 'pdf_active' | 'pdf_unreadable' | 'mixed';

export type CheckedContent = { ok: true; type: UploadMimeType; data: Buffer } | { ok: false; problem: ContentProblem };

async function checkImage(data: Buffer, type: 'image/jpeg' | 'image/png', reencode: boolean): Promise<CheckedContent> {
  const format = type === 'image/jpeg' ? 'jpeg' : 'png';
  const measured = await measureImage(data, format);
  if (!measured.ok) return measured;
  try {
    if (!reencode) {
      await proveDecodable(data);
      return { ok: true, type, data };
    }
    // Kept in the same format, holding only the pixels (lib/image-decoding.ts).
    const image = uprightImage(data);
    const encoded = await (format === 'jpeg' ? image.jpeg({ quality: 90 }) : image.png()).toBuffer();
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
