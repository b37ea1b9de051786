import { Button, Group, Stack, TextInput } from '@mantine/core';
import { MEDIA_ALT_MAX, type TMediaItem } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateMedia } from './api';

interface AltTextFormProps {
  item: TMediaItem;
  onSaved?: (item: TMediaItem) => void;
}

/**
 * The image's alt text, saved with PATCH. Required before an image may be used in content: an empty one
 * shows the notice as the field's error so it is read out with the field.
 */
export function AltTextForm({ item, onSaved }: AltTextFormProps) {
  const { t } = useTranslation();
  const update = useUpdateMedia();
  const [alt, setAlt] = useState(item.alt);
  useEffect(() => setAlt(item.alt), [item.id, item.alt]);
  const changed = alt.trim() !== item.alt;

  function save() {
    update.mutate({ id: item.id, alt: alt.trim() }, { onSuccess: (saved) => onSaved?.(saved) });
  }

  const error = update.isError ? update.error.message : !item.alt ? t('mediaLibrary.alt.required') : undefined;
  return (
    <Stack
      gap="xs"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) save();
      }}
    >
      <TextInput
        label={t('mediaLibrary.alt.label')}
        description={t('mediaLibrary.alt.description')}
        value={alt}
        maxLength={MEDIA_ALT_MAX}
        onChange={(event) => setAlt(event.currentTarget.value)}
        error={error}
      />
      <Group justify="flex-end">
        <Button type="submit" size="xs" variant="default" disabled={!changed || !alt.trim()} loading={update.isPending}>
          {t('mediaLibrary.alt.save')}
        </Button>
      </Group>
    </Stack>
  );
}
