import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { seed } from '../src/db/seed.js';
import { ADMIN } from './helpers/app.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded embedded database, dumped once per run; each test file's app starts from a copy. */
    pgliteTemplate: string;
  }
}

/**
 * Creating an embedded cluster and migrating it takes seconds per test file; loading a dump of one made
 * here takes a fraction of that. (Against a PostgreSQL server, TEST_DATABASE_URL, each file still gets
 * its own database, migrated by the app.)
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return () => undefined;
  }
  const database = await openDatabase({});
  await database.migrate();
  await seed(database.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });
  const client = (database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-template-')), 'pglite.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
