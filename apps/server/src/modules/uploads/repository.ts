import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

/** An upload a form wants to use, locked for the rest of the transaction. */
export interface ClaimableUpload {
  id: string;
  /** Already used by a submission of another form (earlier versions of the same form may share files). */
  used_elsewhere: boolean;
}

export const uploadsRepository = {
  async insertMany(db: Executor, rows: NewUpload[]): Promise<UploadRow[]> {
    return db.insert(uploads).values(rows).returning();
  },

  async findById(db: Executor, id: string): Promise<UploadRow | undefined> {
    const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
    return row;
  },

  /**
   * The candidate's own uploads among `ids`, locked so that the cleanup job (which skips locked rows)
   * cannot remove them while a draft or submission claims them.
   */
  async lockOwned(db: Executor, userId: string, formKey: string, ids: readonly string[]): Promise<ClaimableUpload[]> {
    if (ids.length === 0) return [];
    const result = await db.execute<{ id: string; used_elsewhere: boolean }>(sql`
      select u.id,
             exists (select 1 from submission_files sf join submissions s on s.id = sf.submission_id
                     where sf.upload_id = u.id and s.form_key <> ${formKey}) as used_elsewhere
      from uploads u
      where u.user_id = ${userId} and u.id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})
      for update of u`);
    return result.rows.map((row) => ({ id: row.id, used_elsewhere: row.used_elsewhere === true }));
  },

  async markAttached(db: Executor, ids: readonly string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(uploads)
      .set({ attached_at: at })
      .where(and(inArray(uploads.id, [...ids]), isNull(uploads.attached_at)));
  },

  /** Files a draft no longer refers to become unattached again, unless another version still uses them. */
  async releaseUnreferenced(db: Executor, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(uploads)
      .set({ attached_at: null })
      .where(
        and(
          inArray(uploads.id, [...ids]),
          sql`not exists (select 1 from submission_files sf where sf.upload_id = ${uploads.id})`,
        ),
      );
  },

  /**
   * Deletes up to `limit` uploads that nothing refers to and that were made before `before`, returning their
   * storage keys. One statement that skips rows a transaction holds, so several instances can run it at once.
   */
  async deleteUnattached(db: Executor, before: Date, limit: number): Promise<string[]> {
    const result = await db.execute<{ storage_key: string }>(sql`
      delete from uploads where id in (
        select u.id from uploads u
        where u.attached_at is null and u.created_at < ${before.toISOString()}::timestamptz
          and not exists (select 1 from submission_files sf where sf.upload_id = u.id)
        order by u.created_at
        limit ${limit}
        for update skip locked)
      returning storage_key`);
    return result.rows.map((row) => row.storage_key);
  },

  /** Which of these storage keys have an uploads row. */
  async existingKeys(db: Executor, keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await db.select({ key: uploads.storage_key }).from(uploads).where(inArray(uploads.storage_key, [...keys]));
    return new Set(rows.map((row) => row.key));
  },
};
