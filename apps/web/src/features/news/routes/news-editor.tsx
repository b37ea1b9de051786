import { Alert, Loader, Stack, Title } from '@mantine/core';
import { DEFAULT_DISPLAY_TIME_ZONE } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMatches, useParams } from 'react-router';
import { siteQueryOptions } from '@/lib/site';
import { useGeoChain, useNewsItem } from '../api';
import { NewsEditor } from '../components/news-editor';
import type { NewsTab } from '../editor-paths';

/**
 * /admin/news/add, /admin/news/{id}, /admin/news/images/{id?} and /admin/news/seo/{id?}: one editor
 * whose tab is the address (the child route's handle), so switching tabs keeps what was typed.
 */
export function Component() {
  const { t } = useTranslation();
  const id = useParams().id;
  const handle = useMatches().at(-1)?.handle as { tab?: NewsTab } | undefined;
  const item = useNewsItem(id);
  const chain = useGeoChain(item.data?.geo_area_id);
  const timeZone = useQuery(siteQueryOptions).data?.display_time_zone ?? DEFAULT_DISPLAY_TIME_ZONE;
  // A deleted geo area must not keep the item from opening: its selects then start empty.
  const geoReady = !item.data?.geo_area_id || chain.isSuccess || chain.isError;
  const ready = id === undefined || (item.data !== undefined && geoReady);

  return (
    <Stack gap="md">
      <Title order={1}>{id ? t('news.editor.edit_title') : t('news.editor.add_title')}</Title>
      {item.isError && (
        <Alert color="red" role="alert">
          {item.error.message}
        </Alert>
      )}
      {!ready && !item.isError && <Loader size="sm" aria-label={t('app.loading')} />}
      {ready && (
        <NewsEditor
          key={`${id ?? 'new'}-${item.data?.updated_at ?? ''}`}
          item={item.data}
          geo={chain.data ?? []}
          tab={handle?.tab ?? 'content'}
          timeZone={timeZone}
        />
      )}
    </Stack>
  );
}
