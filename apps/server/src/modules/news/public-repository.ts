import { and, asc, count, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TGeoFilter } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import { geoAreas, news, newsCategories, newsImages, newsTagLinks, newsTags } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like.js';
import { geoFilterCondition } from '../geo/filter.js';

/** What anyone may see: published, and its time has come (a scheduled item is never public before the job runs). */
export const isPublic = and(eq(news.status, 'published'), lte(news.publish_at, sql`now()`))!;

export interface PublicNewsFilter {
  page: number;
  perPage: number;
  q?: string;
  /** The category asked for and every category below it. */
  categoryIds?: string[];
  tagSlug?: string;
  geo: Partial<TGeoFilter>;
}

const cardColumns = {
  id: news.id,
  slug: news.slug,
  title_en: news.title_en,
  title_bn: news.title_bn,
  summary_en: news.summary_en,
  summary_bn: news.summary_bn,
  publish_at: news.publish_at,
  updated_at: news.updated_at,
  geo_area_id: news.geo_area_id,
  featured_image_id: news.featured_image_id,
  category_slug: newsCategories.slug,
  category_en: newsCategories.name_en,
  category_bn: newsCategories.name_bn,
};

export const publicNewsRepository = {
  async list(db: Executor, filter: PublicNewsFilter) {
    const conditions: SQL[] = [isPublic];
    if (filter.q) {
      const pattern = containsPattern(filter.q);
      conditions.push(or(ilike(news.title_en, pattern), ilike(news.title_bn, pattern), ilike(news.summary_en, pattern), ilike(news.summary_bn, pattern))!);
    }
    if (filter.categoryIds) conditions.push(filter.categoryIds.length > 0 ? inArray(news.category_id, filter.categoryIds) : sql`false`);
    if (filter.tagSlug) {
      conditions.push(sql`exists (select 1 from ${newsTagLinks} l join ${newsTags} t on t.id = l.tag_id where l.news_id = ${news.id} and t.slug = ${filter.tagSlug})`);
    }
    const geo = geoFilterCondition(news.geo_area_id, filter.geo);
    if (geo) conditions.push(geo);
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select(cardColumns)
        .from(news)
        .leftJoin(newsCategories, eq(newsCategories.id, news.category_id))
        .where(where)
        .orderBy(desc(news.publish_at), desc(news.id))
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage),
      db.select({ n: count() }).from(news).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async bySlug(db: Executor, slug: string) {
    const [row] = await db
      .select({ ...cardColumns, news: news })
      .from(news)
      .leftJoin(newsCategories, eq(newsCategories.id, news.category_id))
      .where(and(isPublic, eq(news.slug, slug)));
    return row;
  },

  async galleryIds(db: Executor, newsId: string): Promise<string[]> {
    const rows = await db.select({ id: newsImages.media_id }).from(newsImages).where(eq(newsImages.news_id, newsId)).orderBy(asc(newsImages.position));
    return rows.map((r) => r.id);
  },

  /** Names of each area and its ancestors, top level first, by the area's id. */
  async geoPaths(db: Executor, ids: readonly string[]): Promise<Map<string, Array<{ en: string; bn: string }>>> {
    const unique = [...new Set(ids)];
    const out = new Map<string, Array<{ en: string; bn: string }>>();
    if (unique.length === 0) return out;
    const result = await db.execute<{ start: string; name_en: string; name_bn: string; depth: number }>(sql`
      with recursive up(start, id, parent_id, name_en, name_bn, depth) as (
        select g.id, g.id, g.parent_id, g.name_en, g.name_bn, 0 from ${geoAreas} g where g.id in ${sql`(${sql.join(unique.map((id) => sql`${id}`), sql`, `)})`}
        union all
        select up.start, p.id, p.parent_id, p.name_en, p.name_bn, up.depth + 1 from ${geoAreas} p join up on p.id = up.parent_id where up.depth < 10
      )
      select start, name_en, name_bn, depth from up order by start, depth desc`);
    for (const row of result.rows) {
      const list = out.get(row.start) ?? [];
      list.push({ en: row.name_en, bn: row.name_bn });
      out.set(row.start, list);
    }
    return out;
  },

  /** Published items for the sitemap and the feed, newest first. */
  async latest(db: Executor, limit: number) {
    return db
      .select({ slug: news.slug, title_en: news.title_en, summary_en: news.summary_en, meta_description_en: news.meta_description_en, publish_at: news.publish_at, updated_at: news.updated_at })
      .from(news)
      .where(isPublic)
      .orderBy(desc(news.publish_at), desc(news.id))
      .limit(limit);
  },
};
