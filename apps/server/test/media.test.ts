import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type TMediaItem } from '@portal/contract';
import { pngImage } from './helpers/account.js';
import { createTestApp, registerUser, type Registered, type TestApp } from './helpers/app.js';
import { decompressionBombPng, jpegPdfPolyglot, jpegWithComment, pixelFloodPng, pngWithText } from './helpers/samples.js';
import { gifImage, mediaEditor, NOT_IMAGES, objectsOf, phoneJpeg, storedMedia, uploadMedia, webpImage } from './helpers/media.js';

/** Uploading to the media library: only images, judged by their bytes, kept only as re-encoded pixels. */
const M = messages.en.content;
let t: TestApp;
let editor: Registered;
beforeAll(async () => {
  // A small per-file limit and quota, so both can be reached with small files.
  t = await createTestApp({ MEDIA_UPLOAD_MAX_MB: '1', MEDIA_QUOTA_MB: '2' });
  editor = await mediaEditor(t);
});
afterAll(async () => t?.close());

type Variants = Record<string, { key: string; width: number; height: number; size: number }>;
const mediaRow = async (id: string) =>
  (await t.query<{ name: string; mime_type: string; width: number; height: number; size: number; variants: Variants; owner_id: string }>(
    sql`select name, mime_type, width, height, size, variants, owner_id from media where id = ${id}`,
  ))[0]!;

/** A request that must be refused with `status` and `message`, leaving no row, no object and no audit entry. */
async function expectRefused(res: Awaited<ReturnType<typeof uploadMedia>>, status: number, message: string, before: { rows: number; files: string[] }) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toBe(message);
  expect(await t.countRows('media')).toBe(before.rows);
  expect(storedMedia(t)).toEqual(before.files);
}
const snapshot = async () => ({ rows: await t.countRows('media'), files: storedMedia(t) });

