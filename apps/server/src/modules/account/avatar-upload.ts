import { AVATAR_MAX_BYTES, sniffImageType } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from '../../lib/errors.js';

/** The form field that carries the picture. */
export const AVATAR_FIELD = 'file';

const unsupportedType = () => new AppError(415, 'errors.image_type', {}, { [AVATAR_FIELD]: [{ key: 'errors.image_type' }] });
const tooLarge = () => new AppError(413, 'errors.image_too_large', {}, { [AVATAR_FIELD]: [{ key: 'errors.image_too_large' }] });

/**
 * Reads the one picture of a multipart request into memory (at most AVATAR_MAX_BYTES) and checks by its
 * first bytes, not its name or declared type, that it is a JPEG or PNG: 413 when larger, 415 otherwise,
 * 422 when no picture or more than one came. Shared with the admin screen that changes someone else's picture.
 */
export async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw unsupportedType();
  let data: Buffer | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });
    // Read to the end, so a second file is noticed rather than silently ignored.
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname === AVATAR_FIELD) data = await part.toBuffer();
      else part.file.resume();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw invalid({ [AVATAR_FIELD]: 'validation.image_single' });
    }
    throw error;
  }
  if (!data || data.length === 0) throw invalid({ [AVATAR_FIELD]: 'validation.image_required' });
  if (!sniffImageType(data)) throw unsupportedType();
  return data;
}
