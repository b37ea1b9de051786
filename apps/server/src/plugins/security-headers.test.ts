import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18nPlugin } from './i18n.js';
import { securityHeadersPlugin } from './security-headers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(securityHeadersPlugin);
  await app.register(i18nPlugin);
  app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html><title>x</title>'));
  // What a download of an uploaded file does: its own, stricter policy.
  app.get('/download', async (_request, reply) => reply.header('content-security-policy', 'sandbox').type('application/pdf').send(Buffer.from('%PDF-1.4')));
  await app.ready();
});
afterAll(async () => app?.close());

const directives = (header: string | undefined) =>
  Object.fromEntries((header ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name, values]));

describe('security headers', () => {
  it('give every answer a strict CSP, no framing, no referrer and no sniffing', async () => {
    const res = await app.inject({ method: 'GET', url: '/page' });
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(['blob:']);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leave a policy a route sets itself alone', async () => {
    const res = await app.inject({ method: 'GET', url: '/download' });
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it("say the answer's language in Content-Language", async () => {
    expect((await app.inject({ method: 'GET', url: '/page' })).headers['content-language']).toBe('en');
    expect((await app.inject({ method: 'GET', url: '/page?ebdlang=bn' })).headers['content-language']).toBe('bn');
    expect((await app.inject({ method: 'GET', url: '/page', headers: { ebdlang: 'bn' } })).headers['content-language']).toBe('bn');
    expect((await app.inject({ method: 'GET', url: '/page', headers: { ebdlang: 'fr' } })).headers['content-language']).toBe('en');
  });
});
