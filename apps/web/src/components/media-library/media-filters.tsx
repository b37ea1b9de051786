import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTypedParam } from '@/lib/typed-param';
import { useMediaFolders } from './api';

interface MediaFiltersProps {
  q: string;
  folder: string;
  /** Only the filter that changed: the other is kept as it is then, which may be newer than these props. */
  onChange: (change: { q: string } | { folder: string }) => void;
}

/** Search by name or alt text, and the virtual folder to look in ('' = every folder). */
export function MediaFilters({ q, folder, onChange }: MediaFiltersProps) {
  const { t } = useTranslation();
  const folders = useMediaFolders();
  const [text, setText] = useTypedParam(q, (query) => onChange({ q: query }));

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
        onChange={(value) => onChange({ folder: value ?? '' })}
        style={{ flex: '1 1 10rem' }}
      />
    </Group>
  );
}
