import { Paper, Stack, Text } from '@mantine/core';
import { SEO_PREVIEW } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/** Cut where a search result would, at a word boundary, with an ellipsis. */
export function truncateForResult(text: string, max: number): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

interface SeoPreviewProps {
  title: string;
  description: string;
  /** The public address, e.g. https://portal.example/news/summer-term-dates. */
  url: string;
  lang: 'en' | 'bn';
}

/** Roughly how a search engine lists the item: blue title, green address, grey description. */
export function SeoPreview({ title, description, url, lang }: SeoPreviewProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="sm" maw={600} lang={lang} aria-label={t('contentForm.seo.preview_label')} component="figure" m={0}>
      <Stack gap={2}>
        <Text size="xs" c="green.9" style={{ overflowWrap: 'anywhere' }}>
          {url}
        </Text>
        <Text size="lg" c="blue.9" lh={1.3} data-testid="seo-preview-title">
          {truncateForResult(title, SEO_PREVIEW.title) || t('contentForm.seo.preview_no_title')}
        </Text>
        <Text size="sm" c="gray.8" data-testid="seo-preview-description">
          {truncateForResult(description, SEO_PREVIEW.description) || t('contentForm.seo.preview_no_description')}
        </Text>
      </Stack>
    </Paper>
  );
}
