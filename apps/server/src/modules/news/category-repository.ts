import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { news, newsCategories } from '../../db/schema/index.js';
import { foreignKeyOr } from '../../db/foreign-key.js';
import { uniqueOr } from '../../db/unique.js';
import { AppError, slugInUse } from '../../lib/errors.js';

export type CategoryRow = typeof newsCategories.$inferSelect;
export interface CategoryWithCounts extends CategoryRow {
  children_count: number;
  news_count: number;
}

/** Any constant: saves that change the tree take it for their transaction, so two moves cannot make a loop. */
const TREE_LOCK = 872_354_101;

export const categoryRepository = {
  /** Every category with its counts, by English name; a tree has tens of these, not thousands. */
  async all(db: Executor): Promise<CategoryWithCounts[]> {
    return db
      .select({
        id: newsCategories.id,
        parent_id: newsCategories.parent_id,
        slug: newsCategories.slug,
        name_en: newsCategories.name_en,
        name_bn: newsCategories.name_bn,
        created_at: newsCategories.created_at,
        updated_at: newsCategories.updated_at,
        children_count: sql<number>`(select count(*) from news_categories k where k.parent_id = "news_categories"."id")`.mapWith(Number),
        news_count: sql<number>`(select count(*) from news n where n.category_id = "news_categories"."id")`.mapWith(Number),
      })
      .from(newsCategories)
      .orderBy(asc(newsCategories.name_en), asc(newsCategories.id));
  },

  async lockTree(db: Executor): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK})`);
  },

  async find(db: Executor, id: string): Promise<CategoryRow | undefined> {
    const [row] = await db.select().from(newsCategories).where(eq(newsCategories.id, id));
    return row;
  },

  async slugTaken(db: Executor, slug: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: newsCategories.id })
      .from(newsCategories)
      .where(exceptId ? and(eq(newsCategories.slug, slug), ne(newsCategories.id, exceptId)) : eq(newsCategories.slug, slug));
    return Boolean(row);
  },

  async insert(db: Executor, values: Pick<CategoryRow, 'slug' | 'name_en' | 'name_bn' | 'parent_id'>): Promise<CategoryRow> {
    const [row] = await uniqueOr(() => db.insert(newsCategories).values(values).returning(), { news_categories_slug_unique: slugInUse });
    return row!;
  },

  async update(db: Executor, id: string, values: Pick<CategoryRow, 'slug' | 'name_en' | 'name_bn' | 'parent_id'>): Promise<void> {
    await uniqueOr(() => db.update(newsCategories).set({ ...values, updated_at: sql`now()` }).where(eq(newsCategories.id, id)), { news_categories_slug_unique: slugInUse });
  },

  async hasChildren(db: Executor, id: string): Promise<boolean> {
    const [row] = await db.select({ id: newsCategories.id }).from(newsCategories).where(eq(newsCategories.parent_id, id)).limit(1);
    return Boolean(row);
  },

  async inUse(db: Executor, id: string): Promise<boolean> {
    const [row] = await db.select({ id: news.id }).from(news).where(eq(news.category_id, id)).limit(1);
    return Boolean(row);
  },

  /** A news item saved into the category after the service's check, or a child created since: the keys refuse the delete. */
  async remove(db: Executor, id: string): Promise<void> {
    await foreignKeyOr(() => db.delete(newsCategories).where(eq(newsCategories.id, id)), {
      news_category_id_news_categories_id_fk: () => new AppError('invalid', 'content.category_in_use'),
      news_categories_parent_id_news_categories_id_fk: () => new AppError('invalid', 'content.category_has_children'),
    });
  },
};
