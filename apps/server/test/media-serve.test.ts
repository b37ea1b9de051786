import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pngImage } from './helpers/account.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { mediaEditor, uploadMedia } from './helpers/media.js';

/** Serving media: only the stored re-encoded bytes, under headers that keep them an image, at opaque ids. */
let t: TestApp;
let item: { id: string; variants: Record<string, { url: string }> };
let small: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  const editor = await mediaEditor(t);
  const res = await uploadMedia(t.app, editor.token, [
    { filename: 'Annual report.php.png', contentType: 'image/png', data: await pngImage(1000, 500) },
    { filename: 'ছবি.png', contentType: 'image/png', data: await pngImage(100, 80) },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  [item, small] = res.json().data;
});
afterAll(async () => t?.close());

const fetchMedia = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const objectOf = async (id: string, variant: string) => {
  const [row] = await t.query<{ variants: Record<string, { key: string }> }>(sql`select variants from media where id = ${id}`);
  return fs.readFileSync(path.join(t.ctx.config.dataDir, 'files', row!.variants[variant]!.key));
};

describe('GET /api/v1/media/{id}/{variant}', () => {
  it('streams the stored bytes to anyone, as an image that cannot become a page', async () => {
    for (const variant of ['thumb', 'small', 'medium', 'original']) {
      const res = await fetchMedia(`/api/v1/media/${item.id}/${variant}`);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(await objectOf(item.id, variant))).toBe(true);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.headers['content-disposition']).toBe(`inline; filename="Annual report-php.png"; filename*=UTF-8''Annual%20report-php.png`);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.etag).toMatch(/^"[a-f0-9]{32}"$/);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('names a Bengali file in RFC 6266 form: an ASCII fallback and the exact UTF-8 name', async () => {
    const res = await fetchMedia(`/api/v1/media/${small.id}/original`);
    expect(res.headers['content-disposition']).toBe(`inline; filename="___.png"; filename*=UTF-8''${encodeURIComponent('ছবি.png')}`);
  });

  it('answers 304 to a matching If-None-Match, and the same ETag for the same bytes', async () => {
    const first = await fetchMedia(`/api/v1/media/${item.id}/small`);
    const again = await fetchMedia(`/api/v1/media/${item.id}/small`, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    const other = await fetchMedia(`/api/v1/media/${item.id}/thumb`, { 'if-none-match': first.headers.etag as string });
    expect(other.statusCode).toBe(200);
  });

  it('answers a size the image is too small to have with the original (the largest there is)', async () => {
    expect(Object.keys(item.variants)).not.toContain('large');
    const large = await fetchMedia(`/api/v1/media/${item.id}/large`);
    expect(large.statusCode).toBe(200);
    expect(large.rawPayload.equals(await objectOf(item.id, 'original'))).toBe(true);
  });

  it('answers 404 for an unknown id or variant', async () => {
    expect((await fetchMedia('/api/v1/media/00000000-0000-4000-8000-000000000000/original')).statusCode).toBe(404);
    expect((await fetchMedia(`/api/v1/media/${item.id}/huge`)).statusCode).toBe(404);
    expect((await fetchMedia(`/api/v1/media/${item.id}`)).statusCode).toBe(404);
  });

  it('never reads anything for path tricks in the id or the variant: 404 (or 400 for a broken escape)', async () => {
    const read = vi.spyOn(t.ctx.storage, 'read');
    const exists = vi.spyOn(t.ctx.storage, 'exists');
    const ids = [
      '..',
      '%2e%2e',
      '..%2f..%2f..%2fetc%2fpasswd',
      '..%5c..%5cwindows%5cwin.ini',
      `${item.id}%00`,
      `${item.id}%2f..`,
      '%2fetc%2fpasswd',
      'C:%5cWindows%5cwin.ini',
      `${item.id.slice(0, -1)}\u0430`, // a Cyrillic а in place of the last hex digit
      item.id.replace(/[0-9]/, (d) => String.fromCharCode(0xff10 + Number(d))), // a full-width digit
      `${item.id}.png`,
      'media%2f00%2f' + '0'.repeat(32),
    ];
    const variants = ['..', '%2e%2e', '..%2f..%2fsecret.key', 'original%00', 'original%00.php', 'original.php', 'ORIGINAL', 'Thumb', 'orig%D1%96nal', 'original%2f..', '%5c..%5csecret.key', 'original%20', 'original%09', '.'];
    const urls = [
      ...ids.map((id) => `/api/v1/media/${encodeURI(id).replace(/%25/g, '%')}/original`),
      ...variants.map((variant) => `/api/v1/media/${item.id}/${variant}`),
      `/api/v1/media/${item.id}/../../../secret.key`,
      `/api/v1/media//etc/passwd`,
      `/api/v1/media/${item.id}/%`,
    ];
    for (const url of urls) {
      const res = await fetchMedia(url);
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.body, url).not.toMatch(/root:|BEGIN|\[fonts\]/);
    }
    expect(read).not.toHaveBeenCalled();
    expect(exists).not.toHaveBeenCalled();
    read.mockRestore();
    exists.mockRestore();
  });
});
