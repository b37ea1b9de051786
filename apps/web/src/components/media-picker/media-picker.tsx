import { Alert, Button, Group, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MEDIA_DIALOG_SIZE, type TMediaItem } from '@portal/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/pagination/pagination';
import { AltTextForm, MediaFilters, MediaGrid, MediaImage, MediaUploadZone, useMediaList, useMediaUploads } from '@/components/media-library';

export interface MediaPickerProps {
  opened: boolean;
  onClose: () => void;
  /** Called with the chosen image, which always has alt text. */
  onPick: (item: TMediaItem) => void;
  title?: string;
}

/** Phones get the whole screen: a 900-pixel dialog would not fit. */
const PHONE_QUERY = '(max-width: 48em)';

function PickerBody({ onPick }: Pick<MediaPickerProps, 'onPick'>) {
  const { t } = useTranslation();
  const [params, setParams] = useState({ page: 1, q: '', folder: '' });
  const list = useMediaList(params);
  const [selected, setSelected] = useState<TMediaItem | null>(null);
  // A fresh upload is selected at once, so its alt text can be written next.
  const { uploads, add, clearFinished } = useMediaUploads(useCallback((item: TMediaItem) => setSelected(item), []));
  const canPick = Boolean(selected?.alt);

  return (
    <Stack gap="sm">
      <Group align="end" justify="space-between" gap="sm">
        <MediaFilters q={params.q} folder={params.folder} onChange={(change) => setParams((before) => ({ ...before, ...change, page: 1 }))} />
        <MediaUploadZone uploads={uploads} onFiles={add} onClear={clearFinished} compact />
      </Group>
      <Group align="stretch" gap="sm" wrap="wrap">
        <ScrollArea.Autosize mah={MEDIA_DIALOG_SIZE.height - 150} style={{ flex: '2 1 20rem' }} type="auto">
          {list.isError && (
            <Alert color="red" role="alert">
              {list.error.message}
            </Alert>
          )}
          {list.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
          {list.data && list.data.data.length === 0 && <Text>{t('mediaLibrary.empty')}</Text>}
          {list.data && (
            <MediaGrid items={list.data.data} selectedId={selected?.id ?? null} onSelect={setSelected} label={t('mediaLibrary.grid_label')} />
          )}
        </ScrollArea.Autosize>
        {selected && (
          <Stack gap="xs" style={{ flex: '1 1 14rem' }} component="section" aria-label={t('mediaLibrary.picker.selected_label')}>
            <MediaImage media={selected} sizes="240px" style={{ maxWidth: '100%', height: 'auto', maxHeight: 140, objectFit: 'contain' }} />
            <Text size="sm" fw={600} truncate>
              {selected.name}
            </Text>
            <AltTextForm item={selected} onSaved={setSelected} />
          </Stack>
        )}
      </Group>
      {list.data && list.data.meta.last_page > 1 && <Pagination meta={list.data.meta} onPageChange={(page) => setParams({ ...params, page })} />}
      <Group justify="flex-end" gap="sm">
        {selected && !canPick && (
          <Text size="sm" c="dimmed">
            {t('mediaLibrary.picker.alt_first')}
          </Text>
        )}
        <Button disabled={!selected || !canPick} onClick={() => selected && onPick(selected)}>
          {t('mediaLibrary.picker.choose')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The media library as a dialog (900×450 as the legacy editor had it; the whole screen on a phone):
 * find or upload an image, give it alt text if it has none, and choose it.
 */
export function MediaPicker({ opened, onClose, onPick, title }: MediaPickerProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE_QUERY);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title ?? t('mediaLibrary.picker.title')}
      size={MEDIA_DIALOG_SIZE.width}
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('mediaLibrary.picker.close') }}
      styles={{ body: { minHeight: MEDIA_DIALOG_SIZE.height } }}
    >
      {/* Mounted only while open: a closed picker fetches nothing and starts clean next time. */}
      {opened && <PickerBody onPick={onPick} />}
    </Modal>
  );
}
