import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { TPublicCategoryNode } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { GeoAreaSelect } from '@/components/geo-area-select/geo-area-select';
import { useTypedParam } from '@/lib/typed-param';
import { useNewsCategories } from '../api';

/** The geo filter of spec 3 goes as deep as the path allows: division, district, upazila. */
const GEO_LEVELS = [['division'], ['district'], ['upazila']] as const;

export interface NewsFilterValues {
  q: string;
  category: string;
  tag: string;
  geo: readonly string[];
}

/** The category tree as one list, children indented under their parent. */
function flatten(nodes: readonly TPublicCategoryNode[], depth = 0): { value: string; label: string }[] {
  return nodes.flatMap((node) => [{ value: node.slug, label: `${'— '.repeat(depth)}${node.name}` }, ...flatten(node.children, depth + 1)]);
}

interface NewsFiltersProps {
  values: NewsFilterValues;
  onChange: (values: NewsFilterValues) => void;
  /** The followed tag's name when the list shows it (there is no public tag list to look it up in). */
  tagName?: string;
}

/** Search, category, area and the tag followed from an article; every change is a new address. */
export function NewsFilters({ values, onChange, tagName }: NewsFiltersProps) {
  const { t } = useTranslation();
  const categories = useNewsCategories();
  const [text, setText] = useTypedParam(values.q, (q) => onChange({ ...values, q }));

  return (
    <Stack gap="sm" role="search" aria-label={t('publicContent.news.filters_label')}>
      <Group align="end" gap="sm" wrap="wrap">
        <TextInput
          type="search"
          label={t('publicContent.news.search_label')}
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: '1 1 14rem' }}
        />
        <Select
          label={t('publicContent.news.category_label')}
          placeholder={t('publicContent.news.all_categories')}
          data={flatten(categories.data ?? [])}
          value={values.category || null}
          clearable
          searchable
          onChange={(category) => onChange({ ...values, category: category ?? '' })}
          style={{ flex: '1 1 12rem' }}
        />
      </Group>
      <GeoAreaSelect value={values.geo} depth={GEO_LEVELS.length} levels={GEO_LEVELS} onChange={(geo) => onChange({ ...values, geo })} />
      {values.tag && (
        <Group gap="xs">
          <Text size="sm">{t('publicContent.news.tag_active', { tag: tagName ?? values.tag })}</Text>
          <Button size="compact-sm" variant="default" onClick={() => onChange({ ...values, tag: '' })}>
            {t('publicContent.news.tag_clear')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
