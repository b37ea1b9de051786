import { and, asc, count, desc, eq, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { geoAreas, news, newsCategories, newsImages, newsTagLinks, newsTags, users, type NewsStatus } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like.js';
import { foreignKeyOr } from '../../db/foreign-key.js';
import { uniqueOr } from '../../db/unique.js';
import { invalid, slugInUse } from '../../lib/errors.js';

export type NewsRow = typeof news.$inferSelect;
export type NewsValues = Omit<typeof news.$inferInsert, 'id' | 'created_at'>;

const SLUG_TAKEN = { news_slug_unique: slugInUse };
/** Something the item names was deleted between the service's check and the write: a 422 on that field. */
const VANISHED = {
  news_category_id_news_categories_id_fk: () => invalid({ category_id: 'content.category_not_found' }),
  news_featured_image_id_media_id_fk: () => invalid({ featured_image_id: 'content.image_not_found' }),
  news_geo_area_id_geo_areas_id_fk: () => invalid({ geo_area_id: 'content.geo_area_not_found' }),
};
const VANISHED_TAG = { news_tag_links_tag_id_news_tags_id_fk: () => invalid({ tag_ids: 'content.tag_not_found' }) };
const VANISHED_IMAGE = { news_images_media_id_media_id_fk: () => invalid({ image_ids: 'content.image_not_found' }) };

export interface AdminNewsFilter {
  page: number;
  perPage: number;
  q?: string;
  categoryId?: string;
  tagId?: string;
  status?: NewsStatus;
}

export const newsRepository = {
  async find(db: Executor, id: string): Promise<NewsRow | undefined> {
    const [row] = await db.select().from(news).where(eq(news.id, id));
    return row;
  },

  /** The row, locked until the transaction ends: two saves of one item run one after the other. */
  async lock(db: Executor, id: string): Promise<NewsRow | undefined> {
    const [row] = await db.select().from(news).where(eq(news.id, id)).for('update');
    return row;
  },

  async slugTaken(db: Executor, slug: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: news.id })
      .from(news)
      .where(exceptId ? and(eq(news.slug, slug), ne(news.id, exceptId)) : eq(news.slug, slug));
    return Boolean(row);
  },

  async insert(db: Executor, values: NewsValues): Promise<NewsRow> {
    const [row] = await foreignKeyOr(() => uniqueOr(() => db.insert(news).values(values).returning(), SLUG_TAKEN), VANISHED);
    return row!;
  },

  async update(db: Executor, id: string, values: Partial<NewsValues>): Promise<void> {
    const write = () => db.update(news).set({ ...values, updated_at: sql`now()` }).where(eq(news.id, id));
    await foreignKeyOr(() => uniqueOr(write, SLUG_TAKEN), VANISHED);
  },

  async remove(db: Executor, id: string): Promise<void> {
    await db.delete(news).where(eq(news.id, id));
  },

  async tagIds(db: Executor, id: string): Promise<string[]> {
    const rows = await db.select({ id: newsTagLinks.tag_id }).from(newsTagLinks).innerJoin(newsTags, eq(newsTags.id, newsTagLinks.tag_id))
      .where(eq(newsTagLinks.news_id, id)).orderBy(asc(newsTags.name_en));
    return rows.map((r) => r.id);
  },

  async imageIds(db: Executor, id: string): Promise<string[]> {
    const rows = await db.select({ id: newsImages.media_id }).from(newsImages).where(eq(newsImages.news_id, id)).orderBy(asc(newsImages.position));
    return rows.map((r) => r.id);
  },

  async setTags(db: Executor, id: string, tagIds: readonly string[]): Promise<void> {
    await db.delete(newsTagLinks).where(eq(newsTagLinks.news_id, id));
    if (tagIds.length > 0) await foreignKeyOr(() => db.insert(newsTagLinks).values(tagIds.map((tag_id) => ({ news_id: id, tag_id }))), VANISHED_TAG);
  },

  async setImages(db: Executor, id: string, mediaIds: readonly string[]): Promise<void> {
    await db.delete(newsImages).where(eq(newsImages.news_id, id));
    if (mediaIds.length === 0) return;
    await foreignKeyOr(() => db.insert(newsImages).values(mediaIds.map((media_id, position) => ({ news_id: id, media_id, position }))), VANISHED_IMAGE);
  },

  async existingCategory(db: Executor, id: string): Promise<boolean> {
    const [row] = await db.select({ id: newsCategories.id }).from(newsCategories).where(eq(newsCategories.id, id));
    return Boolean(row);
  },

  async existingTags(db: Executor, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db.select({ id: newsTags.id }).from(newsTags).where(inArray(newsTags.id, [...ids]));
    return new Set(rows.map((r) => r.id));
  },

  async existingGeoArea(db: Executor, id: string): Promise<boolean> {
    const [row] = await db.select({ id: geoAreas.id }).from(geoAreas).where(eq(geoAreas.id, id));
    return Boolean(row);
  },

  async authorName(db: Executor, userId: string | null): Promise<string | undefined> {
    if (!userId) return undefined;
    const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    return row?.name;
  },

  /** One page of the admin list, newest first, with category and author; tags come separately (tagsOf). */
  async list(db: Executor, filter: AdminNewsFilter) {
    const conditions: SQL[] = [];
    if (filter.q) {
      const pattern = containsPattern(filter.q);
      conditions.push(or(ilike(news.title_en, pattern), ilike(news.title_bn, pattern), ilike(news.slug, pattern))!);
    }
    if (filter.categoryId) conditions.push(eq(news.category_id, filter.categoryId));
    if (filter.tagId) conditions.push(sql`exists (select 1 from ${newsTagLinks} l where l.news_id = ${news.id} and l.tag_id = ${filter.tagId})`);
    if (filter.status) conditions.push(eq(news.status, filter.status));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: news.id,
          slug: news.slug,
          title_en: news.title_en,
          title_bn: news.title_bn,
          status: news.status,
          publish_at: news.publish_at,
          created_at: news.created_at,
          updated_at: news.updated_at,
          author_id: news.author_id,
          author_name: users.name,
          category_id: newsCategories.id,
          category_en: newsCategories.name_en,
          category_bn: newsCategories.name_bn,
        })
        .from(news)
        .leftJoin(users, eq(users.id, news.author_id))
        .leftJoin(newsCategories, eq(newsCategories.id, news.category_id))
        .where(where)
        .orderBy(desc(news.created_at), desc(news.id))
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage),
      db.select({ n: count() }).from(news).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** Tags of several items at once (id, names, slug), by item id. */
  async tagsOf(db: Executor, newsIds: readonly string[]) {
    const map = new Map<string, Array<{ id: string; slug: string; name_en: string; name_bn: string }>>();
    if (newsIds.length === 0) return map;
    const rows = await db
      .select({ news_id: newsTagLinks.news_id, id: newsTags.id, slug: newsTags.slug, name_en: newsTags.name_en, name_bn: newsTags.name_bn })
      .from(newsTagLinks)
      .innerJoin(newsTags, eq(newsTags.id, newsTagLinks.tag_id))
      .where(inArray(newsTagLinks.news_id, [...newsIds]))
      .orderBy(asc(newsTags.name_en));
    for (const { news_id, ...tag } of rows) {
      const list = map.get(news_id) ?? [];
      list.push(tag);
      map.set(news_id, list);
    }
    return map;
  },

  /**
   * Publishes every scheduled item whose time has come, in one statement: when several instances run it at
   * once, the row lock makes the later UPDATE re-check `status = 'scheduled'` and skip what the first took,
   * so each item is published (and audited) by exactly one of them.
   */
  async publishDue(db: Executor): Promise<Array<{ id: string; slug: string; title_en: string; publish_at: Date | null }>> {
    return db
      .update(news)
      .set({ status: 'published', updated_at: sql`now()` })
      .where(and(eq(news.status, 'scheduled'), lte(news.publish_at, sql`now()`)))
      .returning({ id: news.id, slug: news.slug, title_en: news.title_en, publish_at: news.publish_at });
  },
};
