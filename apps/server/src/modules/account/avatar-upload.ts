import { AVATAR_MAX_BYTES, sniffImageType } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, invalid } from '../../lib/errors.js';
import { isTruncatedBody, MULTIPART_OVERHEAD_BYTES, readPart, refuseBodiesOver } from '../../lib/request-body.js';

/** The form field that carries the picture. */
export const AVATAR_FIELD = 'file';

const unsupportedType = () => new AppError('unsupported_type', 'errors.image_type', { fieldErrors: { [AVATAR_FIELD]: [{ key: 'errors.image_type' }] } });
const tooLarge = () => new AppError('too_large', 'errors.image_too_large', { fieldErrors: { [AVATAR_FIELD]: [{ key: 'errors.image_too_large' }] } });

/** The largest valid request: the picture, and room for the form around it. */
export const AVATAR_MAX_REQUEST_BYTES = AVATAR_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

/**
 * Refuses, before reading it, a body declared larger than any valid picture upload. For the preHandler of
 * every route that takes a picture.
 */
export const refuseOversizedAvatar = refuseBodiesOver(AVATAR_MAX_REQUEST_BYTES, tooLarge);

/**
 * Reads the one picture of a multipart request into memory (at most AVATAR_MAX_BYTES) and checks by its
 * first bytes, not its name or declared type, that it is a JPEG or PNG: 413 when larger (at once, reading no
 * further), 415 otherwise, 422 when no picture or more than one came, 400 when the body ends half-way.
 * Shared with the admin screen that changes someone else's picture.
 */
export async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw unsupportedType();
  let data: Buffer | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });
    // Read to the end, so a second file is noticed rather than silently ignored.
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== AVATAR_FIELD) {
        part.file.resume();
        continue;
      }
      data = await readPart(part.file, {
        maxBytes: AVATAR_MAX_BYTES,
        tooLarge,
        headBytes: 8,
        accepts: (head) => sniffImageType(head) !== null,
        refused: unsupportedType,
      });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw invalid({ [AVATAR_FIELD]: 'validation.image_single' });
    }
    if (isTruncatedBody(error)) throw badRequest();
    throw error;
  }
  if (!data || data.length === 0) throw invalid({ [AVATAR_FIELD]: 'validation.image_required' });
  return data;
}
