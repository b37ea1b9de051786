import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MediaImage } from '@/components/media-library/media-image';
import { useDocumentTitle } from '@/lib/document-title';
import { useDateFormat } from '@/lib/site';
import { newsItemQuery } from '../api';
import { ContentHtml } from '../components/content-html';
import classes from '../components/content.module.css';

/** /news/{slug}: one published article (the loader has fetched it, or shown the 404 page). */
export function NewsArticle({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { date } = useDateFormat();
  const { data: news } = useQuery(newsItemQuery(slug));
  useDocumentTitle(news?.meta_title || news?.title);
  if (!news) return null;

  return (
    // The texts carry the language the server says they are in (English where no Bengali was written);
    // the screen's own words around them stay in the language of the screen.
    <Stack component="article" gap="md">
      <Anchor component={Link} to="/news" size="sm">
        {t('publicContent.news.back')}
      </Anchor>
      <Title order={1} lang={news.language}>
        {news.title}
      </Title>
      <Group gap="xs">
        <Text size="sm" c="dimmed" component="time" dateTime={news.published_at}>
          {date(news.published_at)}
        </Text>
        {news.category && (
          <Badge component={Link} to={`/news?category=${encodeURIComponent(news.category.slug)}`} variant="light" style={{ cursor: 'pointer' }}>
            {news.category.name}
          </Badge>
        )}
        {news.geo.length > 0 && (
          <Text size="sm" c="dimmed">
            {news.geo.join(' › ')}
          </Text>
        )}
      </Group>
      {news.featured_image && (
        <MediaImage media={news.featured_image} sizes="(max-width: 62em) 100vw, 52rem" className={classes.cover} eager />
      )}
      {news.summary && (
        <Text size="lg" fw={600} lang={news.language}>
          {news.summary}
        </Text>
      )}
      <ContentHtml html={news.body} language={news.language} />
      {news.images.length > 0 && (
        <section aria-labelledby="gallery-title">
          <Title order={2} size="h4" id="gallery-title" mb="xs">
            {t('publicContent.news.gallery')}
          </Title>
          <ul className={classes.gallery}>
            {news.images.map((image) => (
              <li key={image.id}>
                <MediaImage media={image} sizes="(max-width: 48em) 50vw, 14rem" />
              </li>
            ))}
          </ul>
        </section>
      )}
      {news.tags.length > 0 && (
        <Group gap="xs" component="nav" aria-label={t('publicContent.news.tags_label')}>
          {news.tags.map((tag) => (
            <Badge key={tag.slug} component={Link} to={`/news?tag=${encodeURIComponent(tag.slug)}`} variant="outline" style={{ cursor: 'pointer' }}>
              #{tag.name}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
