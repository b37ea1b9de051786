import { Readable } from 'node:stream';
import { sniffUploadType, UPLOAD_FIELD, UPLOAD_MAX_FILES, UPLOAD_MAX_MEGAPIXELS, UPLOAD_SNIFF_BYTES, type ErrorKind, type UploadMimeType } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from '../../lib/errors.js';
import { fileRefusal, receiveFiles } from '../../lib/file-intake.js';
import type { FileStorage } from '../../lib/storage.js';
import { checkContent, type ContentProblem } from './content-check.js';
import { cleanFileName, displayName } from './file-names.js';

export const UPLOAD_STORAGE_PREFIX = 'uploads';

export interface StoredUpload {
  key: string;
  name: string;
  type: UploadMimeType;
  size: number;
  /** SHA-256 (hex) of the bytes kept, computed as they were written to storage. */
  sha256: string;
}

const fileError = (kind: ErrorKind, key: string, params: Record<string, string | number> = {}) => fileRefusal(UPLOAD_FIELD, kind, key, params);
const wrongType = () => fileError('unsupported_type', 'validation.upload_type');
export const tooLarge = (maxMb: number) => fileError('too_large', 'errors.upload_too_large', { max: maxMb });
const tooMany = () => fileError('invalid', 'validation.max_photos');
const emptyFile = (name: string) => fileError('invalid', 'validation.upload_empty', { name });

const PROBLEM_MESSAGES: Record<Exclude<ContentProblem, 'type'>, string> = {
  image_unreadable: 'validation.upload_image_unreadable',
  image_pixels: 'validation.upload_image_pixels',
  pdf_active: 'validation.upload_pdf_active',
  pdf_unreadable: 'validation.upload_pdf_unreadable',
  mixed: 'validation.upload_mixed_content',
};

function refused(problem: ContentProblem, name: string): AppError {
  if (problem === 'type') return wrongType();
  return fileError('invalid', PROBLEM_MESSAGES[problem], { name, max: UPLOAD_MAX_MEGAPIXELS });
}

/**
 * Receives every file of the multipart field `files` (lib/file-intake.ts): each judged by content
 * (checkContent: images re-encoded within the pixel limit, PDFs inspected), and the bytes to keep written to
 * storage under a name generated from the client's and the real type, hashed (SHA-256) as they are written: the
 * hash is of the bytes kept, so it matches what an officer or an auditor downloads. If any file is refused (or the
 * request breaks off), every object this request wrote is removed before the error is thrown.
 */
export function receiveUploads(request: FastifyRequest, storage: FileStorage, maxBytes: number): Promise<StoredUpload[]> {
  const maxMb = Math.round(maxBytes / (1024 * 1024));
  return receiveFiles<StoredUpload>(request, {
    field: UPLOAD_FIELD,
    maxBytes,
    maxFiles: UPLOAD_MAX_FILES,
    headBytes: UPLOAD_SNIFF_BYTES,
    accepts: (head) => sniffUploadType(head) !== null,
    errors: {
      required: () => invalid({ [UPLOAD_FIELD]: 'validation.upload_required' }, 'validation.upload_required'),
      tooLarge: () => tooLarge(maxMb),
      tooMany,
      wrongType,
      empty: (name) => emptyFile(cleanFileName(name)),
    },
    async keep(data, clientName) {
      const checked = await checkContent(data, { reencode: true });
      if (!checked.ok) {
        const type = sniffUploadType(data);
        throw refused(checked.problem, type ? displayName(clientName, type) : cleanFileName(clientName));
      }
      const written = await storage.put(Readable.from([checked.data]), UPLOAD_STORAGE_PREFIX);
      return { key: written.key, name: displayName(clientName, checked.type), type: checked.type, size: written.size, sha256: written.sha256 };
    },
    discard: (file) => storage.remove(file.key),
  });
}
