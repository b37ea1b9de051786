import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder, multipartBody, pngImage } from './helpers/account.js';
import { ADMIN, createTestApp, loginAs, nextAddress, registerUser, type Registered, type TestApp } from './helpers/app.js';
import { PDF, storedUploads } from './helpers/compliance.js';
import { postHead, RawClient } from './helpers/raw-http.js';

/**
 * What only a real connection shows: whether the server stops reading at the limit, answers a body that ends
 * half-way, and cuts off a client that trickles. The request timeout is set short for this file.
 */
const REQUEST_TIMEOUT_SECONDS = 2;

let t: TestApp;
let me: Registered;
let admin: string;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS) });
  me = await registerUser(t.app);
  admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t?.close());

const MB = 1024 * 1024;
const avatarFiles = () => filesUnder(path.join(t.ctx.config.dataDir, 'files', 'avatars'));

/** Each multipart route, with the field it reads, its per-file limit and its message for a file over it. */
const ROUTES = [
  { name: 'compliance upload', url: () => '/api/v1/uploads', field: 'files', token: () => me.token, max: 5 * MB, tooLarge: 'Each file must be 5 MB or smaller' },
  { name: 'own picture', url: () => '/api/v1/account/avatar', field: 'file', token: () => me.token, max: 5 * MB, tooLarge: 'The image must be 5 MB or smaller' },
  {
    name: "admin: someone's picture",
    url: () => `/api/v1/admin/users/${me.user.id}/avatar`,
    field: 'file',
    token: () => admin,
    max: 5 * MB,
    tooLarge: 'The image must be 5 MB or smaller',
  },
] as const;

/** Files in storage and upload rows, which a refused or broken request must leave as they were. */
const snapshot = async () => ({ uploads: storedUploads(t), avatars: avatarFiles(), rows: await t.countRows('uploads') });

/** The start of a multipart body: one part header and the first bytes of a PNG that goes on and on. */
function partStart(boundary: string, field: string): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  ]);
}

describe.each(ROUTES)('$name: stopping at the limit', (route) => {
  it('refuses a declared 64 MB body with 413 before reading it, and closes the connection', async () => {
    const before = await snapshot();
    const client = new RawClient(port);
    const boundary = 'limit-test';
    await client.write(
      postHead(route.url(), {
        authorization: `Bearer ${route.token()}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': 64 * MB,
      }),
    );
    await client.write(Buffer.concat([partStart(boundary, route.field), Buffer.alloc(64 * 1024)]));
    // Only 64 KB of the 64 MB were sent: an answer now means the server did not wait for the rest.
    const response = await client.response(5000);
    expect(response?.status).toBe(413);
    expect(JSON.parse(response!.body).message).toBe(route.tooLarge);
    expect(response?.headers.connection).toBe('close');
    expect(await client.closedWithin(2000)).toBe(true);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 413 as soon as a file passes the limit, without waiting for the rest, and closes the connection', async () => {
    const before = await snapshot();
    const client = new RawClient(port);
    const boundary = 'stream-limit-test';
    // Chunked: the size is not declared, so only the stream itself can show it is too large.
    await client.write(
      postHead(route.url(), {
        authorization: `Bearer ${route.token()}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'transfer-encoding': 'chunked',
      }),
    );
    const chunk = (data: Buffer) => client.write(Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]));
    await chunk(partStart(boundary, route.field));
    for (let sent = 0; sent < route.max + MB; sent += MB) if (!(await chunk(Buffer.alloc(MB, 1)))) break;
    // The client now stalls, as if a large file were still on its way.
    const response = await client.response(5000);
    expect(response?.status).toBe(413);
    expect(JSON.parse(response!.body).message).toBe(route.tooLarge);
    expect(response?.headers.connection).toBe('close');
    expect(await client.closedWithin(2000)).toBe(true);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 to a body that ends in the middle of a file, and keeps nothing', async () => {
    const before = await snapshot();
    const png = await pngImage(64, 48);
    const body = multipartBody([{ field: route.field, filename: 'cut.png', contentType: 'image/png', data: Buffer.concat([png, Buffer.alloc(4096)]) }]);
    const res = await t.app.inject({
      method: 'POST',
      url: route.url(),
      remoteAddress: nextAddress(),
      headers: { ...body.headers, authorization: `Bearer ${route.token()}` },
      payload: body.payload.subarray(0, body.payload.length - 2048),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('Invalid request');
    expect(await snapshot()).toEqual(before);
  });
});

describe('a client that goes away or trickles', () => {
  it('keeps nothing, not even a partial file, when the client goes away in the middle of a file', async () => {
    const before = await snapshot();
    const client = new RawClient(port);
    const boundary = 'gone-test';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    await client.write(
      postHead('/api/v1/uploads', {
        authorization: `Bearer ${me.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': 2 * MB,
      }),
    );
    await client.write(Buffer.concat([head, PDF, Buffer.alloc(512 * 1024, 0x20)]));
    await new Promise((resolve) => setTimeout(resolve, 200));
    client.destroy();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await snapshot()).toEqual(before);
  });

  it(`cuts off a body trickled a byte at a time after REQUEST_TIMEOUT_SECONDS (${REQUEST_TIMEOUT_SECONDS} s here)`, async () => {
    const before = await snapshot();
    const client = new RawClient(port);
    const body = multipartBody([{ field: 'files', filename: 'slow.pdf', contentType: 'application/pdf', data: PDF }]);
    await client.write(
      postHead('/api/v1/uploads', { authorization: `Bearer ${me.token}`, ...body.headers, 'content-length': body.payload.length }),
    );
    const started = Date.now();
    // One byte every 100 ms: never idle long, but the whole request would take 30 s.
    for (const byte of body.payload.subarray(0, 300)) {
      if (client.closedAfterMs !== null || !(await client.write(Buffer.from([byte])))) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (Date.now() - started > 10_000) break;
    }
    expect(await client.closedWithin(1000)).toBe(true);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_SECONDS * 1000 - 200);
    expect(elapsed).toBeLessThan(REQUEST_TIMEOUT_SECONDS * 1000 + 3000);
    expect(await snapshot()).toEqual(before);
  });

  it('cuts off a client that sends its headers a byte at a time', async () => {
    const client = new RawClient(port);
    const head = postHead('/api/v1/uploads', { authorization: `Bearer ${me.token}`, 'content-type': 'multipart/form-data; boundary=x', 'content-length': 100 });
    const started = Date.now();
    for (const char of head.slice(0, -4)) {
      if (client.closedAfterMs !== null || !(await client.write(char))) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (Date.now() - started > 10_000) break;
    }
    expect(await client.closedWithin(1000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(REQUEST_TIMEOUT_SECONDS * 1000 + 3000);
  });
});
