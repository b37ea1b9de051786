import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { foreignKeyOr } from '../../db/foreign-key.js';
import { contentRevisions, media, mediaUsages, users, type ContentKind } from '../../db/schema/index.js';
import { invalid } from '../../lib/errors.js';

export type MediaRow = typeof media.$inferSelect;

/** The field whose text holds the images a news item or page uses inline. */
const TEXT_FIELD: Record<ContentKind, string> = { news: 'body', page: 'details' };

/** What news and pages share: media look-ups, the "used in" rows and revisions. */
export const contentRepository = {
  async mediaByIds(db: Executor, ids: readonly string[]): Promise<MediaRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(media).where(inArray(media.id, [...ids]));
  },

  /** Makes `mediaIds` exactly the media the item uses (one row each), so a delete in the library sees every use. */
  async replaceUsages(db: Executor, kind: ContentKind, contentId: string, mediaIds: readonly string[]): Promise<void> {
    await db.delete(mediaUsages).where(and(eq(mediaUsages.content_kind, kind), eq(mediaUsages.content_id, contentId)));
    const unique = [...new Set(mediaIds)];
    if (unique.length === 0) return;
    // An image deleted between the service's check and this write: a 422 on the text that uses it.
    await foreignKeyOr(() => db.insert(mediaUsages).values(unique.map((id) => ({ media_id: id, content_kind: kind, content_id: contentId }))), {
      media_usages_media_id_media_id_fk: () => invalid({ [TEXT_FIELD[kind]]: 'content.image_not_found' }),
    });
  },

  async addRevision(db: Executor, kind: ContentKind, contentId: string, snapshot: unknown, authorId: string | null): Promise<void> {
    await db.insert(contentRevisions).values({ content_kind: kind, content_id: contentId, snapshot, author_id: authorId });
  },

  async revisions(db: Executor, kind: ContentKind, contentId: string) {
    return db
      .select({
        id: contentRevisions.id,
        created_at: contentRevisions.created_at,
        author_id: users.id,
        author_name: users.name,
        title: sql<string>`coalesce(${contentRevisions.snapshot}->'title'->>'en', '')`,
      })
      .from(contentRevisions)
      .leftJoin(users, eq(users.id, contentRevisions.author_id))
      .where(and(eq(contentRevisions.content_kind, kind), eq(contentRevisions.content_id, contentId)))
      .orderBy(desc(contentRevisions.id))
      // Every save is kept; the list shows the latest hundred, which is what anyone restores from.
      .limit(100);
  },

  async revision(db: Executor, kind: ContentKind, contentId: string, id: number): Promise<unknown> {
    const [row] = await db
      .select({ snapshot: contentRevisions.snapshot })
      .from(contentRevisions)
      .where(and(eq(contentRevisions.id, id), eq(contentRevisions.content_kind, kind), eq(contentRevisions.content_id, contentId)));
    return row?.snapshot;
  },

  /** An item's history and "used in" rows go with it. */
  async forget(db: Executor, kind: ContentKind, contentId: string): Promise<void> {
    await db.delete(mediaUsages).where(and(eq(mediaUsages.content_kind, kind), eq(mediaUsages.content_id, contentId)));
    await db.delete(contentRevisions).where(and(eq(contentRevisions.content_kind, kind), eq(contentRevisions.content_id, contentId)));
  },

  /** Changes whenever any public content changes: newest update and row count of each content table. */
  async changeStamp(db: Executor): Promise<string> {
    const result = await db.execute<{ stamp: string | null }>(sql`select concat_ws('|',
      (select max(updated_at) from news), (select count(*) from news),
      (select max(updated_at) from pages), (select count(*) from pages),
      (select max(updated_at) from news_categories), (select count(*) from news_categories),
      (select max(updated_at) from news_tags), (select count(*) from news_tags),
      (select count(*) from news_tag_links)) as stamp`);
    return result.rows[0]?.stamp ?? '';
  }
};
