import { Autocomplete, Button, Group, Stack } from '@mantine/core';
import { MEDIA_FOLDER_MAX, MEDIA_FOLDER_PATTERN, type TMediaItem } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateMedia } from '@/components/media-library';

/**
 * The image's virtual folder: an existing one or a new name (folders exist while an image is in them).
 * Empty takes the image out of every folder.
 */
export function FolderForm({ item, folders }: { item: TMediaItem; folders: readonly string[] }) {
  const { t } = useTranslation();
  const update = useUpdateMedia();
  const [folder, setFolder] = useState(item.folder);
  useEffect(() => setFolder(item.folder), [item.id, item.folder]);
  const value = folder.trim();
  const invalid = value !== '' && !MEDIA_FOLDER_PATTERN.test(value);
  const error = invalid ? t('content.folder_invalid') : update.isError ? update.error.message : undefined;

  return (
    <Stack
      gap="xs"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid && value !== item.folder) update.mutate({ id: item.id, folder: value });
      }}
    >
      <Autocomplete
        label={t('mediaLibrary.manager.folder_label')}
        description={t('mediaLibrary.manager.folder_description')}
        data={[...folders]}
        value={folder}
        maxLength={MEDIA_FOLDER_MAX}
        onChange={setFolder}
        error={error}
      />
      <Group justify="flex-end">
        <Button type="submit" size="xs" variant="default" disabled={invalid || value === item.folder} loading={update.isPending}>
          {t('mediaLibrary.manager.folder_save')}
        </Button>
      </Group>
    </Stack>
  );
}
