import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

/**
 * What both drivers answer a statement with, as far as the code reads it: its rows (PGlite's `Results` and
 * node-postgres's `QueryResult` both carry `rows`). `db.execute<Row>(sql`…`)` is then `{ rows: Row[] }`.
 */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: Rows<this['row']>;
}
type Rows<T> = { rows: T[] };
export type Database = PgDatabase<RowsResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or an open transaction: repositories accept both. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Any constant works; it keeps two instances starting together from migrating at once. */
const MIGRATION_LOCK_KEY = 872_354_001;
/** How long closing waits for checked-out connections to come back. */
const POOL_END_TIMEOUT_MS = 5000;

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Directory for the embedded database; omit for an in-memory one (tests). */
  dataDir?: string;
  /**
   * A dump (PGlite `dumpDataDir`) the in-memory database starts from instead of an empty cluster: tests
   * clone one migrated and seeded database per file, which is several times faster than creating one.
   */
  pgliteTemplate?: Blob;
  /**
   * Told when the server drops a pooled connection (restart, failover, network), idle or checked out.
   * The query or transaction using it fails (the request answers 503) and the pool replaces it.
   */
  onConnectionError?: (err: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // A connection attempt that hangs (server unreachable) fails after 5 s instead of holding the request.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5000, keepAlive: true });
    // node-postgres emits 'error' on a client whose connection dies, and an 'error' event nobody listens to
    // kills the process. The pool listens only while a client is idle; a transaction holds its client
    // checked out, so each client gets its own listener for its whole life. The query in flight (or the
    // next one of that transaction) fails on its own and the pool discards the broken client on release.
    pool.on('connect', (client) => {
      client.on('error', (err) => options.onConnectionError?.(err));
    });
    // Idle clients' errors also reach the pool; the client's own listener has reported them already.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
          client.release();
        }
      },
      async ping() {
        await pool.query('select 1');
      },
      async close() {
        // end() waits for every checked-out client; one stranded by a connection that died mid-query must
        // not hold shutdown forever (the process's exit closes its socket anyway).
        let timer: NodeJS.Timeout | undefined;
        const stranded = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, POOL_END_TIMEOUT_MS);
        });
        await Promise.race([pool.end(), stranded]).finally(() => clearTimeout(timer));
      },
    };
  }
  let client: PGlite;
  if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions: { pg_trgm } });
  } else {
    client = new PGlite({ extensions: { pg_trgm }, ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}) });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
