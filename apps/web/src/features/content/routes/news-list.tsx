import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import type { GeoLevel } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Pagination } from '@/components/pagination/pagination';
import { areaName } from '@/lib/geo-names';
import { useDocumentTitle } from '@/lib/document-title';
import { geoAreaQuery, usePublicNewsList } from '../api';
import { NewsCards } from '../components/news-card';
import { NewsFilters, type NewsFilterValues } from '../components/news-filters';
import { newsAreaPath } from '../news-path';

/** The path's deepest area: its level (for the news filter) and "Dhaka › Gazipur", the names of its chain. */
function useDeepestArea(geo: readonly string[]): { known: boolean; level?: GeoLevel; title?: string } {
  const { i18n } = useTranslation();
  const deepest = geo.at(-1);
  const query = useQuery({ ...geoAreaQuery(deepest ?? ''), enabled: deepest !== undefined });
  const detail = query.data;
  // An unknown id still lists (nothing): the area's answer, found or not, is all the list waits for.
  if (!detail) return { known: deepest === undefined || query.isError };
  return { known: true, level: detail.level, title: [...detail.ancestors, detail].map((area) => areaName(area, i18n.language)).join(' › ') };
}

/**
 * /news and /news/{division}/{district?}/{upazila?}/{category?}: published news, newest first. The area and
 * its category are the path (spec 2); search, category, tag and page are the query string, so every view
 * is a link.
 */
export function NewsList({ geo, pathCategory }: { geo: readonly string[]; pathCategory: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const values: NewsFilterValues = {
    q: searchParams.get('q') ?? '',
    category: pathCategory ?? searchParams.get('category') ?? '',
    tag: searchParams.get('tag') ?? '',
    geo,
  };
  const area = useDeepestArea(geo);
  const list = usePublicNewsList({ ...values, page, deepestLevel: area.level }, undefined, area.known);
  const areaTitle = area.title;
  const title = areaTitle ? t('publicContent.news.area_title', { area: areaTitle }) : t('publicContent.news.title');
  useDocumentTitle(title);
  const tagName = list.data?.data.flatMap((news) => news.tags).find((tag) => tag.slug === values.tag)?.name;

  function go(next: NewsFilterValues, nextPage = 1) {
    const query = new URLSearchParams();
    if (next.q) query.set('q', next.q);
    if (next.tag) query.set('tag', next.tag);
    // In an area the category is the path's last segment; on /news it is a parameter.
    if (next.geo.length === 0 && next.category) query.set('category', next.category);
    if (nextPage > 1) query.set('page', String(nextPage));
    const path = next.geo.length > 0 ? newsAreaPath(next.geo, next.category) : '/news';
    void navigate({ pathname: path, search: query.size > 0 ? `?${query}` : '' }, { preventScrollReset: nextPage === page });
  }

  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <NewsFilters values={values} onChange={(next) => go(next)} tagName={tagName} />
      {list.isError && (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      )}
      {list.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
      {list.data && (
        <>
          {list.data.data.length === 0 ? (
            <Text>{t('publicContent.news.empty')}</Text>
          ) : (
            <NewsCards items={list.data.data} label={t('publicContent.news.list_label')} headingLevel={2} />
          )}
          <Pagination meta={list.data.meta} onPageChange={(next) => go(values, next)} />
        </>
      )}
    </Stack>
  );
}
