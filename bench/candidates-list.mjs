#!/usr/bin/env node
/**
 * Benchmark of the officers' candidates list and compliance dashboard with many candidates (not part of npm test).
 *
 *   npm run build && node bench/candidates-list.mjs
 *
 * Creates a throwaway database on BENCH_DATABASE_URL's server, starts the built portal on it, seeds candidates
 * with a compliance profile and a current version of every form (statuses, expiry and deadlines spread out),
 * signs in as the super-admin (enrolling an authenticator app, as staff must) and drives each request with
 * autocannon over loopback. It prints the server's resident memory after the runs, then drops the database.
 *
 * Environment: BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_CANDIDATES (10000),
 * BENCH_CONNECTIONS (5), BENCH_DURATION seconds (10), BENCH_PORT (3291).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { FORM_DEFINITIONS } from '@portal/contract';
import { requireBuild, residentMb, signInStaffFirstTime, startPortal, stopPortal, throwawayDatabase, waitUntilReady } from './portal.mjs';

const candidates = Number(process.env.BENCH_CANDIDATES ?? 10_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 5);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3291);
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'bench-admin@bench.example', password: 'bench-admin-pass-1' };

const SCENARIOS = [
  { name: 'list, page 1', url: '/api/v1/admin/candidates?per_page=20' },
  { name: 'list, expiring', url: '/api/v1/admin/candidates?attention=expiring&per_page=20' },
  { name: 'list, search q=smith', url: '/api/v1/admin/candidates?q=smith&per_page=20' },
  { name: 'list, by progress, page 100', url: '/api/v1/admin/candidates?sort=progress&page=100&per_page=20' },
  { name: 'dashboard figures', url: '/api/v1/admin/dashboard/compliance' },
];

requireBuild();



/** Candidates, each with a profile (a teacher in schools) and a current version of every form. */
async function seed(pool) {
  const started = Date.now();
  await pool.query(
    `INSERT INTO users (name, email, password_hash, email_verified_at, created_at, updated_at)
     SELECT (ARRAY['Amelia','Rahim','Isla','Fatema','Oliver','Priya'])[1 + i % 6] || ' ' ||
            (ARRAY['Smith','Hossain','Jones','Khan','Taylor','Begum','Patel','Ahmed'])[1 + (i * 7) % 8],
            'bench.candidate' || i || '@bench.example', 'bench-user-cannot-sign-in', now(), now() - (i || ' minutes')::interval, now()
     FROM generate_series(1, $1::int) AS i`,
    [candidates],
  );
  await pool.query(`INSERT INTO user_roles (user_id, role_id)
    SELECT u.id, r.id FROM users u, roles r WHERE r.name = 'candidate' AND u.email LIKE 'bench.candidate%'`);
  await pool.query(`INSERT INTO compliance_profiles (user_id, roles, settings)
    SELECT id, ARRAY['teacher'], ARRAY['school'] FROM users WHERE email LIKE 'bench.candidate%'`);
  const forms = FORM_DEFINITIONS.map((definition) => [definition.key, definition.version]);
  // Mostly approved, some waiting, some rejected, some drafts; a spread of expiry dates and deadlines.
  await pool.query(
    `INSERT INTO submissions (user_id, form_key, version, definition_version, status, answers, submitted_at, reviewed_at, expires_at, due_at)
     SELECT u.id, f.key, 1, f.version,
            (ARRAY['approved','approved','approved','approved','submitted','rejected','draft'])[1 + (abs(hashtext(u.id::text || f.key)) % 7)],
            '{}'::jsonb, now() - interval '30 days', now() - interval '20 days',
            CASE WHEN abs(hashtext(f.key || u.id::text)) % 4 = 0 THEN current_date + (abs(hashtext(u.email)) % 400 - 20) END,
            CASE WHEN abs(hashtext(u.email || f.key)) % 5 = 0 THEN current_date + (abs(hashtext(f.key)) % 200 - 10) END
     FROM users u, jsonb_to_recordset($1::jsonb) AS f(key text, version int)
     WHERE u.email LIKE 'bench.candidate%'`,
    [JSON.stringify(forms.map(([key, version]) => ({ key, version })))],
  );
  await pool.query('VACUUM ANALYZE users, user_roles, compliance_profiles, submissions');
  const { rows } = await pool.query(`select count(*)::int as n from submissions`);
  console.log(`seeded ${candidates} candidates and ${rows[0].n} submissions in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}



async function measure(scenario, token) {
  const url = `${base}${scenario.url}`;
  const headers = { authorization: `Bearer ${token}` };
  const first = Date.now();
  const check = await fetch(url, { headers });
  if (!check.ok) throw new Error(`${scenario.name}: ${check.status} ${await check.text()}`);
  const body = await check.json();
  const firstMs = Date.now() - first;
  const result = await autocannon({ url, connections, duration, headers });
  return {
    scenario: scenario.name,
    rows: body.meta ? `${body.data.length} of ${body.meta.total}` : '',
    'first ms': firstMs,
    'req/s': Math.round(result.requests.average * 10) / 10,
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}


async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const database = await throwawayDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  let portal;
  try {
    portal = startPortal(port, { DATABASE_URL: database.url, DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    await waitUntilReady(portal, base);
    await seed(pool);
    const token = await signInStaffFirstTime(base, admin);
    const { rows: [versions] } = await pool.query("select current_setting('server_version') as pg");
    console.log(`Node ${process.version}, PostgreSQL ${versions.pg}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model}), ` +
      `load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}; ${connections} connections, ${duration} s each\n`);
    const headers = { authorization: `Bearer ${token}` };
    const timed = async (url) => {
      const started = Date.now();
      const res = await fetch(`${base}${url}`, { headers });
      if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      return Date.now() - started;
    };
    // The first read evaluates every candidate's summary (as after midnight or a release, unless the job has).
    console.log(`first read, every summary evaluated: ${await timed(SCENARIOS[0].url)} ms`);
    const results = [];
    for (const scenario of SCENARIOS) results.push(await measure(scenario, token));
    console.table(results);
    await pool.query(`UPDATE submissions SET status = 'submitted' WHERE id IN (
      SELECT id FROM submissions WHERE user_id IN (SELECT id FROM users WHERE email LIKE 'bench.candidate%' LIMIT 10) AND status = 'approved')`);
    console.log(`read after ten candidates changed: ${await timed(SCENARIOS[0].url)} ms`);
    console.log(`server resident memory after the runs: ${Math.round(residentMb(portal.pid))} MB`);
  } finally {
    await stopPortal(portal);
    await pool.end();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
