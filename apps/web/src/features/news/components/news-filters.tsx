import { Group, NativeSelect, Select } from '@mantine/core';
import { NEWS_STATUSES } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { ListSearch } from '@/components/content-form/list-search';
import { localName } from '@/components/content-form/local-name';
import type { ParamsChange } from '@/lib/address-params';
import type { NewsListParams } from '../api';
import { indent } from '../category-tree';
import { useAllCategories, useAllTags } from '../taxonomy-api';

interface NewsFiltersProps {
  params: NewsListParams;
  fetching: boolean;
  onChange: (change: ParamsChange<NewsListParams>) => void;
}

/** Search, category, tag and status; any change starts again at page 1. */
export function NewsFilters({ params, fetching, onChange }: NewsFiltersProps) {
  const { t, i18n } = useTranslation();
  const categories = useAllCategories();
  const tags = useAllTags();
  const set = (patch: Partial<NewsListParams>) => onChange({ ...patch, page: 1 });

  return (
    <Group align="end" gap="sm" role="search" wrap="wrap">
      <ListSearch label={t('news.list.search_label')} value={params.q} fetching={fetching} onSearch={(q) => set({ q })} />
      <Select
        label={t('news.list.category_filter')}
        placeholder={t('news.list.any')}
        data={(categories.data ?? []).map((c) => ({ value: c.id, label: indent(c.depth) + localName(c.name, i18n.language) }))}
        value={params.category_id || null}
        onChange={(value) => set({ category_id: value ?? '' })}
        searchable
        clearable
        w={220}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('news.list.tag_filter')}
        placeholder={t('news.list.any')}
        data={(tags.data ?? []).map((tag) => ({ value: tag.id, label: localName(tag.name, i18n.language) }))}
        value={params.tag_id || null}
        onChange={(value) => set({ tag_id: value ?? '' })}
        searchable
        clearable
        w={200}
        comboboxProps={{ withinPortal: true }}
      />
      <NativeSelect
        label={t('news.list.status_filter')}
        data={[{ value: '', label: t('news.list.any') }, ...NEWS_STATUSES.map((status) => ({ value: status, label: t(`news.status.${status}`) }))]}
        value={params.status}
        onChange={(event) => set({ status: event.currentTarget.value as NewsListParams['status'] })}
        w={160}
      />
    </Group>
  );
}