describe('POST /api/v1/admin/media', () => {
  it('stores a JPEG, a PNG, a WebP and a GIF, each in the sizes smaller than itself plus the original', async () => {
    const files = [
      { filename: 'wide photo.jpg', contentType: 'image/jpeg', data: await phoneJpeg(2000, 1000) },
      { filename: 'small.png', contentType: 'image/png', data: await pngImage(300, 200) },
      { filename: 'modern.webp', contentType: 'image/webp', data: await webpImage(500, 400) },
      { filename: 'old.gif', contentType: 'image/gif', data: await gifImage(64, 48) },
    ];
    const res = await uploadMedia(t.app, editor.token, files, '?folder=Campaign 2025');
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as TMediaItem[];
    expect(data.map((item) => [item.name, item.mime_type, item.width, item.height, item.folder, item.alt])).toEqual([
      ['wide photo.jpg', 'image/jpeg', 2000, 1000, 'Campaign 2025', ''],
      ['small.png', 'image/png', 300, 200, 'Campaign 2025', ''],
      ['modern.webp', 'image/webp', 500, 400, 'Campaign 2025', ''],
      // A GIF is kept as the PNG of its first frame.
      ['old.png', 'image/png', 64, 48, 'Campaign 2025', ''],
    ]);
    expect(data[0]!.variants).toEqual({
      thumb: { url: `/api/v1/media/${data[0]!.id}/thumb`, width: 150, height: 75 },
      small: { url: `/api/v1/media/${data[0]!.id}/small`, width: 480, height: 240 },
      medium: { url: `/api/v1/media/${data[0]!.id}/medium`, width: 960, height: 480 },
      large: { url: `/api/v1/media/${data[0]!.id}/large`, width: 1600, height: 800 },
      original: { url: `/api/v1/media/${data[0]!.id}/original`, width: 2000, height: 1000 },
    });
    expect(Object.keys(data[1]!.variants)).toEqual(['thumb', 'original']);
    expect(Object.keys(data[2]!.variants)).toEqual(['thumb', 'small', 'original']);
    expect(Object.keys(data[3]!.variants)).toEqual(['original']);
    expect(data[0]!.owner).toEqual({ id: editor.user.id, name: 'Media Editor' });

    for (const item of data) {
      const row = await mediaRow(item.id);
      expect(row.owner_id).toBe(editor.user.id);
      let total = 0;
      for (const [name, variant] of Object.entries(row.variants)) {
        // Random keys under the media prefix, apart from compliance evidence; nothing of the client's name.
        expect(variant.key).toMatch(/^media\/[a-f0-9]{2}\/[a-f0-9]{32}$/);
        const bytes = fs.readFileSync(path.join(t.ctx.config.dataDir, 'files', variant.key));
        expect(bytes.length).toBe(variant.size);
        const meta = await sharp(bytes).metadata();
        expect([meta.format, meta.width, meta.height], name).toEqual([item.mime_type.slice(6), variant.width, variant.height]);
        total += variant.size;
      }
      // The quota counts every stored size.
      expect(row.size).toBe(total);
      expect(item.size).toBe(total);
    }
  });

  it('turns a phone photo upright and strips EXIF, GPS and comments from every size', async () => {
    const photo = jpegWithComment(await phoneJpeg(1200, 800, 6), 'SECRET-COMMENT');
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await uploadMedia(t.app, editor.token, [{ filename: 'IMG_0001.JPG', contentType: 'image/jpeg', data: photo }]);
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json().data[0];
    // Orientation 6 is a quarter turn: the stored image is portrait.
    expect([item.width, item.height]).toEqual([800, 1200]);
    const row = await mediaRow(item.id);
    expect(Object.keys(row.variants).sort()).toEqual(['large', 'medium', 'original', 'small', 'thumb'].filter((v) => v !== 'large'));
    for (const bytes of objectsOf(t, row.variants)) {
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.comments ?? []).toEqual([]);
      expect(meta.orientation ?? 1).toBe(1);
      expect(bytes.toString('latin1')).not.toMatch(/SECRET|SecretCam|Leaky/);
    }
  });

  it('destroys polyglots: a JPEG carrying a PDF, HTML after the image, a PNG with a script in a text chunk', async () => {
    const jpeg = await sharp(await pngImage(200, 150)).jpeg().toBuffer();
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const uploads = [
      { filename: 'poly.jpg', contentType: 'image/jpeg', data: jpegPdfPolyglot(jpeg) },
      { filename: 'tail.jpg', contentType: 'image/jpeg', data: Buffer.concat([jpeg, html]) },
      { filename: 'text.png', contentType: 'image/png', data: pngWithText(await pngImage(200, 150), '<script>alert(1)</script>') },
    ];
    const res = await uploadMedia(t.app, editor.token, uploads);
    expect(res.statusCode, res.body).toBe(201);
    for (const item of res.json().data) {
      for (const variant of Object.keys(item.variants)) {
        const served = await t.app.inject({ method: 'GET', url: `/api/v1/media/${item.id}/${variant}` });
        expect(served.statusCode).toBe(200);
        const text = served.rawPayload.toString('latin1');
        expect(text).not.toMatch(/%PDF|JavaScript|OpenAction|<script|<html/i);
        expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: item.mime_type.slice(6) });
      }
    }
  });

  it('decides the type by content: a PNG named x.php is a PNG with a clean generated name', async () => {
    const png = await pngImage(40, 30);
    const names: Array<[string, string]> = [
      ['x.php', 'x.png'],
      ['x.PhP', 'x.png'],
      ['x.jpg.php', 'x-jpg.png'],
      ['x.php.png', 'x-php.png'],
      ['x.png.', 'x.png'],
      ['x.png   ', 'x.png'],
      ['x.php:.png', 'x-php.png'],
      ['x.php::$DATA', 'x.png'],
      ['../../../etc/passwd', 'passwd.png'],
      ['..\\..\\windows\\win.ini', 'win.png'],
      ['%2e%2e%2fshell.php', '%2e%2e%2fshell.png'],
      ['shell.php\u0000.png', 'shell-php.png'],
      ['photo\u202egnp.php', 'photognp.png'],
      [`${'a'.repeat(400)}.php`, `${'a'.repeat(146)}.png`],
    ];
    const res = await uploadMedia(t.app, editor.token, names.map(([filename]) => ({ filename, contentType: 'application/x-php', data: png })).slice(0, 10));
    expect(res.statusCode, res.body).toBe(201);
    const more = await uploadMedia(t.app, editor.token, names.slice(10).map(([filename]) => ({ filename, contentType: 'text/html', data: png })));
    expect(more.statusCode, more.body).toBe(201);
    const items = [...res.json().data, ...more.json().data] as Array<{ name: string; mime_type: string }>;
    expect(items.map((item) => item.name)).toEqual(names.map(([, name]) => name));
    for (const item of items) {
      expect(item.mime_type).toBe('image/png');
      // eslint-disable-next-line no-control-regex -- no NUL may survive in a stored name
      expect(item.name).not.toMatch(/[/\\:\u0000]/);
    }
  });

  it.each(Object.entries(NOT_IMAGES))('refuses %s with 415 whatever it is called, and keeps nothing', async (_kind, data) => {
    for (const filename of ['x.jpg', 'x.png', 'x.svg', 'x.html', 'image.jpg.']) {
      const before = await snapshot();
      const res = await uploadMedia(t.app, editor.token, [{ filename, contentType: 'image/jpeg', data }]);
      await expectRefused(res, 415, M.media_type, before);
      expect(res.json().errors.files).toEqual([M.media_type]);
    }
  });

  it('refuses with 422 a file that starts like an image and is not one', async () => {
    const before = await snapshot();
    const res = await uploadMedia(t.app, editor.token, [{ filename: 'x.gif', contentType: 'image/gif', data: Buffer.from('GIF89a/*\x00\x00*/=1;alert(1)//', 'latin1') }]);
    await expectRefused(res, 422, M.media_unreadable, before);
  });

  it('refuses the whole request when one file of several is not an image', async () => {
    const before = await snapshot();
    const res = await uploadMedia(t.app, editor.token, [
      { filename: 'a.png', contentType: 'image/png', data: await pngImage(900, 600) },
      { filename: 'b.jpg', contentType: 'image/jpeg', data: NOT_IMAGES.html! },
    ]);
    await expectRefused(res, 415, M.media_type, before);
  });

  it('refuses a pixel flood and a decompression bomb (422) without decoding them, and a broken image', async () => {
    const max = M.media_pixels.replace('{{max}}', '50');
    for (const data of [pixelFloodPng(), decompressionBombPng()]) {
      const before = await snapshot();
      await expectRefused(await uploadMedia(t.app, editor.token, [{ filename: 'bomb.png', contentType: 'image/png', data }]), 422, max, before);
    }
    const png = await pngImage(300, 300);
    const before = await snapshot();
    const cut = png.subarray(0, Math.floor(png.length / 2));
    await expectRefused(await uploadMedia(t.app, editor.token, [{ filename: 'cut.png', contentType: 'image/png', data: cut }]), 422, M.media_unreadable, before);
  });

  it('refuses too large a file (413), too many files, and a request without images (422)', async () => {
    const noise = await sharp(Buffer.from(Array.from({ length: 800 * 800 * 3 }, () => Math.floor(Math.random() * 256))), {
      raw: { width: 800, height: 800, channels: 3 },
    })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1024 * 1024);
    let before = await snapshot();
    await expectRefused(await uploadMedia(t.app, editor.token, [{ filename: 'big.png', contentType: 'image/png', data: noise }]), 413, M.media_too_large.replace('{{max}}', '1'), before);

    const png = await pngImage(20, 20);
    before = await snapshot();
    const eleven = Array.from({ length: 11 }, (_, i) => ({ filename: `p${i}.png`, contentType: 'image/png', data: png }));
    await expectRefused(await uploadMedia(t.app, editor.token, eleven), 422, M.media_too_many_files.replace('{{max}}', '10'), before);

    before = await snapshot();
    await expectRefused(await uploadMedia(t.app, editor.token, [{ field: 'file', filename: 'p.png', contentType: 'image/png', data: png }]), 422, M.media_files_required, before);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/media',
      headers: { authorization: `Bearer ${editor.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ url: 'http://169.254.169.254/latest/meta-data/', name: 'x.php', content: '<?php ?>' }),
    });
    await expectRefused(json, 422, M.media_files_required, before);
  });

  it("refuses an upload past the uploader's quota and keeps nothing of it; others' quotas are their own", async () => {
    const owner = await mediaEditor(t, 'Quota Owner');
    // Random pixels do not compress: about 0.35 MB each, with its thumbnail.
    const noisy = async () =>
      sharp(Buffer.from(Array.from({ length: 340 * 340 * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width: 340, height: 340, channels: 3 } })
        .png()
        .toBuffer();
    const first = await uploadMedia(t.app, owner.token, [{ filename: 'n1.png', contentType: 'image/png', data: await noisy() }]);
    expect(first.statusCode, first.body).toBe(201);
    const before = await snapshot();
    const six = await Promise.all(Array.from({ length: 6 }, async (_, i) => ({ filename: `n${i}.png`, contentType: 'image/png', data: await noisy() })));
    const res = await uploadMedia(t.app, owner.token, six);
    await expectRefused(res, 422, M.media_quota.replace('{{max}}', '2'), before);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/media', headers: { authorization: `Bearer ${owner.token}` } });
    expect(list.json().quota).toEqual({ used: first.json().data[0].size, limit: 2 * 1024 * 1024 });
    // Another editor's space is untouched by this one's.
    const other = await uploadMedia(t.app, (await mediaEditor(t, 'Someone Else')).token, six.slice(0, 3));
    expect(other.statusCode, other.body).toBe(201);
  });

  it('needs a signed-in holder of media.manage, and reads no upload from anyone else', async () => {
    const png = await pngImage(20, 20);
    const before = await snapshot();
    expect((await uploadMedia(t.app, undefined, [{ filename: 'a.png', contentType: 'image/png', data: png }])).statusCode).toBe(401);
    const candidate = await registerUser(t.app);
    expect((await uploadMedia(t.app, candidate.token, [{ filename: 'a.png', contentType: 'image/png', data: png }])).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
