import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaFolders } from './api';

const SEARCH_DELAY_MS = 300;

interface MediaFiltersProps {
  q: string;
  folder: string;
  onChange: (filters: { q: string; folder: string }) => void;
}

/** Search by name or alt text, and the virtual folder to look in ('' = every folder). */
export function MediaFilters({ q, folder, onChange }: MediaFiltersProps) {
  const { t } = useTranslation();
  const folders = useMediaFolders();
  const [text, setText] = useState(q);
  const [debounced] = useDebouncedValue(text, SEARCH_DELAY_MS);
  const search = useEffectEvent((query: string) => {
    if (query !== q) onChange({ q: query, folder });
  });
  useEffect(() => search(debounced.trim()), [debounced]);

  const options = [
    { value: '', label: t('mediaLibrary.filters.all_folders') },
    // Images in no folder are listed under "All folders": '' is how the API says "no filter".
    ...(folders.data ?? []).filter((entry) => entry.name !== '').map((entry) => ({ value: entry.name, label: `${entry.name} (${entry.count})` })),
  ];

  return (
    <Group align="end" gap="sm" role="search" wrap="wrap">
      <TextInput
        type="search"
        label={t('mediaLibrary.filters.search_label')}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.currentTarget.value)}
        style={{ flex: '1 1 12rem' }}
      />
      <Select
        label={t('mediaLibrary.filters.folder_label')}
        data={options}
        value={folder}
        allowDeselect={false}
        onChange={(value) => onChange({ q, folder: value ?? '' })}
        style={{ flex: '1 1 10rem' }}
      />
    </Group>
  );
}
