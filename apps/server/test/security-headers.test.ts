import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, type TestApp } from './helpers/app.js';

/** The portal as a browser meets it: the single-page app's HTML and the API docs carry the security headers. */
let t: TestApp;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('pages of the web app', () => {
  it.each(['/', '/login', '/reset-password', '/admin/users'])('%s: strict CSP, no framing, no referrer, a language', async (url) => {
    const res = await get(t.app, url, { headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['content-language']).toBe('en');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('says bn when the page is asked for in Bengali', async () => {
    expect((await get(t.app, '/reset-password?ebdlang=bn', { headers: html })).headers['content-language']).toBe('bn');
  });
});

describe('the API', () => {
  it('carries the same headers on answers and errors', async () => {
    const ok = await get(t.app, '/api/v1/site', { headers: { ebdlang: 'bn' } });
    expect(ok.headers['content-language']).toBe('bn');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    const refused = await get(t.app, '/api/v1/me');
    expect(refused.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(refused.headers['content-language']).toBe('en');
  });

  it('serves its documentation page under the policy', async () => {
    const res = await get(t.app, '/api/docs/', { headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui');
    expect(res.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});
