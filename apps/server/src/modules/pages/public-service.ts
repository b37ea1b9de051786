import { buildListMeta, type Language, type TPaginationQuery, type TPublicPage, type TPublicPageList } from '@portal/contract';
import type { AppContext } from '../../context.js';
import { contentRepository } from '../content/repository.js';
import { toMediaSummary } from '../media/presenter.js';
import { pick } from '../news/public-service.js';
import { pagesRepository } from './repository.js';

/** One published page by slug, in the reader's language (English where no Bengali title was written). */
export async function publicPage(ctx: AppContext, lang: Language, slug: string): Promise<TPublicPage | undefined> {
  const row = await pagesRepository.publishedBySlug(ctx.db, slug);
  if (!row) return undefined;
  const [banner] = await contentRepository.mediaByIds(ctx.db, row.banner_image_id ? [row.banner_image_id] : []);
  const { language, text } = pick(lang, row.title_bn !== '');
  return {
    id: row.id,
    slug: row.slug,
    title: text(row.title_en, row.title_bn),
    details: text(row.details_en, row.details_bn),
    banner_image: banner ? toMediaSummary(banner) : null,
    meta_title: text(row.meta_title_en, row.meta_title_bn),
    meta_tag: text(row.meta_tag_en, row.meta_tag_bn),
    meta_description: text(row.meta_description_en, row.meta_description_bn),
    published_at: (row.published_at ?? row.updated_at).toISOString(),
    updated_at: row.updated_at.toISOString(),
    language,
  };
}

/** /page without a slug: the published pages by English title. */
export async function publicPageList(ctx: AppContext, lang: Language, query: TPaginationQuery): Promise<TPublicPageList> {
  const { rows, total } = await pagesRepository.publishedList(ctx.db, query.page, query.per_page);
  return {
    data: rows.map((row) => {
      const { language, text } = pick(lang, row.title_bn !== '');
      return {
        id: row.id,
        slug: row.slug,
        title: text(row.title_en, row.title_bn),
        meta_description: text(row.meta_description_en, row.meta_description_bn),
        updated_at: row.updated_at.toISOString(),
        language,
      };
    }),
    meta: buildListMeta(query.page, query.per_page, total),
  };
}

/** Published pages for the sitemap. */
export async function publishedPageSlugs(ctx: AppContext) {
  return pagesRepository.publishedSlugs(ctx.db);
}
