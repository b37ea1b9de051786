import { Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageListQuery, usePublicNewsList } from '../api';
import { LATEST_NEWS_COUNT } from '../paths';
import { NewsCards } from './news-card';

const NO_FILTERS = { page: 1, q: '', category: '', tag: '', geo: [] };

/** The home page's latest published news; nothing at all when the list cannot be loaded. */
export function LatestNews() {
  const { t } = useTranslation();
  const news = usePublicNewsList(NO_FILTERS, LATEST_NEWS_COUNT);
  if (news.isError) return null;
  return (
    <Stack component="section" gap="sm" aria-labelledby="latest-news-title">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id="latest-news-title">
          {t('publicContent.home.latest_news')}
        </Title>
        <Anchor component={Link} to="/news">
          {t('publicContent.home.all_news')}
        </Anchor>
      </Group>
      {news.data && (news.data.data.length === 0 ? <Text>{t('publicContent.home.news_empty')}</Text> : <NewsCards items={news.data.data} label={t('publicContent.home.latest_news')} />)}
    </Stack>
  );
}

/** Links to the published pages (their first page of titles); hidden while there are none. */
export function PublishedPageLinks() {
  const { t } = useTranslation();
  const pages = useQuery(pageListQuery(1));
  const items = pages.data?.data ?? [];
  if (items.length === 0) return null;
  return (
    <Stack component="section" gap="xs" aria-labelledby="pages-title">
      <Title order={2} size="h3" id="pages-title">
        {t('publicContent.home.pages_title')}
      </Title>
      <List spacing={4}>
        {items.map((page) => (
          <List.Item key={page.id} lang={page.language}>
            <Anchor component={Link} to={`/page/${page.slug}`}>
              {page.title}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
