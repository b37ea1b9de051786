import {
  buildListMeta,
  ZPublicNewsListQuery,
  type Language,
  type TPublicCategoryNode,
  type TPublicCategoryTree,
  type TPublicNewsCard,
  type TPublicNewsItem,
  type TPublicNewsList,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { contentRepository, type MediaRow } from '../content/repository.js';
import { toMediaSummary } from '../media/presenter.js';
import { categoryRepository } from './category-repository.js';
import { subtreeIds, treeOrder } from './category-tree.js';
import { publicNewsRepository } from './public-repository.js';
import { newsRepository } from './repository.js';

type ListQuery = z.output<typeof ZPublicNewsListQuery>;
type CardRow = Awaited<ReturnType<typeof publicNewsRepository.list>>['rows'][number];

/**
 * Readers get each text in their language. An item is shown in Bengali when its Bengali title is written;
 * any Bengali field left empty then falls back to its English one. `language` says what the reader got.
 */
export function pick(lang: Language, hasBengali: boolean) {
  const bn = lang === 'bn' && hasBengali;
  return { language: (bn ? 'bn' : 'en') as Language, text: (en: string, bnText: string | null | undefined) => (bn && bnText ? bnText : en) };
}
/** A name (category, tag, area) in the reader's language, English where no Bengali was written. */
const nameIn = (lang: Language, en: string, bn: string | null | undefined) => (lang === 'bn' && bn ? bn : en);

function card(lang: Language, row: CardRow, extras: {
  tags: Array<{ slug: string; name_en: string; name_bn: string }>;
  media: ReadonlyMap<string, MediaRow>;
  geo: Array<{ en: string; bn: string }>;
}): TPublicNewsCard {
  const { language, text } = pick(lang, row.title_bn !== '');
  const featured = row.featured_image_id ? extras.media.get(row.featured_image_id) : undefined;
  return {
    id: row.id,
    slug: row.slug,
    title: text(row.title_en, row.title_bn),
    summary: text(row.summary_en, row.summary_bn),
    category: row.category_slug ? { slug: row.category_slug, name: nameIn(lang, row.category_en ?? '', row.category_bn) } : null,
    tags: extras.tags.map((tag) => ({ slug: tag.slug, name: nameIn(lang, tag.name_en, tag.name_bn) })),
    featured_image: featured ? toMediaSummary(featured) : null,
    geo: extras.geo.map((area) => nameIn(lang, area.en, area.bn)),
    published_at: row.publish_at!.toISOString(),
    language,
  };
}

async function extrasOf(ctx: AppContext, rows: CardRow[], moreMedia: string[] = []) {
  const [tags, media, geo] = await Promise.all([
    newsRepository.tagsOf(ctx.db, rows.map((r) => r.id)),
    contentRepository.mediaByIds(ctx.db, [...rows.flatMap((r) => (r.featured_image_id ? [r.featured_image_id] : [])), ...moreMedia]),
    publicNewsRepository.geoPaths(ctx.db, rows.flatMap((r) => (r.geo_area_id ? [r.geo_area_id] : []))),
  ]);
  const mediaById = new Map(media.map((m) => [m.id, m]));
  return (row: CardRow) => ({ tags: tags.get(row.id) ?? [], media: mediaById, geo: row.geo_area_id ? (geo.get(row.geo_area_id) ?? []) : [] });
}

export async function listPublicNews(ctx: AppContext, lang: Language, query: ListQuery): Promise<TPublicNewsList> {
  let categoryIds: string[] | undefined;
  if (query.category) {
    const all = await categoryRepository.all(ctx.db);
    const found = all.find((c) => c.slug === query.category);
    categoryIds = found ? [...subtreeIds(all, found.id)] : [];
  }
  const { rows, total } = await publicNewsRepository.list(ctx.db, {
    page: query.page,
    perPage: query.per_page,
    q: query.q || undefined,
    categoryIds,
    tagSlug: query.tag,
    geo: { division_id: query.division_id, district_id: query.district_id, upazila_id: query.upazila_id },
  });
  const extras = await extrasOf(ctx, rows);
  return { data: rows.map((row) => card(lang, row, extras(row))), meta: buildListMeta(query.page, query.per_page, total) };
}

/** One published item by slug; undefined for drafts, scheduled items and unknown slugs. */
export async function publicNewsItem(ctx: AppContext, lang: Language, slug: string): Promise<TPublicNewsItem | undefined> {
  const found = await publicNewsRepository.bySlug(ctx.db, slug);
  if (!found) return undefined;
  const { news: row, ...cardRow } = found;
  const gallery = await publicNewsRepository.galleryIds(ctx.db, row.id);
  const extras = (await extrasOf(ctx, [cardRow], gallery))(cardRow);
  const { text } = pick(lang, row.title_bn !== '');
  return {
    ...card(lang, cardRow, extras),
    body: text(row.body_en, row.body_bn),
    images: gallery.flatMap((id) => {
      const image = extras.media.get(id);
      return image ? [toMediaSummary(image)] : [];
    }),
    meta_title: text(row.meta_title_en, row.meta_title_bn),
    meta_tag: text(row.meta_tag_en, row.meta_tag_bn),
    meta_description: text(row.meta_description_en, row.meta_description_bn),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The newest published items, for the sitemap and the RSS feed. */
export async function latestPublishedNews(ctx: AppContext, limit: number) {
  return publicNewsRepository.latest(ctx.db, limit);
}

export async function publicCategoryTree(ctx: AppContext, lang: Language): Promise<TPublicCategoryTree> {
  const nodes = new Map<string, TPublicCategoryNode>();
  const roots: TPublicCategoryNode[] = [];
  for (const { row } of treeOrder(await categoryRepository.all(ctx.db))) {
    const node = { id: row.id, slug: row.slug, name: nameIn(lang, row.name_en, row.name_bn), children: [] };
    nodes.set(row.id, node);
    const parent = row.parent_id ? nodes.get(row.parent_id) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return { data: roots };
}
