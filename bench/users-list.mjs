#!/usr/bin/env node
/**
 * Benchmark of GET /api/v1/admin/users with 100,000 users (not part of npm test).
 *
 *   npm run build && node bench/users-list.mjs
 *
 * Creates a throwaway database on BENCH_DATABASE_URL's server, starts the built portal on it, seeds the
 * users with set-based SQL, signs in as the super-admin and drives each query with autocannon over
 * loopback. It then prints EXPLAIN ANALYZE of the exact statements the list service sends for each
 * query (captured through drizzle's logger), and drops the database.
 *
 * Environment: BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_USERS (100000),
 * BENCH_CONNECTIONS (20), BENCH_DURATION seconds (10), BENCH_PORT (3290).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { requireBuild, root, signInStaffFirstTime, startPortal, stopPortal, throwawayDatabase, waitUntilReady } from './portal.mjs';

const serverDist = path.join(root, 'apps/server/dist');
const users = Number(process.env.BENCH_USERS ?? 100_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3290);
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'bench-admin@bench.example', password: 'bench-admin-pass-1' };
const TARGET_P99_MS = 50;

/** The three measured queries (the target applies to them) and a few more for information. */
const SCENARIOS = [
  { name: 'page 1', query: '?page=1&per_page=20', target: true },
  { name: 'deep page 4000', query: '?page=4000&per_page=20', target: true },
  { name: 'search q=smith', query: '?q=smith&per_page=20', target: true },
  { name: 'search, page 50', query: '?q=smith&page=50&per_page=20', target: false },
  { name: 'by name, page 2500', query: '?sort=name&page=2500&per_page=20', target: false },
  { name: 'role compliance-officer', query: '?role=compliance-officer&per_page=20', target: false },
  { name: 'status banned', query: '?status=banned&per_page=20', target: false },
];

requireBuild();



async function seed(pool) {
  const started = Date.now();
  const sql = fs.readFileSync(path.join(root, 'bench/seed-users.sql'), 'utf8').replaceAll('{{users}}', String(users));
  await pool.query(sql);
  // Fresh statistics and an up-to-date visibility map, as autovacuum would leave a table of this age.
  await pool.query('VACUUM ANALYZE users, user_roles, roles, addresses, user_counts');
  const { rows } = await pool.query(`select (select live from user_counts) as live,
    (select count(*) from users)::int as users, (select count(*) from addresses)::int as addresses`);
  console.log(`seeded ${rows[0].users} users (${rows[0].live} live) and ${rows[0].addresses} addresses in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}


async function measure(scenario, token) {
  const url = `${base}/api/v1/admin/users${scenario.query}`;
  const check = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!check.ok) throw new Error(`${scenario.name}: ${check.status} ${await check.text()}`);
  const { data, meta } = await check.json();
  const result = await autocannon({ url, connections, duration, headers: { authorization: `Bearer ${token}` } });
  return {
    scenario: scenario.name,
    rows: `${data.length} of ${meta.total}`,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    errors: result.errors + result.non2xx,
    target: scenario.target ? (result.latency.p99 < TARGET_P99_MS ? 'met' : 'MISSED') : '',
  };
}

/** EXPLAIN ANALYZE of every statement the list service sends for `query`, captured from drizzle. */
async function explain(pool, scenario) {
  const { ZAdminUserListQuery } = await import('@portal/contract');
  const schema = await import(path.join(serverDist, 'db/schema/index.js'));
  const { listUsers } = await import(path.join(serverDist, 'modules/users/admin-list-service.js'));
  const statements = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (text, params) => statements.push({ text, params }) } });
  await listUsers({ db }, ZAdminUserListQuery.parse(Object.fromEntries(new URLSearchParams(scenario.query))));
  console.log(`\n=== ${scenario.name}: GET /api/v1/admin/users${scenario.query}`);
  let fullScan = false;
  for (const { text, params } of statements) {
    const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${text}`, params);
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    // A branch the plan never ran (the other end of the index walk) costs nothing.
    if (/Seq Scan on users\b[^\n]*\(actual/.test(plan)) fullScan = true;
    console.log(`--- ${text.replace(/\s+/g, ' ').slice(0, 160)}${text.length > 160 ? ' …' : ''}\n${plan}`);
  }
  return fullScan;
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

    const results = [];
    for (const scenario of SCENARIOS) results.push(await measure(scenario, token));
    const scans = [];
    for (const scenario of SCENARIOS) if (await explain(pool, scenario)) scans.push(scenario.name);

    console.log('\nResults');
    console.table(results);
    console.log(scans.length === 0 ? 'No plan scans the whole users table.' : `Full scans of users in: ${scans.join(', ')}`);
    const missed = results.filter((r) => r.target === 'MISSED');
    if (missed.length > 0) process.exitCode = 1;
  } finally {
    await stopPortal(portal);
    await pool.end();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
