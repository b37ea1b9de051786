import type { FastifyRequest } from 'fastify';
import type { ErrorKind } from '@portal/contract';
import { AppError, badRequest } from './errors.js';
import { isTruncatedBody, readPart } from './request-body.js';

/** A refusal of an uploaded file: the message as the answer's and as the field's, so a form shows it under the picker. */
export function fileRefusal(field: string, kind: ErrorKind, key: string, params: Record<string, string | number> = {}): AppError {
  return new AppError(kind, key, { params, fieldErrors: { [field]: [{ key, params }] } });
}

/** The refusals of a multipart upload, each an AppError carrying the feature's own message. */
export interface IntakeErrors {
  /** No file came in the field (or the request is not multipart). */
  required(): AppError;
  /** A file passed the size limit. */
  tooLarge(): AppError;
  /** More files (or parts, or fields) than allowed. */
  tooMany(): AppError;
  /** The first bytes are of no accepted type. */
  wrongType(): AppError;
  /** A file part with no bytes. */
  empty(clientName: string | undefined): AppError;
}

export interface IntakeRules<T> {
  field: string;
  maxBytes: number;
  maxFiles: number;
  /** Bytes `accepts` needs to judge the start of a file by content (never by name or Content-Type). */
  headBytes: number;
  accepts(head: Buffer): boolean;
  errors: IntakeErrors;
  /** Judges one whole file and stores what is to be kept; throws an AppError to refuse it. */
  keep(data: Buffer, clientName: string | undefined): Promise<T>;
  /** Undoes `keep` (removes the stored objects) when a later file, or the request, fails. */
  discard(kept: T): Promise<void>;
}

/** Multipart limit errors of @fastify/multipart, by code. */
const LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

function translateError(error: unknown, errors: IntakeErrors): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return errors.tooLarge();
  if (typeof code === 'string' && LIMIT_CODES.has(code)) return errors.tooMany();
  if (isTruncatedBody(error)) return badRequest();
  return error;
}

/**
 * Receives every file of one multipart field, one file at a time and at most `maxBytes` each in memory: refused
 * at once when its first bytes are of no accepted type or it passes the size limit (the rest of the body is
 * not read), then handed whole to `keep`. All or nothing: when any file is refused, or the body ends half-way
 * (400), everything kept so far is discarded before the error is thrown. Serves compliance evidence and the
 * media library alike; each brings its own judgement, storage and messages.
 */
export async function receiveFiles<T>(request: FastifyRequest, rules: IntakeRules<T>): Promise<T[]> {
  if (!request.isMultipart()) throw rules.errors.required();
  const kept: T[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: rules.maxBytes, files: rules.maxFiles, fields: 10, fieldSize: 1024, parts: rules.maxFiles + 10 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== rules.field) {
        part.file.resume();
        continue;
      }
      const data = await readPart(part.file, {
        maxBytes: rules.maxBytes,
        tooLarge: rules.errors.tooLarge,
        headBytes: rules.headBytes,
        accepts: rules.accepts,
        refused: rules.errors.wrongType,
      });
      if (data.length === 0) throw rules.errors.empty(part.filename);
      kept.push(await rules.keep(data, part.filename));
    }
  } catch (error) {
    await Promise.all(kept.map((item) => rules.discard(item).catch(() => undefined)));
    throw translateError(error, rules.errors);
  }
  if (kept.length === 0) throw rules.errors.required();
  return kept;
}
