import { DrizzleQueryError } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tooManyRequests } from '../lib/errors.js';
import { errorsPlugin } from './errors.js';
import { i18nPlugin } from './i18n.js';

/** How thrown errors turn into the API error shape, on a bare Fastify with only the two plugins. */

const driverError = (code: string, message = `driver failure ${code}`) => Object.assign(new Error(message), { code });

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  app.get('/refused', async () => {
    // What drizzle throws when PostgreSQL cannot be reached: the driver's error is the cause.
    throw new DrizzleQueryError('select 1', [], driverError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'));
  });
  app.get('/shutting-down', async () => {
    throw new DrizzleQueryError('select 1', [], driverError('57P01', 'terminating connection due to administrator command'));
  });
  app.get('/bare-driver-error', async () => {
    throw driverError('ETIMEDOUT');
  });
  app.get('/bad-query', async () => {
    throw new DrizzleQueryError('select nope', [], driverError('42703', 'column "nope" does not exist'));
  });
  app.get('/bug', async () => {
    throw new TypeError('undefined is not a function');
  });
  app.get('/throttled', async () => {
    throw tooManyRequests(41.2);
  });
  await app.ready();
});
afterAll(async () => app?.close());

const UNAVAILABLE = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'The service is unavailable right now. Please try again shortly.',
};
const UNEXPECTED = { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong ! Please try later' };

describe('errors plugin', () => {
  it.each(['/refused', '/shutting-down', '/bare-driver-error'])('%s: a database that cannot be reached gives 503', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
  });

  it('says it in Bengali too', async () => {
    const res = await app.inject({ method: 'GET', url: '/refused', headers: { ebdlang: 'bn' } });
    expect(res.json().message).toBe('সেবাটি এই মুহূর্তে পাওয়া যাচ্ছে না। অনুগ্রহ করে একটু পরে আবার চেষ্টা করুন।');
  });

  it('a failing query is a 500 that reveals nothing of the query', async () => {
    const res = await app.inject({ method: 'GET', url: '/bad-query' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(UNEXPECTED);
    expect(res.body).not.toContain('nope');
  });

  it('an unexpected error is a 500 that reveals nothing of it', async () => {
    const res = await app.inject({ method: 'GET', url: '/bug' });
    expect(res.json()).toEqual(UNEXPECTED);
  });

  it('a throttle answers 429 with a whole number of seconds in Retry-After and the message', async () => {
    const res = await app.inject({ method: 'GET', url: '/throttled' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('42');
    expect(res.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: 'Too many attempts. Please try again in 42 seconds.' });
  });
});
