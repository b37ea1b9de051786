import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /api/v1/site', () => {
  it('gives the public facts of the site with the default display time zone', async () => {
    const res = await get(t.app, '/api/v1/site');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      title: 'Compliance Portal | Portal',
      theme_color: '#008737',
      display_time_zone: 'Asia/Dhaka',
      languages: ['en', 'bn'],
      home_country: 'GB',
      rule_policy: { dbs_recheck_months: 12, unsuccessful_candidate_months: 6, criminal_record_details_months: 6 },
    });
  });
});

describe('health', () => {
  it('/healthz answers 200', async () => {
    const res = await get(t.app, '/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 while the database answers', async () => {
    const res = await get(t.app, '/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });
});

describe('an application with TZ_DISPLAY set, whose database then goes away', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp({ TZ_DISPLAY: 'Europe/London', POLICY_DBS_RECHECK_MONTHS: '24' });
  });
  afterAll(async () => other?.close());

  it('reports the configured display time zone', async () => {
    expect((await get(other.app, '/api/v1/site')).json().display_time_zone).toBe('Europe/London');
  });

  it('reports the agency’s rule policy as configured, for the candidate’s forms to warn by', async () => {
    expect((await get(other.app, '/api/v1/site')).json().rule_policy).toMatchObject({ dbs_recheck_months: 24 });
  });

  it('reports the home country, the United Kingdom by default', async () => {
    expect((await get(other.app, '/api/v1/site')).json().home_country).toBe('GB');
  });

  it('/readyz answers 503 once the database handle is closed, while /healthz still answers 200', async () => {
    expect((await get(other.app, '/readyz')).statusCode).toBe(200);
    await other.database.close();
    // The app closes its database when it shuts down; it is already closed here.
    other.database.close = async () => undefined;

    const ready = await get(other.app, '/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: other.database.kind });
    expect((await get(other.app, '/healthz')).statusCode).toBe(200);
  });
});

describe('unknown routes', () => {
  const NOT_FOUND = { statusCode: 404, request_id: expect.any(String), error: 'Not Found', message: 'This page could not be found' };

  it.each([
    ['GET', '/api/v1/nope'],
    ['POST', '/api/v1/nope'],
    ['DELETE', '/api/v1/register'],
    ['GET', '/api/v2/me'],
  ])('%s %s gives a 404 in the API error shape', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url, headers: { accept: 'text/html,application/json' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual(NOT_FOUND);
  });

  it('says so in Bengali when asked', async () => {
    expect((await get(t.app, '/api/v1/nope?ebdlang=bn')).json().message).toBe('পৃষ্ঠাটি খুঁজে পাওয়া যায়নি');
    expect((await post(t.app, '/api/v1/nope', {}, { headers: { ebdlang: 'bn' } })).json().message).toBe('পৃষ্ঠাটি খুঁজে পাওয়া যায়নি');
  });
});

describe('OpenAPI document', () => {
  it('is served at /api/docs/json and describes every account call', async () => {
    const res = await get(t.app, '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/v1/register',
      '/api/v1/login',
      '/api/v1/logout',
      '/api/v1/me',
      '/api/v1/otp/send',
      '/api/v1/otp/verify',
      '/api/v1/forgot-password',
      '/api/v1/reset-password',
      '/api/v1/contact',
      '/api/v1/site',
      '/api/v1/admin/dashboard',
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(doc.paths['/api/v1/register'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'email', 'password', 'password_confirmation', 'terms']),
    );
    expect(doc.paths['/api/v1/me'].get.security).toEqual([{ bearer: [] }]);
    expect(paths).not.toContain('/healthz');
  });
});
