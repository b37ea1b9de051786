import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { MediaImage } from '@/components/media-library/media-image';
import { Pagination } from '@/components/pagination/pagination';
import { useDocumentTitle } from '@/lib/document-title';
import { pageListQuery, pageQuery } from '../api';
import { ContentHtml } from '../components/content-html';
import classes from '../components/content.module.css';

function PageList() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const list = useQuery(pageListQuery(page));
  useDocumentTitle(t('publicContent.pages.title'));
  return (
    <Stack gap="lg">
      <Title order={1}>{t('publicContent.pages.title')}</Title>
      {list.isError && (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      )}
      {list.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
      {list.data && list.data.data.length === 0 && <Text>{t('publicContent.pages.empty')}</Text>}
      {list.data && list.data.data.length > 0 && (
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.data.data.map((item) => (
            <li key={item.id} lang={item.language}>
              <Anchor component={Link} to={`/page/${item.slug}`} fw={700} fz="lg">
                {item.title}
              </Anchor>
              {item.meta_description && <Text size="sm">{item.meta_description}</Text>}
            </li>
          ))}
        </Stack>
      )}
      {list.data && <Pagination meta={list.data.meta} onPageChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})} />}
    </Stack>
  );
}

function PageView({ slug }: { slug: string }) {
  const { data: page } = useQuery(pageQuery(slug));
  useDocumentTitle(page?.meta_title || page?.title);
  if (!page) return null;
  return (
    <Stack component="article" gap="md">
      <Title order={1} lang={page.language}>
        {page.title}
      </Title>
      {page.banner_image && <MediaImage media={page.banner_image} sizes="(max-width: 62em) 100vw, 52rem" className={classes.cover} eager />}
      <ContentHtml html={page.details} language={page.language} />
    </Stack>
  );
}

/** /page/{slug?}: a published page, or without a slug the list of them. */
export function Component() {
  const { slug } = useLoaderData() as { slug: string | null };
  return slug ? <PageView key={slug} slug={slug} /> : <PageList />;
}
