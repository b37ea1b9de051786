import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupUploads } from '../src/jobs/upload-cleanup.js';
import { multipartBody, pngImage } from './helpers/account.js';
import { createTestApp, nextAddress, registerUser, type Registered, type TestApp } from './helpers/app.js';
import { jpegImage, PDF, storedUploads, upload } from './helpers/compliance.js';
import { userWithRole } from './helpers/factories.js';

let t: TestApp;
let me: Registered;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  me = await registerUser(t.app);
  png = await pngImage(64, 48);
});
afterAll(async () => t?.close());

const uploadRows = (userId: string) =>
  t.query<{ id: string; storage_key: string; name: string; mime_type: string; size: number; attached_at: Date | null }>(
    sql`select id, storage_key, name, mime_type, size, attached_at from uploads where user_id = ${userId} order by created_at, name`,
  );

/** A request that must be refused with `status` and `message`, leaving no row and no stored file behind. */
async function expectRefused(files: Parameters<typeof upload>[2], status: number, message: string) {
  const before = { rows: await t.countRows('uploads'), files: storedUploads(t) };
  const res = await upload(t.app, me.token, files);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toBe(message);
  expect(res.json().errors.files).toEqual([message]);
  expect(await t.countRows('uploads')).toBe(before.rows);
  expect(storedUploads(t)).toEqual(before.files);
  return res;
}

