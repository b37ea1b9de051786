import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { newsTags } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like.js';
import { uniqueOr } from '../../db/unique.js';
import { slugInUse } from '../../lib/errors.js';

export type TagRow = typeof newsTags.$inferSelect;
type TagValues = Pick<TagRow, 'slug' | 'name_en' | 'name_bn'>;

const newsCount = sql<number>`(select count(*) from news_tag_links l where l.tag_id = "news_tags"."id")`.mapWith(Number);

export const tagRepository = {
  async list(db: Executor, filter: { page: number; perPage: number; q?: string }) {
    const pattern = filter.q ? containsPattern(filter.q) : undefined;
    const where = pattern ? or(ilike(newsTags.name_en, pattern), ilike(newsTags.name_bn, pattern), ilike(newsTags.slug, pattern)) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({ row: newsTags, news_count: newsCount })
        .from(newsTags)
        .where(where)
        .orderBy(asc(newsTags.name_en), asc(newsTags.id))
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage),
      db.select({ n: count() }).from(newsTags).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async find(db: Executor, id: string) {
    const [found] = await db.select({ row: newsTags, news_count: newsCount }).from(newsTags).where(eq(newsTags.id, id));
    return found;
  },

  async lock(db: Executor, id: string): Promise<TagRow | undefined> {
    const [row] = await db.select().from(newsTags).where(eq(newsTags.id, id)).for('update');
    return row;
  },

  async slugTaken(db: Executor, slug: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: newsTags.id })
      .from(newsTags)
      .where(exceptId ? and(eq(newsTags.slug, slug), ne(newsTags.id, exceptId)) : eq(newsTags.slug, slug));
    return Boolean(row);
  },

  async insert(db: Executor, values: TagValues): Promise<TagRow> {
    const [row] = await uniqueOr(() => db.insert(newsTags).values(values).returning(), { news_tags_slug_unique: slugInUse });
    return row!;
  },

  async update(db: Executor, id: string, values: TagValues): Promise<void> {
    await uniqueOr(() => db.update(newsTags).set({ ...values, updated_at: sql`now()` }).where(eq(newsTags.id, id)), { news_tags_slug_unique: slugInUse });
  },

  /** Links to news items go with the tag (the items simply lose it). */
  async remove(db: Executor, id: string): Promise<void> {
    await db.delete(newsTags).where(eq(newsTags.id, id));
  },
};
