import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from './helpers/account.js';
import { createTestApp, nextAddress, registerUser, type Registered, type TestApp } from './helpers/app.js';
import { jpegImage, PDF, storedUploads, upload } from './helpers/compliance.js';
import {
  ACTIVE_PDFS,
  decompressionBombPng,
  jpegPdfPolyglot,
  jpegWithComment,
  pdfBomb,
  pdfWith,
  pixelFloodPng,
  pngWithText,
  realisticPdf,
} from './helpers/samples.js';
import { multipartBody } from './helpers/account.js';

let t: TestApp;
let me: Registered;
beforeAll(async () => {
  t = await createTestApp();
  me = await registerUser(t.app);
});
afterAll(async () => t?.close());

const PAYLOAD = '<?php system($_GET["c"]); ?>';

/** Uploads one file and answers with what the API said and the bytes it then serves. */
async function uploadAndFetch(filename: string, contentType: string, data: Buffer) {
  const res = await upload(t.app, me.token, [{ filename, contentType, data }]);
  expect(res.statusCode, res.body).toBe(201);
  const file = res.json().data[0] as { id: string; name: string; type: string; size: number };
  const served = await t.app.inject({ method: 'GET', url: `/api/v1/files/${file.id}`, headers: { authorization: `Bearer ${me.token}` } });
  expect(served.statusCode).toBe(200);
  const [row] = await t.query<{ storage_key: string; size: number; name: string }>(sql`select storage_key, size, name from uploads where id = ${file.id}`);
  const onDisk = fs.readFileSync(path.join(t.ctx.config.dataDir, 'files', row!.storage_key));
  return { file, served: served.rawPayload, row: row!, onDisk };
}

/** A request that must be refused, leaving no row and no stored file (nor a partial one) behind. */
async function expectRefused(filename: string, data: Buffer, status: number, message: string, lang?: 'bn') {
  const before = { rows: await t.countRows('uploads'), files: storedUploads(t) };
  const body = multipartBody([{ field: 'files', filename, contentType: 'application/octet-stream', data }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads',
    remoteAddress: nextAddress(),
    headers: { ...body.headers, authorization: `Bearer ${me.token}`, ...(lang ? { ebdlang: lang } : {}) },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toBe(message);
  expect(res.json().errors).toEqual({ files: [message] });
  expect(await t.countRows('uploads')).toBe(before.rows);
  expect(storedUploads(t)).toEqual(before.files);
}

describe('images are decoded and re-encoded', () => {
  it('serves a JPEG without its EXIF, GPS position or comment, still a JPEG, upright, sized as stored', async () => {
    const original = await sharp(await pngImage(40, 30))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Artist: 'secret-artist' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .toBuffer();
    expect(await sharp(original).metadata()).toMatchObject({ orientation: 6, width: 40, height: 30 });
    expect(original.includes(Buffer.from('secret-artist'))).toBe(true);
    const withComment = jpegWithComment(original, PAYLOAD);
    expect((await sharp(withComment).metadata()).exif).toBeDefined();
    const { file, served, row, onDisk } = await uploadAndFetch('camera.jpg', 'image/jpeg', withComment);
    expect(file).toMatchObject({ type: 'image/jpeg', size: onDisk.length });
    expect(row.size).toBe(onDisk.length);
    expect(served.equals(onDisk)).toBe(true);
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 30, height: 40 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    for (const secret of ['secret-artist', PAYLOAD, 'Exif', 'GPS']) expect(served.includes(Buffer.from(secret)), secret).toBe(false);
  });

  it('serves a PNG without its text chunks, still a PNG', async () => {
    const png = pngWithText(await pngImage(32, 24), PAYLOAD);
    const { file, served } = await uploadAndFetch('scan.png', 'image/png', png);
    expect(file.type).toBe('image/png');
    expect((await sharp(served).metadata()).format).toBe('png');
    expect(served.includes(Buffer.from(PAYLOAD))).toBe(false);
    expect(served.includes(Buffer.from('tEXt'))).toBe(false);
  });

  it('kills a JPEG/PDF polyglot: the PDF inside is not in what is kept', async () => {
    const polyglot = jpegPdfPolyglot(await jpegImage(40, 30));
    expect(polyglot.includes(Buffer.from('%PDF-'))).toBe(true);
    const { file, served } = await uploadAndFetch('photo.pdf', 'application/pdf', polyglot);
    expect(file).toMatchObject({ type: 'image/jpeg', name: 'photo.jpg' });
    expect(served.includes(Buffer.from('%PDF-'))).toBe(false);
    expect(served.includes(Buffer.from('JavaScript'))).toBe(false);
  });

  it('refuses a pixel flood and a decompression bomb with 422, in English and Bengali', async () => {
    await expectRefused('flood.png', pixelFloodPng(), 422, 'The image flood.png is too large: at most 50 megapixels');
    await expectRefused('bomb.png', decompressionBombPng(), 422, 'The image bomb.png is too large: at most 50 megapixels');
    await expectRefused('bomb.png', decompressionBombPng(), 422, 'bomb.png ছবিটি খুব বড়: সর্বোচ্চ ৫০ মেগাপিক্সেল দেওয়া যায়', 'bn');
  });

  it('refuses an image that does not decode with 422', async () => {
    const png = await pngImage(32, 24);
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.from('this is not the rest of a png')]);
    await expectRefused('broken.png', broken, 422, 'The image broken.png could not be read. Please try another file.');
    const jpeg = await jpegImage(64, 48);
    await expectRefused('cut.jpg', jpeg.subarray(0, jpeg.length / 2), 422, 'The image cut.jpg could not be read. Please try another file.');
  });
});

