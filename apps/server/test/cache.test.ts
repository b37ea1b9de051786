import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE_RULES, Throttle } from '../src/modules/throttle/throttle.js';
import { ADMIN, call, createTestApp, loginAs, registerUser, type TestApp } from './helpers/app.js';
import { userWithPermissions } from './helpers/factories.js';

const CACHE = '/api/v1/admin/cache';
const STATS = '/api/v1/admin/dashboard/stats';

const registrationsThisWeek = async (t: TestApp, token: string) =>
  ((await call(t.app, 'GET', `${STATS}?range=this_week`, token)).json().registrations_per_day as Array<{ count: number }>).reduce(
    (sum, day) => sum + day.count,
    0,
  );
const dashboardEntries = async (t: TestApp, token: string) =>
  (await call(t.app, 'GET', CACHE, token)).json().data.find((a: { name: string }) => a.name === 'dashboard').entries;

describe('the cache on one instance (memory)', () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => t?.close());

  it('refuses without a token (401), to a candidate and to a role without cache.clear (403), writing nothing', async () => {
    const candidate = await registerUser(t.app);
    const logsReader = await userWithPermissions(t, ['logs.view', 'dashboard.view']);
    const auditRows = await t.countRows('audit_log');
    for (const [method, url] of [['GET', CACHE], ['DELETE', CACHE], ['DELETE', `${CACHE}/dashboard`]] as const) {
      expect((await call(t.app, method, url)).statusCode).toBe(401);
      expect((await call(t.app, method, url, candidate.token)).statusCode).toBe(403);
      expect((await call(t.app, method, url, logsReader.token)).statusCode).toBe(403);
    }
    expect(await t.countRows('audit_log')).toBe(auditRows);
  });

  it('counts entries per area, serves kept figures until cleared, and records the clear', async () => {
    const admin = await userWithPermissions(t, ['cache.clear', 'dashboard.view']);
    expect((await call(t.app, 'GET', CACHE, admin.token)).json()).toEqual({ store: 'memory', data: [{ name: 'dashboard', entries: 0 }, { name: 'content', entries: 0 }] });

    const before = await registrationsThisWeek(t, admin.token);
    await call(t.app, 'GET', `${STATS}?range=last_month`, admin.token);
    expect(await dashboardEntries(t, admin.token)).toBe(2);

    await registerUser(t.app);
    expect(await registrationsThisWeek(t, admin.token)).toBe(before);

    const cleared = await call(t.app, 'DELETE', `${CACHE}/dashboard`, admin.token);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ store: 'memory', data: [{ name: 'dashboard', entries: 0 }, { name: 'content', entries: 0 }] });
    expect(await registrationsThisWeek(t, admin.token)).toBe(before + 1);

    const [entry] = await t.query(sql`select actor_id, target_type, target_id, data from audit_log where action = 'cache.clear'`);
    expect(entry).toEqual({ actor_id: admin.user.id, target_type: 'cache', target_id: 'dashboard', data: { areas: ['dashboard'] } });
  });

  it('clears every area at once', async () => {
    await call(t.app, 'GET', `${STATS}?range=this_month`, adminToken);
    const res = await call(t.app, 'DELETE', CACHE, adminToken);
    expect(res.json().data).toEqual([{ name: 'dashboard', entries: 0 }, { name: 'content', entries: 0 }]);
    const [entry] = await t.query(sql`select target_id, data from audit_log where action = 'cache.clear' order by created_at desc limit 1`);
    expect(entry).toEqual({ target_id: 'all', data: { areas: ['dashboard', 'content'] } });
  });

  it('gives 404 for an area that does not exist, and records nothing', async () => {
    const auditRows = await t.countRows('audit_log');
    expect((await call(t.app, 'DELETE', `${CACHE}/no-such-area`, adminToken)).statusCode).toBe(404);
    expect(await t.countRows('audit_log')).toBe(auditRows);
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

describe.skipIf(!(await redisReachable()))('the cache shared by two instances (Redis)', () => {
  // A prefix of their own, so parallel runs on the same Redis do not see each other's entries.
  const env = { REDIS_URL, REDIS_PREFIX: `portal-test-${randomBytes(4).toString('hex')}:` };
  let first: TestApp;
  let second: TestApp;
  let firstToken: string;
  let secondToken: string;

  /** The app's Redis client connects in the background; until then listing answers 503. */
  async function connected(t: TestApp, token: string): Promise<void> {
    const deadline = Date.now() + 10_000;
    while ((await call(t.app, 'GET', CACHE, token)).statusCode !== 200) {
      if (Date.now() > deadline) throw new Error('the app did not connect to Redis');
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  beforeAll(async () => {
    first = await createTestApp(env);
    // On PostgreSQL both instances share one database, as they would in production (PGlite cannot be shared).
    const databaseUrl = first.ctx.config.databaseUrl;
    second = await createTestApp({ ...env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
    firstToken = await loginAs(first.app, ADMIN.email, ADMIN.password);
    secondToken = await loginAs(second.app, ADMIN.email, ADMIN.password);
    await connected(first, firstToken);
    await connected(second, secondToken);
  });
  afterAll(async () => {
    // The second instance may be using the first one's database: it goes first.
    await second?.close();
    await first?.close();
  });

  it('lists entries from Redis, and a clear on one instance is a clear on the other', async () => {
    expect((await call(first.app, 'GET', CACHE, firstToken)).json().store).toBe('redis');
    const before = await registrationsThisWeek(first, firstToken);
    expect(await dashboardEntries(second, secondToken)).toBe(1);

    await registerUser(first.app);
    expect(await registrationsThisWeek(first, firstToken)).toBe(before);

    const cleared = await call(second.app, 'DELETE', CACHE, secondToken);
    expect(cleared.statusCode).toBe(200);
    expect(await dashboardEntries(first, firstToken)).toBe(0);
    expect(await registrationsThisWeek(first, firstToken)).toBe(before + 1);
  });

  it('counts a throttle across both instances, under REDIS_PREFIX only, apart from another deployment', async () => {
    const address = `203.0.113.${randomBytes(1)[0]}`;
    const { points } = THROTTLE_RULES.contact_ip;
    for (let i = 0; i < points; i += 1) await (i % 2 ? first : second).ctx.throttle.hit('contact_ip', address);
    await expect(second.ctx.throttle.hit('contact_ip', address)).rejects.toMatchObject({ statusCode: 429 });
    await expect(first.ctx.throttle.hit('contact_ip', address)).rejects.toMatchObject({ statusCode: 429 });

    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`*throttle:contact_ip*${address}`);
      expect(keys).toEqual([`${env.REDIS_PREFIX}throttle:contact_ip:${address}`]);
      // Another deployment on the same Redis, with a prefix of its own, starts from nothing.
      const neighbour = new Throttle(redis, `portal-neighbour-${randomBytes(4).toString('hex')}:`);
      await expect(neighbour.hit('contact_ip', address)).resolves.toBeUndefined();
      await neighbour.reset('contact_ip', address);
    } finally {
      redis.disconnect();
    }
  });
});
