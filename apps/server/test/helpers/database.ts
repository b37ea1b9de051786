import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * With TEST_DATABASE_URL set (CI's PostgreSQL run), each test file gets a throwaway database on
 * that server; otherwise it uses an in-memory PGlite.
 */
export async function createThrowawayDatabase(
  adminUrl: string | undefined = process.env.TEST_DATABASE_URL,
): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  if (!adminUrl) return { url: undefined, drop: async () => undefined };
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