describe('PDFs are inspected', () => {
  it('keeps plain PDFs byte for byte', async () => {
    for (const pdf of [PDF, await realisticPdf(), pdfWith('/OpenAction [3 0 R /Fit]')]) {
      const { file, served } = await uploadAndFetch('statement.pdf', 'application/pdf', pdf);
      expect(file).toMatchObject({ type: 'application/pdf', size: pdf.length });
      expect(served.equals(pdf)).toBe(true);
    }
  });

  it('refuses active content of every kind with 422 and a clear message', async () => {
    const message = (name: string) =>
      `The PDF ${name} contains scripts, automatic actions or attached files, which are not accepted. ` +
      'Please save it again as a plain PDF (for example with "Print to PDF") or scan the paper copy.';
    for (const [kind, make] of Object.entries(ACTIVE_PDFS)) {
      await expectRefused('form.pdf', make(), 422, message('form.pdf')).catch((error: Error) => {
        throw new Error(`${kind}: ${error.message}`);
      });
    }
  });

  it('refuses a PDF zip bomb and an encrypted PDF, which cannot be checked', async () => {
    const message = 'The PDF x.pdf could not be checked: it is damaged, encrypted or too complex. Please save it again as a plain PDF.';
    await expectRefused('x.pdf', pdfBomb(80), 422, message);
    await expectRefused('x.pdf', pdfWith('', [], { trailer: '/Encrypt << /Filter /Standard >>' }), 422, message);
  });

  it('refuses a PDF with another file after it, and a file with a PDF after something else', async () => {
    const message = 'The file x.pdf is not a plain PDF: it has other content attached. Please save it again as a PDF.';
    await expectRefused('x.pdf', pdfWith('', [], { tail: 'PK\x03\x04 a zip archive' }), 422, message);
    await expectRefused('x.pdf', Buffer.concat([Buffer.from('<html><script>alert(1)</script>'), PDF]), 415, 'Only JPEG, PNG and PDF files are allowed');
  });
});

describe('display names', () => {
  it('stores a clean generated name with the extension of the real type', async () => {
    const jpeg = await jpegImage();
    const cases: Array<[string, Buffer, string]> = [
      ['x.php', PDF, 'x.pdf'],
      ['x.jpg.php', jpeg, 'x-jpg.jpg'],
      ['x.php:jpg', jpeg, 'x.jpg'],
      ['x.php. . ', PDF, 'x.pdf'],
      ['CON.pdf', PDF, 'CON_.pdf'],
      ['invoice\u202Egpj.exe', jpeg, 'invoicegpj.jpg'],
    ];
    for (const [given, data, stored] of cases) {
      const res = await upload(t.app, me.token, [{ filename: given, contentType: 'application/octet-stream', data }]);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data[0].name, given).toBe(stored);
      const [row] = await t.query<{ name: string }>(sql`select name from uploads where id = ${res.json().data[0].id}`);
      expect(row?.name).toBe(stored);
    }
  });
});
