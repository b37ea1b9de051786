import { DrizzleQueryError } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tooManyRequests, unauthenticated } from '../lib/errors.js';
import { errorsPlugin } from './errors.js';
import { i18nPlugin } from './i18n.js';
import { requestIdOptions, requestIdPlugin } from './request-id.js';

/** How thrown errors turn into the API error shape, on a bare Fastify with only the two plugins. */

const driverError = (code: string, message = `driver failure ${code}`) => Object.assign(new Error(message), { code });

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false, ...requestIdOptions });
  await app.register(requestIdPlugin);
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
  app.get('/crash-shutdown', async () => {
    throw new DrizzleQueryError('insert into x', [], driverError('57P02', 'terminating connection because of crash of another server process'));
  });
  app.get('/connection-failure', async () => {
    throw new DrizzleQueryError('insert into x', [], driverError('08006', 'connection failure'));
  });
  app.get('/terminated', async () => {
    // node-postgres's errors for a connection that dies under a query carry no code, only a message.
    throw new DrizzleQueryError('insert into x', [], new Error('Connection terminated unexpectedly'));
  });
  app.get('/not-queryable', async () => {
    // A transaction's next statement (or its rollback) on a client whose connection has died.
    throw new Error('Client has encountered a connection error and is not queryable');
  });
  app.get('/unauthenticated', async () => {
    throw unauthenticated();
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
  request_id: expect.any(String),
};
const UNEXPECTED = { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong ! Please try later', request_id: expect.any(String) };

describe('errors plugin', () => {
  it.each(['/refused', '/shutting-down', '/bare-driver-error', '/crash-shutdown', '/connection-failure', '/terminated', '/not-queryable'])('%s: a database that cannot be reached gives 503', async (url) => {
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
    expect(res.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: 'Too many attempts. Please try again in 42 seconds.', request_id: expect.any(String) });
  });

  it('every error carries the request id in its body and the x-request-id header', async () => {
    const res = await app.inject({ method: 'GET', url: '/bug' });
    expect(res.json().request_id).toBe(res.headers['x-request-id']);
    expect(res.json().request_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a 401 names the scheme in WWW-Authenticate, and says the token is invalid when one was sent', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/unauthenticated' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer realm="portal"');
    const withToken = await app.inject({ method: 'GET', url: '/unauthenticated', headers: { authorization: 'Bearer dead-token' } });
    expect(withToken.headers['www-authenticate']).toBe('Bearer realm="portal", error="invalid_token"');
  });
});
