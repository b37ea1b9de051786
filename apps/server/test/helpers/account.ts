import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { nextAddress } from './app.js';



export interface FilePart {
  field?: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body with the given files, as a browser would send it. */
export function multipartBody(files: readonly FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function uploadAvatar(app: FastifyInstance, token: string, files: readonly FilePart[]) {
  const body = multipartBody(files);
  return app.inject({
    method: 'POST',
    url: '/api/v1/account/avatar',
    remoteAddress: nextAddress(),
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
}

/** A real PNG photo-like image (a gradient) of the given size. */
export function pngImage(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    pixels[i * 3] = (i % width) % 256;
    pixels[i * 3 + 1] = Math.floor(i / width) % 256;
    pixels[i * 3 + 2] = 128;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

/** Files under a directory, recursively (none when it does not exist). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}
