import { and, count, desc, eq, ilike, or, sql, sum } from 'drizzle-orm';
import type { Language, TMediaUsage } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import { foreignKeyOr } from '../../db/foreign-key.js';
import { media, users } from '../../db/schema/index.js';
import { mediaInUse } from '../../lib/errors.js';
import { containsPattern } from '../../lib/like.js';

export type MediaRow = typeof media.$inferSelect;
export type NewMedia = typeof media.$inferInsert;
export type MediaWithOwner = MediaRow & { owner_name: string | null };
export type StoredVariants = MediaRow['variants'];

export interface MediaListFilter {
  q?: string;
  folder?: string;
  page: number;
  perPage: number;
}

function selectWithOwner(db: Executor) {
  return db
    .select({ row: media, owner_name: users.name })
    .from(media)
    .leftJoin(users, eq(users.id, media.owner_id));
}

const flatten = (found: { row: MediaRow; owner_name: string | null }): MediaWithOwner => ({ ...found.row, owner_name: found.owner_name });

/** The keys that refuse deleting an image something still uses (the last guard after the service's check). */
const USED_BY = Object.fromEntries(
  ['media_usages_media_id_media_id_fk', 'news_featured_image_id_media_id_fk', 'news_images_media_id_media_id_fk', 'pages_banner_image_id_media_id_fk'].map(
    (constraint) => [constraint, () => mediaInUse([])],
  ),
);

const idList = (ids: readonly string[]) => sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);

export const mediaRepository = {
  async insertMany(db: Executor, rows: NewMedia[]): Promise<MediaRow[]> {
    return db.insert(media).values(rows).returning();
  },

  async findById(db: Executor, id: string): Promise<MediaWithOwner | undefined> {
    const [found] = await selectWithOwner(db).where(eq(media.id, id));
    return found && flatten(found);
  },

  /** The row, locked until the transaction ends: a concurrent save that starts using it waits (foreign keys). */
  async lock(db: Executor, id: string): Promise<MediaRow | undefined> {
    const [row] = await db.select().from(media).where(eq(media.id, id)).for('update');
    return row;
  },

  async list(db: Executor, filter: MediaListFilter): Promise<{ rows: MediaWithOwner[]; total: number }> {
    const pattern = filter.q ? containsPattern(filter.q) : undefined;
    const where = and(
      pattern ? or(ilike(media.name, pattern), ilike(media.alt, pattern)) : undefined,
      filter.folder ? eq(media.folder, filter.folder) : undefined,
    );
    const [found, [totals]] = await Promise.all([
      selectWithOwner(db)
        .where(where)
        .orderBy(desc(media.created_at), desc(media.id))
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage),
      db.select({ n: count() }).from(media).where(where),
    ]);
    return { rows: found.map(flatten), total: Number(totals?.n ?? 0) };
  },

  async folders(db: Executor): Promise<Array<{ name: string; count: number }>> {
    const rows = await db.select({ name: media.folder, count: count() }).from(media).groupBy(media.folder).orderBy(media.folder);
    return rows.map((row) => ({ name: row.name, count: Number(row.count) }));
  },

  /** Bytes the owner's images take now (every stored size). */
  async usedBytes(db: Executor, ownerId: string): Promise<number> {
    const [row] = await db.select({ total: sum(media.size) }).from(media).where(eq(media.owner_id, ownerId));
    return Number(row?.total ?? 0);
  },

  /**
   * Serialises one owner's uploads until the transaction ends, so two requests at once cannot both fit under
   * the quota and together pass it.
   */
  async lockQuota(db: Executor, ownerId: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`media-quota:${ownerId}`}, 0))`);
  },

  async update(db: Executor, id: string, changes: Partial<Pick<MediaRow, 'alt' | 'folder' | 'focal_x' | 'focal_y'>>): Promise<void> {
    await db.update(media).set({ ...changes, updated_at: sql`now()` }).where(eq(media.id, id));
  },

  async remove(db: Executor, id: string): Promise<void> {
    await foreignKeyOr(() => db.delete(media).where(eq(media.id, id)), USED_BY);
  },

  /**
   * Where each image is used: the media_usages rows that news and pages write on save, and, should one be
   * missing, the references the database itself guards (featured image, gallery, banner). Titles in `lang`,
   * English when the Bengali one is empty; usages whose item is gone are left out.
   */
  async usages(db: Executor, ids: readonly string[], lang: Language): Promise<Map<string, TMediaUsage[]>> {
    const result = new Map<string, TMediaUsage[]>();
    if (ids.length === 0) return result;
    const bengali = lang === 'bn';
    const rows = await db.execute<{ media_id: string; kind: 'news' | 'page'; content_id: string; title: string }>(sql`
      select u.media_id, u.kind, u.content_id,
             case when u.kind = 'news' then coalesce(case when ${bengali} then nullif(n.title_bn, '') end, n.title_en)
                  else coalesce(case when ${bengali} then nullif(p.title_bn, '') end, p.title_en) end as title
      from (
        select media_id, content_kind as kind, content_id from media_usages where media_id in (${idList(ids)})
        union select featured_image_id, 'news', id from news where featured_image_id in (${idList(ids)})
        union select media_id, 'news', news_id from news_images where media_id in (${idList(ids)})
        union select banner_image_id, 'page', id from pages where banner_image_id in (${idList(ids)})
      ) u
      left join news n on u.kind = 'news' and n.id = u.content_id
      left join pages p on u.kind = 'page' and p.id = u.content_id
      where n.id is not null or p.id is not null
      order by u.kind, title`);
    for (const row of rows.rows) {
      const list = result.get(row.media_id) ?? [];
      list.push({ kind: row.kind, id: row.content_id, title: row.title });
      result.set(row.media_id, list);
    }
    return result;
  },

  /** media_usages rows of this image whose news item or page no longer exists: they hold nothing up. */
  async removeStaleUsages(db: Executor, id: string): Promise<void> {
    await db.execute(sql`
      delete from media_usages mu where mu.media_id = ${id}
        and not exists (select 1 from news n where mu.content_kind = 'news' and n.id = mu.content_id)
        and not exists (select 1 from pages p where mu.content_kind = 'page' and p.id = mu.content_id)`);
  },

  /** Which of these storage keys a media item still uses (as any of its sizes): the rest are orphans. */
  async existingKeys(db: Executor, keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await db.execute<{ key: string }>(sql`
      select v.value->>'key' as key from media m, jsonb_each(m.variants) v
      where v.value->>'key' in (${sql.join(keys.map((key) => sql`${key}`), sql`, `)})`);
    return new Set(rows.rows.map((row) => row.key));
  },
};
