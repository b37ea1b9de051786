import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sniffUploadType, UPLOAD_FIELD, UPLOAD_MAX_FILES, UPLOAD_SNIFF_BYTES, type UploadMimeType } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/storage.js';
import { cleanFileName } from './file-names.js';

export const UPLOAD_STORAGE_PREFIX = 'uploads';

export interface StoredUpload {
  key: string;
  name: string;
  type: UploadMimeType;
  size: number;
}

class RejectedFile extends Error {
  constructor(
    readonly reason: 'type' | 'empty',
    readonly fileName: string,
  ) {
    super(`upload rejected: ${reason}`);
  }
}

/**
 * Lets bytes through once the first few show a JPEG, PNG or PDF, and fails the stream otherwise, so a
 * file is judged by its content while it streams to storage, never by its name or declared type.
 */
class ContentTypeGate extends Transform {
  type: UploadMimeType | null = null;
  private head: Buffer[] = [];
  private headLength = 0;

  constructor(private readonly fileName: string) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.type) return done(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < UPLOAD_SNIFF_BYTES) return done();
    this.decide(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.type) return done();
    if (this.headLength === 0) return done(new RejectedFile('empty', this.fileName));
    this.decide(done);
  }

  private decide(done: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.type = sniffUploadType(head);
    if (!this.type) return done(new RejectedFile('type', this.fileName));
    done(null, head);
  }
}

const wrongType = () =>
  new AppError(415, 'validation.upload_type', {}, { [UPLOAD_FIELD]: [{ key: 'validation.upload_type' }] });
const tooLarge = (maxMb: number) =>
  new AppError(413, 'errors.upload_too_large', { max: maxMb }, { [UPLOAD_FIELD]: [{ key: 'errors.upload_too_large', params: { max: maxMb } }] });
const tooMany = () =>
  new AppError(422, 'validation.max_photos', {}, { [UPLOAD_FIELD]: [{ key: 'validation.max_photos' }] });
const emptyFile = (name: string) =>
  new AppError(422, 'validation.upload_empty', { name }, { [UPLOAD_FIELD]: [{ key: 'validation.upload_empty', params: { name } }] });

/** Multipart limit errors of @fastify/multipart, by code. */
const LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

function translateError(error: unknown, maxMb: number): unknown {
  if (error instanceof RejectedFile) return error.reason === 'type' ? wrongType() : emptyFile(error.fileName);
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxMb);
  if (typeof code === 'string' && LIMIT_CODES.has(code)) return tooMany();
  return error;
}

/**
 * Streams every file of the multipart field `files` into storage, each checked by content and size on the
 * way, and returns what was stored. All or nothing: when any file is refused (or the request breaks off),
 * every object this request wrote is removed again before the error is thrown.
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
      const name = cleanFileName(part.filename);
      const gate = new ContentTypeGate(name);
      // Both halves fail together (a refused type ends the file stream, a broken request ends the gate); waiting
      // for both means storage has removed its partial object before the error is answered.
      const [written, fed] = await Promise.allSettled([storage.put(gate, UPLOAD_STORAGE_PREFIX), pipeline(part.file, gate)]);
      if (written.status === 'rejected') throw fed.status === 'rejected' ? fed.reason : written.reason;
      const type = gate.type;
      if (fed.status === 'rejected' || !type) {
        await storage.remove(written.value.key);
        throw fed.status === 'rejected' ? fed.reason : wrongType();
      }
      stored.push({ key: written.value.key, name, type, size: written.value.size });
      // Busboy cuts a file at the size limit and marks it truncated; what was kept is not the file.
      if (part.file.truncated) throw tooLarge(maxMb);
    }
  } catch (error) {
    await Promise.all(stored.map((file) => storage.remove(file.key).catch(() => undefined)));
    throw translateError(error, maxMb);
  }
  if (stored.length === 0) throw invalid({ [UPLOAD_FIELD]: 'validation.upload_required' }, 'validation.upload_required');
  return stored;
}
