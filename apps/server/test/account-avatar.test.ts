import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder, multipartBody, pngImage, uploadAvatar } from './helpers/account.js';
import { pixelFloodPng } from './helpers/samples.js';
import { ADMIN, call, createTestApp, loginAs, registerUser, type Registered, type TestApp } from './helpers/app.js';

let t: TestApp;
let me: Registered;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  me = await registerUser(t.app);
  png = await pngImage(300, 200);
});
afterAll(async () => t?.close());

const avatarFiles = () => filesUnder(path.join(t.ctx.config.dataDir, 'files', 'avatars'));
const avatarKeys = async (id: string) =>
  (await t.query<{ avatar_key: string | null; avatar_small_key: string | null }>(sql`select avatar_key, avatar_small_key from users where id = ${id}`))[0];
const getAvatar = (token: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } });

/** An upload that must be refused with `status` and leave no file, row or key behind. */
async function expectRefused(files: Parameters<typeof uploadAvatar>[2], status: number, errors?: Record<string, string[]>) {
  const before = { files: avatarFiles(), keys: await avatarKeys(me.user.id), audit: await t.countRows('audit_log') };
  const res = await uploadAvatar(t.app, me.token, files);
  expect(res.statusCode, res.body).toBe(status);
  if (errors) expect(res.json().errors).toEqual(errors);
  expect(avatarFiles()).toEqual(before.files);
  expect(await avatarKeys(me.user.id)).toEqual(before.keys);
  expect(await t.countRows('audit_log')).toBe(before.audit);
  return res;
}

