import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BuildOptions } from '../../src/app.js';
import { ADMIN, call, createTestApp, loginAs, type TestApp } from './app.js';
import { FAKE_CLIENT, type FakeSalesforce } from './fake-salesforce.js';

export const CONNECTION = '/api/v1/admin/crm/connection';
/** APP_URL of the CRM test apps: the redirect URI Salesforce is told is this plus /admin/user/connection. */
export const PORTAL_URL = 'https://portal.test.example';
export const CRM_TOKEN_KEY = randomBytes(32).toString('base64');

/** An application whose CRM is the fake Salesforce. */
export function crmTestApp(fake: FakeSalesforce, options: Pick<BuildOptions, 'logStream'> = {}, env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp(
    {
      APP_URL: PORTAL_URL,
      CRM_PROVIDER: 'salesforce',
      SALESFORCE_LOGIN_URL: fake.url,
      SALESFORCE_CLIENT_ID: FAKE_CLIENT.id,
      SALESFORCE_CLIENT_SECRET: FAKE_CLIENT.secret,
      CRM_TOKEN_KEY,
      ...env,
    },
    options,
  );
}

/** Connect pressed by the holder of `token`, and access allowed at the fake: the code and state of the redirect back. */
export async function startAndAuthorize(t: TestApp, fake: FakeSalesforce, token: string): Promise<{ code: string; state: string; authorizeUrl: string }> {
  const started = await call(t.app, 'POST', `${CONNECTION}/start`, token);
  if (started.statusCode !== 200) throw new Error(`start failed: ${started.statusCode} ${started.body}`);
  const authorizeUrl = started.json().authorize_url as string;
  return { ...fake.authorize(authorizeUrl), authorizeUrl };
}

export function callback(t: TestApp, token: string | undefined, body: unknown, lang?: string) {
  return call(t.app, 'POST', `${CONNECTION}/callback`, token, body, lang ? { ebdlang: lang } : {});
}

/** Every table of the portal's schema with a row whose text holds `secret` anywhere. */
export async function tablesHolding(t: TestApp, secret: string): Promise<string[]> {
  const tables = await t.query<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const holding: string[] = [];
  for (const { table_name } of tables) {
    const [row] = await t.query<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table_name)} r where position(${secret} in r::text) > 0`);
    if (Number(row?.n) > 0) holding.push(table_name);
  }
  return holding;
}

/** Tables a CRM connection request may write to: compared before and after one that must write nothing. */
export const CRM_TABLES = ['crm_connections', 'crm_oauth_states', 'audit_log'] as const;

/** GET /admin/crm/connection with no connection held (and no error recorded). */
export const NOT_CONNECTED = {
  connected: false,
  instance_url: null,
  org_id: null,
  crm_user: null,
  connected_by: null,
  connected_at: null,
  last_error: null,
  reconnect_needed: false,
  api_usage: null,
} as const;

/** An application connected to the fake Salesforce by its admin: the app and the admin's token. */
export async function connectedCrmApp(fake: FakeSalesforce): Promise<{ t: TestApp; adminToken: string }> {
  const t = await crmTestApp(fake);
  const adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
  const { code, state } = await startAndAuthorize(t, fake, adminToken);
  const connected = await callback(t, adminToken, { code, state });
  if (connected.statusCode !== 200) throw new Error(`connect failed: ${connected.statusCode} ${connected.body}`);
  return { t, adminToken };
}
