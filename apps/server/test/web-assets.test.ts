import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, type TestApp } from './helpers/app.js';

/** The built web app as a browser fetches it: pre-compressed copies, and caching that fits hashed and unhashed files. */
let t: TestApp;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(500))};`;
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body>${'<!-- padding -->'.repeat(100)}<div id="root"></div></body></html>`;

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  const files: Array<[string, string]> = [['index.html', INDEX], ['assets/index-Ab12Cd34.js', SCRIPT]];
  for (const [name, text] of files) {
    fs.writeFileSync(path.join(webDist, name), text);
    fs.writeFileSync(path.join(webDist, `${name}.br`), brotliCompressSync(text));
    fs.writeFileSync(path.join(webDist, `${name}.gz`), gzipSync(text));
  }
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('hashed assets', () => {
  it('are sent brotli-compressed when the browser takes brotli, and kept for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('fall back to gzip, then to the plain file', async () => {
    const gz = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get(t.app, '/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('files that keep their name', () => {
  it('index.html, whatever the screen, is compressed and checked again on every visit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/compliance', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });

  it('a small file without compressed copies is sent as it is, not cached for long', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