describe('POST /api/v1/account/avatar', () => {
  it('needs a signed-in user', async () => {
    const body = multipartBody([{ filename: 'me.png', contentType: 'image/png', data: png }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/account/avatar', payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(401);
    expect(avatarFiles()).toEqual([]);
  });

  it('re-encodes a PNG into square 512 and 128 px JPEGs and serves them', async () => {
    const res = await uploadAvatar(t.app, me.token, [{ filename: 'me.png', contentType: 'image/png', data: png }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().avatar_version).toMatch(/^[0-9a-f]{16}$/);
    expect(avatarFiles()).toHaveLength(2);

    for (const size of [512, 128]) {
      const image = await getAvatar(me.token, `/api/v1/account/avatar/${size}`);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.headers['cache-control']).toBe('private, no-cache');
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: size, height: size });
    }
    const audit = await t.query(sql`select 1 from audit_log where action = 'account.avatar_replaced' and target_id = ${me.user.id}`);
    expect(audit).toHaveLength(1);
  });

  it('judges by content: a PNG named .jpg is fine, and camera metadata is stripped', async () => {
    const renamed = await uploadAvatar(t.app, me.token, [{ filename: 'photo.jpg', contentType: 'image/jpeg', data: png }]);
    expect(renamed.statusCode, renamed.body).toBe(200);

    const withExif = await sharp(png)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'Somebody' }, IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await uploadAvatar(t.app, me.token, [{ filename: 'camera.jpeg', contentType: 'image/jpeg', data: withExif }]);
    expect(res.statusCode, res.body).toBe(200);
    const stored = await getAvatar(me.token, '/api/v1/account/avatar/512');
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
  });

  it('replaces the old picture and removes its files', async () => {
    const before = avatarFiles();
    const version = (await call(t.app, 'GET', '/api/v1/account/profile', me.token)).json().avatar_version;
    const res = await uploadAvatar(t.app, me.token, [{ filename: 'new.png', contentType: 'image/png', data: await pngImage(640, 640) }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().avatar_version).not.toBe(version);
    const after = avatarFiles();
    expect(after).toHaveLength(2);
    expect(after.filter((file) => before.includes(file))).toEqual([]);
  });

  it('refuses an HTML page renamed .png with 415', async () => {
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    const res = await expectRefused([{ filename: 'cat.png', contentType: 'image/png', data: html }], 415, { file: ['Only JPEG and PNG images are allowed'] });
    expect(res.json().message).toBe('Only JPEG and PNG images are allowed');
    // A GIF and a PDF are real files, just not allowed ones.
    await expectRefused([{ filename: 'a.gif', contentType: 'image/gif', data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary') }], 415);
    await expectRefused([{ filename: 'a.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n%%EOF') }], 415);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const large = Buffer.concat([png.subarray(0, 8), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const res = await expectRefused([{ filename: 'big.png', contentType: 'image/png', data: large }], 413);
    expect(res.json().message).toBe('The image must be 5 MB or smaller');
  });

  it('refuses a broken image, a missing file and a request that is not a form upload', async () => {
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.from('this is not the rest of a png')]);
    await expectRefused([{ filename: 'broken.png', contentType: 'image/png', data: broken }], 422, {
      file: ['This image could not be read. Please try another file.'],
    });
    // A few KB claiming 100,000 x 100,000 pixels is refused from its header, never decoded.
    await expectRefused([{ filename: 'flood.png', contentType: 'image/png', data: pixelFloodPng() }], 422, {
      file: ['This image could not be read. Please try another file.'],
    });
    await expectRefused([], 422, { file: ['Choose an image'] });
    await expectRefused([{ field: 'picture', filename: 'me.png', contentType: 'image/png', data: png }], 422, { file: ['Choose an image'] });
    await expectRefused([{ filename: 'empty.png', contentType: 'image/png', data: Buffer.alloc(0) }], 422, { file: ['Choose an image'] });
    const json = await call(t.app, 'POST', '/api/v1/account/avatar', me.token, { file: png.toString('base64') });
    expect(json.statusCode).toBe(415);
    const twoFiles = await expectRefused(
      [
        { filename: 'a.png', contentType: 'image/png', data: png },
        { filename: 'b.png', contentType: 'image/png', data: png },
      ],
      422,
      { file: ['Upload one image at a time'] },
    );
    expect(twoFiles.json().message).toBe('The given data was invalid.');
  });
});

describe('GET avatars', () => {
  it('answers 304 to a client that already has this picture', async () => {
    const first = await getAvatar(me.token, '/api/v1/account/avatar/128');
    const etag = String(first.headers.etag);
    const again = await getAvatar(me.token, '/api/v1/account/avatar/128', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });

  it('shows a user\'s picture to that user and to holders of users.view, and 404 to anyone else', async () => {
    const url = `/api/v1/users/${me.user.id}/avatar/128`;
    expect((await getAvatar(me.token, url)).statusCode).toBe(200);
    const admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    expect((await getAvatar(admin, url)).statusCode).toBe(200);
    const stranger = await registerUser(t.app);
    const refused = await getAvatar(stranger.token, url);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['content-type']).toContain('application/json');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // Someone without a picture, an unknown id, a malformed id and an unknown size: all simply not found.
    expect((await getAvatar(admin, `/api/v1/users/${stranger.user.id}/avatar/128`)).statusCode).toBe(404);
    expect((await getAvatar(admin, '/api/v1/users/00000000-0000-4000-8000-000000000000/avatar/128')).statusCode).toBe(404);
    expect((await getAvatar(admin, '/api/v1/users/1%20or%201=1/avatar/128')).statusCode).toBe(404);
    expect((await getAvatar(me.token, '/api/v1/account/avatar/64')).statusCode).toBe(404);
    expect((await getAvatar(stranger.token, '/api/v1/account/avatar/512')).statusCode).toBe(404);
  });
});

describe('DELETE /api/v1/account/avatar', () => {
  it('removes the picture and its files', async () => {
    const res = await call(t.app, 'DELETE', '/api/v1/account/avatar', me.token);
    expect(res.statusCode).toBe(204);
    expect(avatarFiles()).toEqual([]);
    expect(await avatarKeys(me.user.id)).toEqual({ avatar_key: null, avatar_small_key: null });
    expect((await getAvatar(me.token, '/api/v1/account/avatar/512')).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/v1/account/profile', me.token)).json().avatar_version).toBeNull();
  });
});
