import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { filesUnder, multipartBody, pngImage, type FilePart } from './account.js';
import { nextAddress, type Registered, type TestApp } from './app.js';
import { createRole, userWithRole } from './factories.js';

let editorCounter = 0;

/** A user holding only media.manage (no second factor required, so the registration token stays usable). */
export async function mediaEditor(t: TestApp, name = 'Media Editor'): Promise<Registered> {
  editorCounter += 1;
  const role = `media-editor-${editorCounter}`;
  await createRole(t, role, ['media.manage']);
  return userWithRole(t, role, { name });
}

/** POST /api/v1/admin/media with the files in the field `files` (unless a part names another field). */
export function uploadMedia(app: FastifyInstance, token: string | undefined, files: readonly FilePart[], query = '') {
  const body = multipartBody(files.map((file) => ({ field: 'files', ...file })));
  return app.inject({
    method: 'POST',
    url: `/api/v1/admin/media${query}`,
    remoteAddress: nextAddress(),
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body.payload,
  });
}

/** Stored media objects (under DATA_DIR/files/media), as paths. */
export function storedMedia(t: TestApp): string[] {
  return filesUnder(path.join(t.ctx.config.dataDir, 'files', 'media')).sort();
}

/** The bytes of every stored object of a media row. */
export function objectsOf(t: TestApp, variants: Record<string, { key: string }>): Buffer[] {
  return Object.values(variants).map((variant) => fs.readFileSync(path.join(t.ctx.config.dataDir, 'files', variant.key)));
}

/** A photo-like JPEG carrying EXIF (camera, description, GPS position) and an orientation, as a phone writes one. */
export async function phoneJpeg(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp(await pngImage(width, height))
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'Leaky 9', ImageDescription: 'SECRET-DESCRIPTION', Copyright: 'SECRET-OWNER' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3900/100' },
    })
    .withMetadata({ orientation })
    .jpeg()
    .toBuffer();
}

export const webpImage = async (width = 64, height = 48) => sharp(await pngImage(width, height)).webp().toBuffer();
export const gifImage = async (width = 64, height = 48) => sharp(await pngImage(width, height)).gif().toBuffer();

/** Files that are no image, whatever their names say. */
export const NOT_IMAGES: Record<string, Buffer> = {
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>'),
  html: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  xml: Buffer.from('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'),
  php: Buffer.from('<?php system($_GET["c"]); ?>'),
  // A PHP archive: a stub, then the archive; what matters is that it is no image.
  phar: Buffer.from('<?php __HALT_COMPILER(); ?>\r\n\x00\x00\x00\x00GBMB', 'latin1'),
  js: Buffer.from('fetch("/api/v1/me").then(r => r.text()).then(alert)'),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  // An image type the library does not take (TIFF), real or not.
  tiff: Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00, 0, 0, 0, 0]),
};
