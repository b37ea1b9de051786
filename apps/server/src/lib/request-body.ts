import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppError } from './errors.js';

/** Room for a multipart body's boundaries, part headers and small fields, beyond its files. */
export const MULTIPART_OVERHEAD_BYTES = 256 * 1024;

/**
 * A preHandler that refuses with `error()` a request whose declared Content-Length is already more than the
 * largest valid request, before a byte of its body is read.
 */
export function refuseBodiesOver(maxBytes: number, error: () => AppError) {
  return async (request: FastifyRequest) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) throw error();
  };
}

/**
 * Answers that leave part of the request body unread (a refusal half-way through an upload, or before it) close
 * the connection. Otherwise Node, to keep the connection for the next request, would first read and discard the
 * rest of the body, however large. With `Connection: close` the socket is destroyed once the answer is written.
 * For the routes of the plugin it is called in.
 */
export function closeConnectionsWithUnreadBodies(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.raw.complete === false) reply.header('connection', 'close');
  });
}

/** Errors the multipart parser raises when the body ends (or the client goes) before the form does. */
export function isTruncatedBody(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === 'FST_MP_PREMATURE_CLOSE' || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE') return true;
  return typeof message === 'string' && /unexpected end of (form|multipart data)|terminated early|aborted/i.test(message);
}

export interface PartRules {
  maxBytes: number;
  tooLarge: () => AppError;
  /** Bytes `accepts` needs to judge the start of the file, and the judgement; `refused()` is thrown otherwise. */
  headBytes: number;
  accepts: (head: Buffer) => boolean;
  refused: () => AppError;
}

/**
 * Reads one file part of a multipart request into memory (empty when the part is). Fails at once, reading no
 * further, when the first bytes are refused or the file passes `maxBytes`: busboy would otherwise go on reading
 * an oversized file to its end only to discard it. A body that ends inside the part fails as truncated.
 *
 * Once settled it lets go of the stream: the part stays referenced by the parser until the request ends, and a
 * listener left on it would keep this file's chunks and its whole contents (through the settled promise) in memory
 * while the request's other files are read and checked: five files of 5 MB held 50 MB a request instead of 10.
 */
export function readPart(file: Readable & { truncated?: boolean }, rules: PartRules): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // The parser may already have failed the stream (a body cut short, all of it parsed at once).
    if (file.errored || file.destroyed) return reject(file.errored ?? new Error('Unexpected end of form'));
    let chunks: Buffer[] = [];
    let length = 0;
    let judged = false;
    const detach = () => {
      file.off('data', onData).off('limit', onLimit).off('error', fail).off('close', onClose).off('end', onEnd);
      chunks = [];
    };
    function fail(error: unknown) {
      detach();
      file.pause();
      reject(error);
    }
    function onData(chunk: Buffer) {
      chunks.push(chunk);
      length += chunk.length;
      if (length > rules.maxBytes) return fail(rules.tooLarge());
      if (!judged && length >= rules.headBytes) {
        judged = true;
        if (!rules.accepts(Buffer.concat(chunks))) fail(rules.refused());
      }
    }
    function onLimit() {
      fail(rules.tooLarge());
    }
    function onClose() {
      fail(new Error('Unexpected end of form'));
    }
    function onEnd() {
      if (file.truncated) return fail(rules.tooLarge());
      const data = Buffer.concat(chunks, length);
      detach();
      if (!judged && length > 0 && !rules.accepts(data)) return reject(rules.refused());
      resolve(data);
    }
    file.on('data', onData).once('limit', onLimit).once('error', fail).once('close', onClose).once('end', onEnd);
  });
}
