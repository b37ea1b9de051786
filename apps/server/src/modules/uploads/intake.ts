import { Readable } from 'node:stream';
import { sniffUploadType, UPLOAD_FIELD, UPLOAD_MAX_FILES, UPLOAD_MAX_MEGAPIXELS, UPLOAD_SNIFF_BYTES, type UploadMimeType } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, invalid } from '../../lib/errors.js';
import { isTruncatedBody, readPart } from '../../lib/request-body.js';
import type { FileStorage } from '../../lib/storage.js';
import { checkContent, type ContentProblem } from './content-check.js';
import { cleanFileName, displayName } from './file-names.js';

export const UPLOAD_STORAGE_PREFIX = 'uploads';

export interface StoredUpload {
  key: string;
  name: string;
  type: UploadMimeType;
  size: number;
}

const fileError = (status: number, key: string, params: Record<string, string | number> = {}) =>
  new AppError(status, key, params, { [UPLOAD_FIELD]: [{ key, params }] });
const wrongType = () => fileError(415, 'validation.upload_type');
export const tooLarge = (maxMb: number) => fileError(413, 'errors.upload_too_large', { max: maxMb });
const tooMany = () => fileError(422, 'validation.max_photos');
const emptyFile = (name: string) => fileError(422, 'validation.upload_empty', { name });

const PROBLEM_MESSAGES: Record<Exclude<ContentProblem, 'type'>, string> = {
  image_unreadable: 'validation.upload_image_unreadable',
  image_pixels: 'validation.upload_image_pixels',
  pdf_active: 'validation.upload_pdf_active',
  pdf_unreadable: 'validation.upload_pdf_unreadable',
  mixed: 'validation.upload_mixed_content',
};

function refused(problem: ContentProblem, name: string): AppError {
  if (problem === 'type') return wrongType();
  return fileError(422, PROBLEM_MESSAGES[problem], { name, max: UPLOAD_MAX_MEGAPIXELS });
}

/** Multipart limit errors of @fastify/multipart, by code. */
const LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

function translateError(error: unknown, maxMb: number): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxMb);
  if (typeof code === 'string' && LIMIT_CODES.has(code)) return tooMany();
  if (isTruncatedBody(error)) return badRequest();
  return error;
}

/**
 * Receives every file of the multipart field `files`, one at a time: read (at most `maxBytes`), judged by
 * content (checkContent: images re-encoded within the pixel limit, PDFs inspected), and the bytes to keep
 * written to storage under a name generated from the client's and the real type. All or nothing: when any file
 * is refused (or the request breaks off), every object this request wrote is removed before the error is thrown.
 */
export async function receiveUploads(request: FastifyRequest, storage: FileStorage, maxBytes: number): Promise<StoredUpload[]> {
  const maxMb = Math.round(maxBytes / (1024 * 1024));
  if (!request.isMultipart()) throw invalid({ [UPLOAD_FIELD]: 'validation.upload_required' }, 'validation.upload_required');
  const stored: StoredUpload[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: UPLOAD_MAX_FILES, fields: 10, fieldSize: 1024, parts: UPLOAD_MAX_FILES + 10 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== UPLOAD_FIELD) {
        part.file.resume();
        continue;
      }
      const data = await readPart(part.file, {
        maxBytes,
        tooLarge: () => tooLarge(maxMb),
        headBytes: UPLOAD_SNIFF_BYTES,
        accepts: (head) => sniffUploadType(head) !== null,
        refused: wrongType,
      });
      if (data.length === 0) throw emptyFile(cleanFileName(part.filename));
      const checked = await checkContent(data, { reencode: true });
      if (!checked.ok) {
        const type = sniffUploadType(data);
        throw refused(checked.problem, type ? displayName(part.filename, type) : cleanFileName(part.filename));
      }
      const written = await storage.put(Readable.from([checked.data]), UPLOAD_STORAGE_PREFIX);
      stored.push({ key: written.key, name: displayName(part.filename, checked.type), type: checked.type, size: written.size });
    }
  } catch (error) {
    await Promise.all(stored.map((file) => storage.remove(file.key).catch(() => undefined)));
    throw translateError(error, maxMb);
  }
  if (stored.length === 0) throw invalid({ [UPLOAD_FIELD]: 'validation.upload_required' }, 'validation.upload_required');
  return stored;
}
