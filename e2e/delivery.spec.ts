import http from 'node:http';
import { expect, test, type Response } from '@playwright/test';
import { E2E_BASE_URL } from './support/env';

/** The headers of a GET as sent on the wire (Playwright's own request context decodes bodies and drops the encoding). */
function headersOf(url: string, acceptEncoding: string): Promise<http.IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers));
      })
      .on('error', reject);
  });
}

/** What the built portal sends a browser: compressed files, hashed ones cached for a year, the page itself never stale. */
test('the sign-in page and its scripts arrive compressed and cached as they should', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (/\/assets\/.+\.js$/.test(response.url())) scripts.push(response);
  });
  const document = await page.goto('/login');
  expect(document?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  // Every script worth it came compressed; files under 1 KB have no compressed copy (it would save less than the headers).
  for (const script of scripts) {
    const encoding = script.headers()['content-encoding'];
    if (encoding === undefined) expect((await script.body()).length, script.url()).toBeLessThan(1024);
    else expect(encoding).toBe('br');
  }

  const entry = new URL(scripts[0]!.url(), E2E_BASE_URL).toString();
  const br = await headersOf(entry, 'br, gzip');
  expect(br['content-encoding']).toBe('br');
  expect(br['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await headersOf(entry, 'gzip'))['content-encoding']).toBe('gzip');
  expect((await headersOf(entry, 'identity'))['content-encoding']).toBeUndefined();
});
