import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { pages, users } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like.js';
import { foreignKeyOr } from '../../db/foreign-key.js';
import { uniqueOr } from '../../db/unique.js';
import { invalid, slugInUse } from '../../lib/errors.js';

export type PageRow = typeof pages.$inferSelect;
export type PageValues = Omit<typeof pages.$inferInsert, 'id' | 'created_at'>;

const SLUG_TAKEN = { pages_slug_unique: slugInUse };
/** The banner image was deleted between the service's check and the write. */
const VANISHED = { pages_banner_image_id_media_id_fk: () => invalid({ banner_image_id: 'content.image_not_found' }) };

export const pagesRepository = {
  async find(db: Executor, id: string): Promise<PageRow | undefined> {
    const [row] = await db.select().from(pages).where(eq(pages.id, id));
    return row;
  },

  async lock(db: Executor, id: string): Promise<PageRow | undefined> {
    const [row] = await db.select().from(pages).where(eq(pages.id, id)).for('update');
    return row;
  },

  async slugTaken(db: Executor, slug: string, exceptId?: string): Promise<boolean> {
    const [row] = await db.select({ id: pages.id }).from(pages).where(exceptId ? and(eq(pages.slug, slug), ne(pages.id, exceptId)) : eq(pages.slug, slug));
    return Boolean(row);
  },

  async insert(db: Executor, values: PageValues): Promise<PageRow> {
    const [row] = await foreignKeyOr(() => uniqueOr(() => db.insert(pages).values(values).returning(), SLUG_TAKEN), VANISHED);
    return row!;
  },

  async update(db: Executor, id: string, values: Partial<PageValues>): Promise<void> {
    const write = () => db.update(pages).set({ ...values, updated_at: sql`now()` }).where(eq(pages.id, id));
    await foreignKeyOr(() => uniqueOr(write, SLUG_TAKEN), VANISHED);
  },

  async remove(db: Executor, id: string): Promise<void> {
    await db.delete(pages).where(eq(pages.id, id));
  },

  async authorName(db: Executor, userId: string | null): Promise<string | undefined> {
    if (!userId) return undefined;
    const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    return row?.name;
  },

  /** Admin list, most recently changed first. */
  async list(db: Executor, filter: { page: number; perPage: number; q?: string; published?: boolean }) {
    const conditions: SQL[] = [];
    if (filter.q) {
      const pattern = containsPattern(filter.q);
      conditions.push(or(ilike(pages.title_en, pattern), ilike(pages.title_bn, pattern), ilike(pages.slug, pattern))!);
    }
    if (filter.published !== undefined) conditions.push(eq(pages.published, filter.published));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({ row: pages, author_name: users.name })
        .from(pages)
        .leftJoin(users, eq(users.id, pages.author_id))
        .where(where)
        .orderBy(desc(pages.updated_at), asc(pages.id))
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage),
      db.select({ n: count() }).from(pages).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async publishedBySlug(db: Executor, slug: string): Promise<PageRow | undefined> {
    const [row] = await db.select().from(pages).where(and(eq(pages.published, true), eq(pages.slug, slug)));
    return row;
  },

  async publishedList(db: Executor, page: number, perPage: number) {
    const where = eq(pages.published, true);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: pages.id,
          slug: pages.slug,
          title_en: pages.title_en,
          title_bn: pages.title_bn,
          meta_description_en: pages.meta_description_en,
          meta_description_bn: pages.meta_description_bn,
          updated_at: pages.updated_at,
        })
        .from(pages)
        .where(where)
        .orderBy(asc(pages.title_en), asc(pages.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      db.select({ n: count() }).from(pages).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async publishedSlugs(db: Executor) {
    return db.select({ slug: pages.slug, updated_at: pages.updated_at }).from(pages).where(eq(pages.published, true)).orderBy(asc(pages.slug));
  },
};
