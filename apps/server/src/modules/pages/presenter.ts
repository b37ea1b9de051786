import type { TPage } from '@portal/contract';
import type { MediaRow } from '../content/repository.js';
import { toMediaSummary } from '../media/presenter.js';
import type { PageRow } from './repository.js';

const pair = (en: string, bn: string) => ({ en, bn });

/** What a revision keeps and a restore saves again: the request shape, HTML as stored (sanitised). */
export function pageSnapshot(row: PageRow) {
  return {
    slug: row.slug,
    title: pair(row.title_en, row.title_bn),
    details: pair(row.details_en, row.details_bn),
    meta_title: pair(row.meta_title_en, row.meta_title_bn),
    meta_tag: pair(row.meta_tag_en, row.meta_tag_bn),
    meta_description: pair(row.meta_description_en, row.meta_description_bn),
    banner_image_id: row.banner_image_id,
    published: row.published,
  };
}
export type PageSnapshot = ReturnType<typeof pageSnapshot>;

export function presentPage(row: PageRow, banner: MediaRow | undefined, authorName: string | undefined): TPage {
  return {
    id: row.id,
    ...pageSnapshot(row),
    banner_image: banner ? toMediaSummary(banner) : null,
    published_at: row.published_at?.toISOString() ?? null,
    author: row.author_id ? { id: row.author_id, name: authorName ?? '' } : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
