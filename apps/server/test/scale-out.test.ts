import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser } from './helpers/app.js';
import { PDF, upload } from './helpers/compliance.js';
import { createThrowawayDatabase } from './helpers/database.js';
import { httpApp } from './helpers/http-app.js';
import { shareEnrolments, signIn } from './helpers/mfa.js';
import { startS3Server, type S3Server } from './helpers/s3.js';
import { ensureBuilt, startServer, type Running } from './helpers/server-process.js';

/**
 * The reference deployment in small: two processes of the built server on one PostgreSQL, one Redis and one
 * S3-compatible server, each request sent to one or the other as a load balancer would.
 */
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN = { email: 'admin@test.example', password: 'admin-secret-1' };

async function reachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await client.connect();
    await redis.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
    redis.disconnect();
  }
}

describe.skipIf(!(await reachable()))('two portal processes sharing PostgreSQL, Redis and S3 storage', () => {
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let s3: S3Server;
  const processes: Running[] = [];
  let first: FastifyInstance;
  let second: FastifyInstance;

  const jobLines = (job: string, msg: string) =>
    processes.flatMap((p) => p.output().split('\n')).filter((line) => line.includes(`"job":"${job}"`) && line.includes(`"msg":"${msg}`));

  beforeAll(async () => {
    ensureBuilt();
    [database, s3] = await Promise.all([createThrowawayDatabase(POSTGRES_URL), startS3Server()]);
    const env = {
      DATABASE_URL: database.url!,
      REDIS_URL,
      REDIS_PREFIX: `portal-scale-${randomBytes(4).toString('hex')}:`,
      STORAGE_URL: s3.url('portal'),
      AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID!,
      AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY!,
      // Every instance must share the key that encrypts second-factor secrets.
      SECRET_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'debug',
    };
    // One after the other, as a rolling start would: the first migrates and seeds.
    for (let i = 0; i < 2; i += 1) {
      const server = await startServer(env);
      processes.push(server);
      await server.logLine((l) => typeof l.msg === 'string' && l.msg.startsWith('Server listening at'));
    }
    [first, second] = processes.map((p) => httpApp(`http://127.0.0.1:${p.port}`)) as [FastifyInstance, FastifyInstance];
    for (const app of [first, second]) shareEnrolments(app, database.url);
  }, 240_000);

  afterAll(async () => {
    for (const server of processes) {
      server.child.kill('SIGTERM');
      await server.exited;
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
    await s3?.close();
    await database?.drop();
  });

  it('serves through one instance a file uploaded through the other, from the object store', async () => {
    const candidate = await registerUser(first);
    const sent = await upload(first, candidate.token, [{ filename: 'passport.pdf', contentType: 'application/pdf', data: PDF }]);
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json().data[0] as { id: string };
    const back = await call(second, 'GET', `/api/v1/files/${id}`, candidate.token);
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(PDF)).toBe(true);
    expect(s3.objectCount()).toBeGreaterThanOrEqual(1);
    for (const server of processes) expect(fs.existsSync(`${server.dataDir}/files/uploads`)).toBe(false);
  });

  it('sees on one instance a cache clear made on the other', async () => {
    const [firstToken, secondToken] = [await signIn(first, ADMIN.email, ADMIN.password), await signIn(second, ADMIN.email, ADMIN.password)];
    const dashboardEntries = async (app: FastifyInstance, token: string) =>
      ((await call(app, 'GET', '/api/v1/admin/cache', token)).json().data as Array<{ name: string; entries: number }>).find((a) => a.name === 'dashboard')!.entries;
    expect((await call(first, 'GET', '/api/v1/admin/dashboard/stats?range=this_week', firstToken)).statusCode).toBe(200);
    expect(await dashboardEntries(second, secondToken)).toBe(1);
    expect((await call(second, 'DELETE', '/api/v1/admin/cache', secondToken)).statusCode).toBe(200);
    expect(await dashboardEntries(first, firstToken)).toBe(0);
  });

  it('counts a throttle across instances: sign-in attempts on one account through both', async () => {
    const candidate = await registerUser(first);
    const wrong = (app: FastifyInstance) => call(app, 'POST', '/api/v1/login', undefined, { login: candidate.user.email, password: 'not-the-password' });
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await wrong(i % 2 ? second : first)).statusCode);
    expect(statuses.slice(0, 5).every((status) => status === 401 || status === 422)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it('runs a job due at start once, in one of the two', async () => {
    for (const job of ['compliance-expiry', 'retention-purge']) {
      const deadline = Date.now() + 20_000;
      while (jobLines(job, 'job finished').length + jobLines(job, 'job skipped').length < 2 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(jobLines(job, 'job finished'), job).toHaveLength(1);
      expect(jobLines(job, 'job skipped'), job).toHaveLength(1);
    }
  });
});
