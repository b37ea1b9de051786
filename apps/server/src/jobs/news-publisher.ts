import type { AppContext } from '../context.js';
import { auditRepository } from '../modules/audit/repository.js';
import { invalidatePublicContent } from '../modules/content/public-cache.js';
import { newsRepository } from '../modules/news/repository.js';

/**
 * Makes scheduled news public once its time has come: one atomic UPDATE claims and publishes the due items
 * (safe on several instances at once), each publication is audited in the same transaction, and the public
 * cache is cleared so lists, articles, the sitemap and the feed show them.
 */
export async function runNewsPublisher(ctx: AppContext): Promise<{ published: number }> {
  const published = await ctx.db.transaction(async (tx) => {
    const rows = await newsRepository.publishDue(tx);
    for (const row of rows) {
      await auditRepository.record(tx, {
        actorId: null,
        action: 'news.published',
        targetType: 'news',
        targetId: row.id,
        data: { slug: row.slug, title: row.title_en, publish_at: row.publish_at?.toISOString() ?? null, by: 'schedule' },
      });
    }
    return rows.length;
  });
  if (published > 0) await invalidatePublicContent(ctx);
  return { published };
}
