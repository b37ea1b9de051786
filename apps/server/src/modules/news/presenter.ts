import type { TAdminNewsRow, TNewsItem } from '@portal/contract';
import type { MediaRow } from '../content/repository.js';
import { toMediaSummary } from '../media/presenter.js';
import type { NewsRow } from './repository.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const pair = (en: string, bn: string) => ({ en, bn });

export interface NewsParts {
  row: NewsRow;
  tagIds: string[];
  imageIds: string[];
}

/**
 * What a revision keeps and a restore saves again: the request shape (translated fields as { en, bn }),
 * with the HTML as it was stored, i.e. already sanitised.
 */
export function newsSnapshot({ row, tagIds, imageIds }: NewsParts) {
  return {
    slug: row.slug,
    title: pair(row.title_en, row.title_bn),
    summary: pair(row.summary_en, row.summary_bn),
    body: pair(row.body_en, row.body_bn),
    meta_title: pair(row.meta_title_en, row.meta_title_bn),
    meta_tag: pair(row.meta_tag_en, row.meta_tag_bn),
    meta_description: pair(row.meta_description_en, row.meta_description_bn),
    category_id: row.category_id,
    tag_ids: tagIds,
    featured_image_id: row.featured_image_id,
    image_ids: imageIds,
    geo_area_id: row.geo_area_id,
    published: row.status !== 'draft',
    publish_at: iso(row.publish_at),
  };
}
export type NewsSnapshot = ReturnType<typeof newsSnapshot>;

export function presentNews(parts: NewsParts, media: ReadonlyMap<string, MediaRow>, authorName: string | undefined): TNewsItem {
  const { row } = parts;
  const featured = row.featured_image_id ? media.get(row.featured_image_id) : undefined;
  return {
    id: row.id,
    ...newsSnapshot(parts),
    featured_image: featured ? toMediaSummary(featured) : null,
    images: parts.imageIds.flatMap((id) => {
      const image = media.get(id);
      return image ? [toMediaSummary(image)] : [];
    }),
    status: row.status,
    author: row.author_id ? { id: row.author_id, name: authorName ?? '' } : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

interface AdminListRow {
  id: string;
  slug: string;
  title_en: string;
  title_bn: string;
  status: NewsRow['status'];
  publish_at: Date | null;
  created_at: Date;
  updated_at: Date;
  author_id: string | null;
  author_name: string | null;
  category_id: string | null;
  category_en: string | null;
  category_bn: string | null;
}

export function presentAdminNewsRow(row: AdminListRow, tags: Array<{ id: string; name_en: string; name_bn: string }>): TAdminNewsRow {
  return {
    id: row.id,
    slug: row.slug,
    title: pair(row.title_en, row.title_bn),
    status: row.status,
    publish_at: iso(row.publish_at),
    author: row.author_id ? { id: row.author_id, name: row.author_name ?? '' } : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    category: row.category_id ? { id: row.category_id, name: pair(row.category_en ?? '', row.category_bn ?? '') } : null,
    tags: tags.map((tag) => ({ id: tag.id, name: pair(tag.name_en, tag.name_bn) })),
  };
}
