import { NEWS_STATUSES, type TNewsStatus } from '@portal/contract';
import type { NewsListParams } from './api';

const isStatus = (value: string | null): value is TNewsStatus => (NEWS_STATUSES as readonly (string | null)[]).includes(value);

/** The news list's filters live in the URL, so a filtered list can be bookmarked and Back restores it. */
export function readListParams(search: URLSearchParams): NewsListParams {
  const status = search.get('status');
  return {
    page: Math.max(1, Number(search.get('page')) || 1),
    q: search.get('q') ?? '',
    category_id: search.get('category_id') ?? '',
    tag_id: search.get('tag_id') ?? '',
    status: isStatus(status) ? status : '',
  };
}

/** The URL of a list: empty filters and page 1 are left out; changing a filter goes back to page 1. */
export function writeListParams(params: NewsListParams): Record<string, string> {
  const entries = Object.entries({ ...params, page: params.page > 1 ? String(params.page) : '' });
  return Object.fromEntries(entries.filter(([, value]) => value !== ''));
}
