import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TPublicNewsCard } from '@portal/contract';
import { Link } from 'react-router';
import { MediaImage } from '@/components/media-library/media-image';
import { useDateFormat } from '@/lib/site';
import classes from './content.module.css';

/** One news item in a list: picture, title (the link), date, category and summary, in the item's language. */
export function NewsCard({ news, headingLevel = 3 }: { news: TPublicNewsCard; headingLevel?: 2 | 3 }) {
  const { date } = useDateFormat();
  return (
    <Card withBorder padding="md" component="article" lang={news.language} h="100%">
      {news.featured_image && (
        <Card.Section mb="sm">
          <MediaImage media={news.featured_image} sizes="(max-width: 48em) 100vw, 20rem" className={classes.cover} style={{ borderRadius: 0 }} />
        </Card.Section>
      )}
      <Stack gap={6}>
        <Title order={headingLevel} size="h4">
          <Anchor component={Link} to={`/news/${news.slug}`} inherit>
            {news.title}
          </Anchor>
        </Title>
        <Group gap="xs">
          <Text size="sm" c="dimmed" component="time" dateTime={news.published_at}>
            {date(news.published_at)}
          </Text>
          {news.category && (
            <Badge variant="light" size="sm">
              {news.category.name}
            </Badge>
          )}
        </Group>
        {news.summary && (
          <Text size="sm" lineClamp={3}>
            {news.summary}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** Cards in a responsive grid: one column on a phone. */
export function NewsCards({ items, label, headingLevel }: { items: readonly TPublicNewsCard[]; label: string; headingLevel?: 2 | 3 }) {
  return (
    <ul className={classes.cards} aria-label={label}>
      {items.map((news) => (
        <li key={news.id}>
          <NewsCard news={news} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
