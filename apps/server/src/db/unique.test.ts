import { PGlite } from '@electric-sql/pglite';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { uniqueOr, violatedUnique } from './unique.js';

class NameTaken extends Error {}
class CodeTaken extends Error {}
const errors = { unique_names_name_unique: () => new NameTaken(), unique_names_code_unique: () => new CodeTaken() };

/** node-postgres's error as pg-protocol builds it from the server's ErrorResponse. */
function pgUniqueViolation(constraint: string): pg.DatabaseError {
  const error = new pg.DatabaseError(`duplicate key value violates unique constraint "${constraint}"`, 0, 'error');
  Object.assign(error, { severity: 'ERROR', code: '23505', constraint, table: 'unique_names' });
  return error;
}

describe('violatedUnique', () => {
  it('names the constraint of a unique violation, bare or wrapped by drizzle', () => {
    const error = pgUniqueViolation('unique_names_name_unique');
    expect(violatedUnique(error)).toBe('unique_names_name_unique');
    expect(violatedUnique(new DrizzleQueryError('insert into unique_names …', [], error))).toBe('unique_names_name_unique');
  });

  it('is undefined for other errors', () => {
    const foreignKey = Object.assign(new pg.DatabaseError('violates foreign key constraint', 0, 'error'), { code: '23503', constraint: 'x_fk' });
    expect(violatedUnique(foreignKey)).toBeUndefined();
    expect(violatedUnique(new Error('boom'))).toBeUndefined();
    expect(violatedUnique(undefined)).toBeUndefined();
  });
});

describe('uniqueOr', () => {
  it('answers the write when nothing is violated', async () => {
    await expect(uniqueOr(() => Promise.resolve(7), errors)).resolves.toBe(7);
  });

  it('throws the domain error of the named constraint (node-postgres shape)', async () => {
    const fail = (constraint: string) => () => Promise.reject(new DrizzleQueryError('insert …', [], pgUniqueViolation(constraint)));
    await expect(uniqueOr(fail('unique_names_name_unique'), errors)).rejects.toBeInstanceOf(NameTaken);
    await expect(uniqueOr(fail('unique_names_code_unique'), errors)).rejects.toBeInstanceOf(CodeTaken);
  });

  it('lets a violation of a constraint it was not given, and other errors, through unchanged', async () => {
    const other = pgUniqueViolation('unique_names_pkey');
    await expect(uniqueOr(() => Promise.reject(other), errors)).rejects.toBe(other);
    const boom = new Error('boom');
    await expect(uniqueOr(() => Promise.reject(boom), errors)).rejects.toBe(boom);
  });
});

const CREATE_TABLE = `create temporary table unique_names (id serial primary key, name text not null, code text not null);
  create unique index unique_names_name_unique on unique_names (name);
  create unique index unique_names_code_unique on unique_names (code);`;

describe('uniqueOr on PGlite', () => {
  const client = new PGlite();
  const db = drizzlePglite(client);
  afterAll(() => client.close());

  it("reads the embedded database's error", async () => {
    await client.exec(CREATE_TABLE);
    const insert = (name: string, code: string) => () => db.execute(sql`insert into unique_names (name, code) values (${name}, ${code})`);
    await uniqueOr(insert('a', '1'), errors);
    await expect(uniqueOr(insert('a', '2'), errors)).rejects.toBeInstanceOf(NameTaken);
    await expect(uniqueOr(insert('b', '1'), errors)).rejects.toBeInstanceOf(CodeTaken);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('uniqueOr on PostgreSQL (node-postgres)', () => {
  it("reads the server's error", async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      // A temporary table, so nothing is left behind in the shared server.
      await admin.query(CREATE_TABLE);
      const db = drizzlePg(admin);
      const insert = (name: string, code: string) => () => db.execute(sql`insert into unique_names (name, code) values (${name}, ${code})`);
      await uniqueOr(insert('a', '1'), errors);
      await expect(uniqueOr(insert('a', '2'), errors)).rejects.toBeInstanceOf(NameTaken);
      await expect(uniqueOr(insert('b', '1'), errors)).rejects.toBeInstanceOf(CodeTaken);
    } finally {
      await admin.end();
    }
  });
});