describe('POST /api/v1/uploads', () => {
  it('needs a signed-in user', async () => {
    const body = multipartBody([{ field: 'files', filename: 'a.pdf', contentType: 'application/pdf', data: PDF }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/uploads', remoteAddress: nextAddress(), payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(401);
    expect(await t.countRows('uploads')).toBe(0);
  });

  it('stores two files under random keys and answers with their ids, names, types and sizes', async () => {
    const res = await upload(t.app, me.token, [
      { filename: 'passport scan.pdf', contentType: 'application/pdf', data: PDF },
      { filename: '../../etc/photo.png', contentType: 'image/png', data: png },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as Array<{ id: string; name: string; type: string; size: number }>;
    expect(data).toEqual([
      { id: expect.any(String), name: 'passport scan.pdf', type: 'application/pdf', size: PDF.length },
      { id: expect.any(String), name: 'photo.png', type: 'image/png', size: expect.any(Number) },
    ]);
    const rows = await uploadRows(me.user.id);
    expect(rows.map((row) => row.id).sort()).toEqual(data.map((file) => file.id).sort());
    for (const row of rows) {
      expect(row.attached_at).toBeNull();
      expect(row.storage_key).toMatch(/^uploads\/[a-f0-9]{2}\/[a-f0-9]{32}$/);
      expect(row.storage_key).not.toContain(row.name);
      // The size recorded is the size stored (an image is kept re-encoded).
      expect(fs.statSync(path.join(t.ctx.config.dataDir, 'files', row.storage_key)).size).toBe(row.size);
    }
    expect(storedUploads(t)).toHaveLength(2);
  });

  it('judges by content, not by name: a JPEG named .pdf is a JPEG', async () => {
    const jpeg = await jpegImage();
    const res = await upload(t.app, me.token, [{ filename: 'scan.pdf', contentType: 'application/pdf', data: jpeg }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data[0]).toMatchObject({ name: 'scan.jpg', type: 'image/jpeg' });
  });

  it('refuses more than 5 files and keeps none of them', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ filename: `page-${i}.pdf`, contentType: 'application/pdf', data: PDF }));
    await expectRefused(six, 422, 'Maximum 5 images for photo upload');
  });

  it('refuses a file over UPLOAD_MAX_MB (413), also when it comes after a good one', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    await expectRefused([{ filename: 'big.pdf', contentType: 'application/pdf', data: big }], 413, 'Each file must be 5 MB or smaller');
    await expectRefused(
      [
        { filename: 'ok.pdf', contentType: 'application/pdf', data: PDF },
        { filename: 'big.pdf', contentType: 'application/pdf', data: big },
      ],
      413,
      'Each file must be 5 MB or smaller',
    );
  });

  it('refuses HTML renamed .png, SVG and text with 415, whatever their declared type', async () => {
    const message = 'Only JPEG, PNG and PDF files are allowed';
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>');
    await expectRefused([{ filename: 'photo.png', contentType: 'image/png', data: html }], 415, message);
    await expectRefused([{ filename: 'logo.svg', contentType: 'image/svg+xml', data: svg }], 415, message);
    await expectRefused([{ filename: 'notes.pdf', contentType: 'application/pdf', data: Buffer.from('just some text') }], 415, message);
    // A good file before a bad one is removed again.
    await expectRefused(
      [
        { filename: 'ok.png', contentType: 'image/png', data: png },
        { filename: 'bad.png', contentType: 'image/png', data: html },
      ],
      415,
      message,
    );
  });

  it('refuses an empty file and a request without files with 422', async () => {
    await expectRefused([{ filename: 'empty.pdf', contentType: 'application/pdf', data: Buffer.alloc(0) }], 422, 'The file empty.pdf is empty');
    const res = await upload(t.app, me.token, [{ field: 'other', filename: 'a.pdf', contentType: 'application/pdf', data: PDF }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ files: ['Choose at least one file to upload'] });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      remoteAddress: nextAddress(),
      headers: { authorization: `Bearer ${me.token}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(422);
  });

  it('answers in Bengali when asked', async () => {
    const body = multipartBody([{ field: 'files', filename: 'x.png', contentType: 'image/png', data: Buffer.from('<html></html>') }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      remoteAddress: nextAddress(),
      headers: { ...body.headers, authorization: `Bearer ${me.token}`, ebdlang: 'bn' },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('শুধু JPEG, PNG এবং PDF ফাইল দেওয়া যায়');
  });
});

describe('GET /api/v1/files/{id}', () => {
  let fileId: string;
  /** The bytes kept: the upload re-encoded. */
  let stored: Buffer;
  beforeAll(async () => {
    const res = await upload(t.app, me.token, [{ filename: 'পাসপোর্ট: scan?.png', contentType: 'image/png', data: png }]);
    fileId = res.json().data[0].id;
    const [row] = await t.query<{ storage_key: string }>(sql`select storage_key from uploads where id = ${fileId}`);
    stored = fs.readFileSync(path.join(t.ctx.config.dataDir, 'files', row!.storage_key));
  });

  it('streams the file to its owner as a download under a safe name, never rendered in the app origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/files/${fileId}`, headers: { authorization: `Bearer ${me.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(stored)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(disposition).not.toMatch(/filename="[^"]*"[^;]*"/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe('পাসপোর্ট scan.png');
  });

  it('answers 404 to another candidate, exactly as for a file that does not exist', async () => {
    const other = await registerUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/files/${fileId}`, headers: { authorization: `Bearer ${other.token}` } });
    expect(res.statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/files/00000000-0000-4000-8000-000000000000',
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(missing.statusCode).toBe(404);
    expect({ ...res.json(), request_id: undefined }).toEqual({ ...missing.json(), request_id: undefined });
    const garbage = await t.app.inject({ method: 'GET', url: '/api/v1/files/not-a-uuid', headers: { authorization: `Bearer ${other.token}` } });
    expect(garbage.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/v1/files/${fileId}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets a compliance officer read it', async () => {
    const officer = await userWithRole(t, 'compliance-officer');
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/files/${fileId}`, headers: { authorization: `Bearer ${officer.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(stored)).toBe(true);
  });
});

describe('cleanup of unattached uploads', () => {
  it('removes uploads no form took after UPLOAD_UNATTACHED_HOURS, rows and files, and leaves newer and attached ones', async () => {
    const owner = await registerUser(t.app);
    const res = await upload(t.app, owner.token, [
      { filename: 'old.pdf', contentType: 'application/pdf', data: PDF },
      { filename: 'kept.pdf', contentType: 'application/pdf', data: PDF },
    ]);
    const [old, kept] = res.json().data as Array<{ id: string }>;
    await t.query(sql`update uploads set attached_at = now() where id = ${kept!.id}`);
    const filesBefore = storedUploads(t).length;

    // An hour short of the limit: nothing goes.
    const early = await cleanupUploads(t.ctx, new Date(Date.now() + 23 * 3600 * 1000));
    expect(early.removed).toBe(0);

    const later = new Date(Date.now() + 25 * 3600 * 1000);
    const result = await cleanupUploads(t.ctx, later);
    const remaining = await t.query<{ id: string }>(sql`select id from uploads where user_id = ${owner.user.id}`);
    expect(remaining.map((row) => row.id)).toEqual([kept!.id]);
    expect(result.removed).toBeGreaterThanOrEqual(1);
    expect(storedUploads(t).length).toBe(filesBefore - result.removed);
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/files/${old!.id}`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(read.statusCode).toBe(404);
    // Every remaining row still has its file.
    const keys = await t.query<{ storage_key: string }>(sql`select storage_key from uploads`);
    for (const { storage_key } of keys) expect(await t.ctx.storage.exists(storage_key)).toBe(true);
  });

  it('removes the .part files a crash during an upload leaves behind, once as old, and nothing outside the key pattern', async () => {
    const root = path.join(t.ctx.config.dataDir, 'files');
    const dir = path.join(root, 'uploads', 'ab');
    fs.mkdirSync(dir, { recursive: true });
    const old = new Date(Date.now() - 25 * 3600 * 1000);
    const plant = (name: string, mtime: Date) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, PDF);
      fs.utimesSync(file, mtime, mtime);
      return file;
    };
    // What kill -9 during LocalDiskStorage.put leaves: the temporary file, never renamed.
    const killed = plant(`ab${'0'.repeat(30)}.part`, old);
    const inFlight = plant(`ab${'1'.repeat(30)}.part`, new Date());
    const notOurs = plant('notes.part', old);
    const result = await cleanupUploads(t.ctx);
    expect(result.partials).toBe(1);
    expect(fs.existsSync(killed)).toBe(false);
    expect(fs.existsSync(inFlight)).toBe(true);
    expect(fs.existsSync(notOurs)).toBe(true);
    fs.rmSync(inFlight);
    fs.rmSync(notOurs);
  });

  it('removes stored objects no row points at (a crash between writing and recording)', async () => {
    const { Readable } = await import('node:stream');
    const orphan = await t.ctx.storage.put(Readable.from([PDF]), 'uploads');
    const now = await cleanupUploads(t.ctx);
    expect(now.orphans).toBe(0);
    expect(await t.ctx.storage.exists(orphan.key)).toBe(true);
    const later = await cleanupUploads(t.ctx, new Date(Date.now() + 25 * 3600 * 1000));
    expect(later.orphans).toBe(1);
    expect(await t.ctx.storage.exists(orphan.key)).toBe(false);
  });
});
