import type { Params } from 'react-router';
import { SLUG_PATTERN } from '@portal/contract';
import i18n from '@/i18n';
import { HttpError } from '@/lib/http-error';
import { queryClient } from '@/lib/query-client';
import { geoAreaQuery, loadOrNotFound, newsItemQuery, pageQuery } from './api';
import { parseNewsPath, type NewsPath } from './news-path';

/**
 * /news/*: the path decides between an article and an area's list (see parseNewsPath). An article, or the
 * deepest area of a list, is fetched here so that an unknown one shows the 404 page instead of an empty screen.
 */
export async function newsLoader(params: Params): Promise<NewsPath> {
  const path = parseNewsPath(params['*']);
  if (path.kind === 'not_found') throw new HttpError(404, i18n.t('errors.not_found'));
  if (path.kind === 'article') await loadOrNotFound(() => queryClient.ensureQueryData(newsItemQuery(path.slug)));
  const deepest = path.kind === 'area' ? path.geo.at(-1) : undefined;
  if (deepest) await loadOrNotFound(() => queryClient.ensureQueryData(geoAreaQuery(deepest)));
  return path;
}

/** /page/{slug?}: an unknown or unpublished page shows the 404 page. */
export async function pageLoader(params: Params): Promise<{ slug: string | null }> {
  const slug = params.slug ?? null;
  if (slug !== null && !SLUG_PATTERN.test(slug)) throw new HttpError(404, i18n.t('errors.not_found'));
  if (slug) await loadOrNotFound(() => queryClient.ensureQueryData(pageQuery(slug)));
  return { slug };
}
