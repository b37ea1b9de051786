import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './app.js';

export interface AreaRow extends Record<string, unknown> {
  id: string;
  parent_id: string | null;
  level: string;
  code: string;
  name_en: string;
  name_bn: string;
}

export async function areaByCode(t: TestApp, code: string): Promise<AreaRow> {
  const [row] = await t.query<AreaRow>(sql`select id, parent_id, level, code, name_en, name_bn from geo_areas where code = ${code}`);
  if (!row) throw new Error(`no geo area with code ${code}`);
  return row;
}

/**
 * A portal whose home country is Bangladesh, as a fresh install of one would be: its start seeds Bangladesh's
 * 8 divisions and 64 districts, and the UK areas of the run's template database (seeded with the default home
 * country) are removed, lowest level first.
 */
export async function createBangladeshApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({ HOME_COUNTRY: 'BD', ...env });
  for (const level of ['upazila', 'district', 'division']) {
    await t.query(sql`delete from geo_areas where country_code = 'GB' and level = ${level}`);
  }
  return t;
}
