import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, type TestApp } from './helpers/app.js';

// The application's log lines, as they would reach stdout.
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line: string) => void lines.push(line) } });
});
afterAll(async () => t?.close());

const linesOf = (requestId: string) => lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.reqId === requestId);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the correlation id', () => {
  it('is on every response, in every error body, and is reqId in the log lines of that request', async () => {
    const ok = await get(t.app, '/api/v1/site');
    expect(ok.headers['x-request-id']).toMatch(UUID);

    const refused = await get(t.app, '/api/v1/me');
    expect(refused.statusCode).toBe(401);
    const id = refused.json().request_id;
    expect(id).toMatch(UUID);
    expect(refused.headers['x-request-id']).toBe(id);
    const logged = linesOf(id);
    expect(logged.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  it('keeps a safe incoming X-Request-Id and replaces anything else with a UUID', async () => {
    const kept = await get(t.app, '/api/v1/me', { headers: { 'x-request-id': 'lb-7f3a.91_c:2' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.91_c:2');
    expect(kept.json().request_id).toBe('lb-7f3a.91_c:2');
    expect(linesOf('lb-7f3a.91_c:2').length).toBeGreaterThan(0);

    for (const unsafe of ['has spaces in it', 'x'.repeat(65), '"quoted"', '<script>', '-leading-dash', '']) {
      const res = await get(t.app, '/api/v1/me', { headers: { 'x-request-id': unsafe } });
      expect(res.headers['x-request-id'], unsafe).toMatch(UUID);
    }
  });
});

describe('secrets in URLs', () => {
  const everything = () => lines.join('\n');

  it('redacts every query value whose name suggests a secret, and keeps the others', async () => {
    const query = [
      'token=SECRET-A',
      'access_token=SECRET-B',
      'code=SECRET-C',
      'api_key=SECRET-D',
      'client_secret=SECRET-E',
      'signature=SECRET-F',
      'password=SECRET-G',
      'state=SECRET-H',
      'refreshToken=SECRET-I',
      'X-Amz-Signature=SECRET-J',
      'page=2',
      'q=plain-search',
    ].join('&');
    const res = await get(t.app, `/api/v1/site?${query}`);
    expect(res.statusCode).toBe(200);
    const [incoming] = linesOf(res.headers['x-request-id'] as string).filter((line) => line.msg === 'incoming request');
    const url = (incoming?.req as { url: string }).url;
    expect(url).toContain('page=2');
    expect(url).toContain('q=plain-search');
    expect(url).toContain('token=[redacted]');
    expect(url).toContain('api_key=[redacted]');
    expect(everything()).not.toMatch(/SECRET-/);
  });

  it('redacts referee tokens in API and page paths, whatever the answer', async () => {
    const token = 'RefereeToken_0123456789abcdefghijklmnopqrstuvwxyz';
    const calls = [
      await get(t.app, `/api/v1/referee/${token}`),
      await post(t.app, `/api/v1/referee/${token}`, { answers: {} }),
      await get(t.app, `/api/v1/referee/${token}?ebdlang=bn`),
      await get(t.app, `/referee/${token}`, { headers: { accept: 'text/html' } }),
      await get(t.app, `//api/v1/referee/${token}`),
    ];
    // The API knows no such link; the page is the web app's (200 when it is built, 404 otherwise).
    expect(calls.filter((_, i) => i !== 3).map((res) => res.statusCode)).toEqual([404, 404, 404, 404]);
    expect(everything()).not.toContain(token);
    expect(everything()).toContain('/api/v1/referee/[redacted]');
    expect(everything()).toContain('"/referee/[redacted]"');
  });

  it('redacts them in error lines too', async () => {
    // A message or stack that quotes a URL (a library error, say) goes through the same redaction.
    t.ctx.log.error({ err: new Error('fetch failed for https://portal.example/referee/LeakyToken123456?code=999111') }, 'outbound call failed: /api/v1/referee/LeakyToken123456?token=abc');
    expect(everything()).not.toContain('LeakyToken123456');
    expect(everything()).not.toContain('999111');
    expect(everything()).not.toMatch(/token=abc/);
  });
});
