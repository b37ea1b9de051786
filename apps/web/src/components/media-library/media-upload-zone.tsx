import { Button, CloseButton, FileButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { MEDIA_MIME_TYPES } from '@portal/contract';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './media-library.module.css';
import type { MediaUpload } from './use-media-uploads';

interface MediaUploadZoneProps {
  uploads: readonly MediaUpload[];
  onFiles: (files: File[]) => void;
  onClear: () => void;
  /** The picker's toolbar has room for a button only; the media manager also takes dropped files. */
  compact?: boolean;
}

const ACCEPT = MEDIA_MIME_TYPES.join(',');

function UploadRow({ upload }: { upload: MediaUpload }) {
  const { t } = useTranslation();
  if (upload.state === 'refused') {
    return (
      <Text component="li" size="sm" c="red.9">
        <strong>{upload.name}</strong>: {upload.error}
      </Text>
    );
  }
  return (
    <Stack component="li" gap={2}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" truncate>
          {upload.name}
        </Text>
        <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
          {t(`mediaLibrary.upload.state_${upload.state}`)}
        </Text>
      </Group>
      <Progress.Root size="sm">
        <Progress.Section value={upload.progress * 100} aria-label={t('mediaLibrary.upload.progress', { name: upload.name })} />
      </Progress.Root>
    </Stack>
  );
}

/**
 * Where images are added: a button (and, in the media manager, a drop area) for several files, then each
 * file's progress and, for a refused one, its name with the server's reason.
 */
export function MediaUploadZone({ uploads, onFiles, onClear, compact }: MediaUploadZoneProps) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  const refused = uploads.filter((upload) => upload.state === 'refused');
  const active = uploads.filter((upload) => upload.state === 'waiting' || upload.state === 'sending');
  const finished = uploads.some((upload) => upload.state === 'done' || upload.state === 'refused');

  const button = (
    <FileButton onChange={onFiles} accept={ACCEPT} multiple>
      {(props) => (
        <Button {...props} variant={compact ? 'default' : 'filled'}>
          {t('mediaLibrary.upload.choose')}
        </Button>
      )}
    </FileButton>
  );

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  }

  return (
    <Stack gap="xs">
      {compact ? (
        button
      ) : (
        <Paper
          withBorder
          p="md"
          className={classes.dropZone}
          data-dragging={dragging || undefined}
          onDragOver={(event: DragEvent) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <Stack gap="xs" align="center">
            <Text size="sm" ta="center">
              {t('mediaLibrary.upload.drop_hint')}
            </Text>
            {button}
          </Stack>
        </Paper>
      )}
      {active.length > 0 && (
        <Stack component="ul" gap="xs" className={classes.plainList} aria-label={t('mediaLibrary.upload.active_label')}>
          {active.map((upload) => (
            <UploadRow key={upload.key} upload={upload} />
          ))}
        </Stack>
      )}
      {refused.length > 0 && (
        <div role="alert">
          <Text size="sm" fw={600} c="red.9">
            {t('mediaLibrary.upload.refused_title', { count: refused.length })}
          </Text>
          <Stack component="ul" gap={2} className={classes.plainList}>
            {refused.map((upload) => (
              <UploadRow key={upload.key} upload={upload} />
            ))}
          </Stack>
        </div>
      )}
      {finished && active.length === 0 && (
        <Group justify="flex-end">
          <CloseButton size="sm" onClick={onClear} aria-label={t('mediaLibrary.upload.clear')} />
        </Group>
      )}
    </Stack>
  );
}
