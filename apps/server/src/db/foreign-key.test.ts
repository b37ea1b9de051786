import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { foreignKeyOr, violatedForeignKey } from './foreign-key.js';

class ParentGone extends Error {}
const errors = { fk_children_parent_fk: () => new ParentGone() };
// Both databases' real errors are read in test/content-foreign-keys.test.ts, through the repositories.

/** node-postgres's error as pg-protocol builds it from the server's ErrorResponse. */
function pgForeignKeyViolation(constraint: string): pg.DatabaseError {
  const error = new pg.DatabaseError(`insert or update violates foreign key constraint "${constraint}"`, 0, 'error');
  Object.assign(error, { severity: 'ERROR', code: '23503', constraint, table: 'fk_children' });
  return error;
}

describe('violatedForeignKey', () => {
  it('names the constraint of a foreign key violation, bare or wrapped by drizzle', () => {
    const error = pgForeignKeyViolation('fk_children_parent_fk');
    expect(violatedForeignKey(error)).toBe('fk_children_parent_fk');
    expect(violatedForeignKey(new DrizzleQueryError('insert into fk_children …', [], error))).toBe('fk_children_parent_fk');
  });

  it('names the constraint of a delete refused by an ON DELETE RESTRICT key (restrict_violation)', () => {
    const error = Object.assign(pgForeignKeyViolation('fk_children_parent_fk'), { code: '23001' });
    expect(violatedForeignKey(error)).toBe('fk_children_parent_fk');
  });

  it('is undefined for other errors', () => {
    const unique = Object.assign(new pg.DatabaseError('duplicate key value', 0, 'error'), { code: '23505', constraint: 'x_unique' });
    expect(violatedForeignKey(unique)).toBeUndefined();
    expect(violatedForeignKey(new Error('boom'))).toBeUndefined();
  });
});

describe('foreignKeyOr', () => {
  it('answers the write when nothing is violated', async () => {
    await expect(foreignKeyOr(() => Promise.resolve(7), errors)).resolves.toBe(7);
  });

  it('throws the domain error of the named foreign key and lets others through unchanged', async () => {
    const wrapped = () => Promise.reject(new DrizzleQueryError('insert …', [], pgForeignKeyViolation('fk_children_parent_fk')));
    await expect(foreignKeyOr(wrapped, errors)).rejects.toBeInstanceOf(ParentGone);
    const other = pgForeignKeyViolation('fk_children_other_fk');
    await expect(foreignKeyOr(() => Promise.reject(other), errors)).rejects.toBe(other);
  });
});
