import { Button, CloseButton, FileButton, Group, Input, Paper, Progress, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ParseKeys } from 'i18next';
import { useEffect, useId, useRef, useState, type DragEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '@/lib/http-error';
import { formatBytes } from '@/lib/numbers';
import { checkFiles, UPLOAD_ACCEPT, type FileProblem } from './file-checks';
import classes from './file-drop.module.css';
import { fileInfo, rememberFiles } from './file-names';
import { FilePreview } from './file-preview';
import { uploadFile } from './upload';
import { useUploadTracker } from './upload-tracker';

export interface FileDropProps {
  label: string;
  description?: string;
  /** Ids of the files in this slot (the answer). */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  maxFiles: number;
  required?: boolean;
  error?: string;
  /** Files can be viewed but not added or removed. */
  readOnly?: boolean;
  /** Receives the "Choose files" button, so a form can focus the slot when it has a problem. */
  buttonRef?: Ref<HTMLButtonElement>;
}

interface PendingUpload {
  readonly key: number;
  readonly file: File;
  readonly progress: number;
  readonly error?: string;
  readonly controller: AbortController;
}

/**
 * An upload slot: drop or pick 1..5 JPEG/PNG/PDF files (or take a photo on a phone),
 * checked here first, then sent one by one with a progress bar. Each held file
 * shows a preview and can be removed until the form is submitted.
 */
export function FileDrop({ label, description, value, onChange, maxFiles, required, error, readOnly, buttonRef }: FileDropProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const tracker = useUploadTracker();
  const isPhone = useMediaQuery('(pointer: coarse)');
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const [dragging, setDragging] = useState(false);
  // Files picked on this device, so their previews need no download.
  const [localFiles, setLocalFiles] = useState<ReadonlyMap<string, File>>(new Map());
  // Uploads finish one at a time, possibly before the parent re-renders with the new value.
  const ids = useRef<readonly string[]>(value);
  ids.current = value;
  const nextKey = useRef(0);
  const running = useRef(new Set<AbortController>());

  useEffect(() => {
    const controllers = running.current;
    return () => controllers.forEach((controller) => controller.abort());
  }, []);

  const inFlight = pending.filter((upload) => !upload.error).length;
  const full = value.length + inFlight >= maxFiles;

  function start(file: File) {
    const key = nextKey.current++;
    const controller = new AbortController();
    running.current.add(controller);
    const end = tracker.begin();
    const update = (change: Partial<PendingUpload>) =>
      setPending((all) => all.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
    setPending((all) => [...all, { key, file, progress: 0, controller }]);
    uploadFile(file, (progress) => update({ progress }), controller.signal)
      .then((uploaded) => {
        rememberFiles([uploaded]);
        setLocalFiles((files) => new Map(files).set(uploaded.id, file));
        setPending((all) => all.filter((upload) => upload.key !== key));
        ids.current = [...ids.current, uploaded.id];
        onChange([...ids.current]);
      })
      .catch((failure: unknown) => {
        if (failure instanceof DOMException && failure.name === 'AbortError') return;
        update({ error: failure instanceof HttpError ? failure.message : t('errors.something_wrong') });
      })
      .finally(() => {
        running.current.delete(controller);
        end();
      });
  }

  function add(picked: readonly File[]) {
    const result = checkFiles(picked, value.length + inFlight, maxFiles);
    setProblems(result.problems);
    result.accepted.forEach(start);
  }

  function remove(fileId: string) {
    ids.current = ids.current.filter((held) => held !== fileId);
    onChange([...ids.current]);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!readOnly) add([...event.dataTransfer.files]);
  }

  const errorId = `${id}-error`;
  const describedBy = [description ? `${id}-description` : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const problemText = problems.map((p) => t(p.key as ParseKeys, p.params ?? {}) as string);

  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      required={required}
      withAsterisk={false}
      id={id}
      labelElement="div"
      errorProps={{ id: errorId }}
      descriptionProps={{ id: `${id}-description` }}
    >
      <Stack gap="xs" mt={4}>
        {!readOnly && (
          <Paper
            withBorder
            p="md"
            className={classes.zone}
            data-dragging={dragging || undefined}
            data-invalid={error ? true : undefined}
            onDragOver={(event: DragEvent) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            role="group"
            aria-labelledby={`${id}-label`}
            aria-describedby={describedBy}
          >
            <Stack gap="xs" align="center">
              <Text size="sm" ta="center">
                {t('compliance.files.drop_hint', { max: maxFiles })}
              </Text>
              <Group gap="xs" justify="center">
                <FileButton onChange={add} accept={UPLOAD_ACCEPT} multiple disabled={full}>
                  {(props) => (
                    <Button {...props} ref={buttonRef} variant="default" disabled={full} aria-describedby={describedBy}>
                      {t('compliance.files.choose')}
                    </Button>
                  )}
                </FileButton>
                {isPhone && (
                  <FileButton onChange={(file) => file && add([file])} accept="image/jpeg,image/png" capture="environment" disabled={full}>
                    {(props) => (
                      <Button {...props} variant="default" disabled={full}>
                        {t('compliance.files.take_photo')}
                      </Button>
                    )}
                  </FileButton>
                )}
              </Group>
            </Stack>
          </Paper>
        )}
        {problemText.length > 0 && (
          <Stack gap={2} role="alert">
            {problemText.map((text) => (
              <Text key={text} size="sm" c="red.9">
                {text}
              </Text>
            ))}
          </Stack>
        )}
        {(value.length > 0 || pending.length > 0) && (
          <Stack component="ul" gap="xs" className={classes.list} aria-label={t('compliance.files.list_label', { label })}>
            {value.map((fileId, index) => {
              const info = fileInfo(fileId);
              const name = info?.name ?? t('compliance.files.unnamed', { n: index + 1 });
              return (
                <Paper component="li" withBorder p="xs" key={fileId}>
                  <Group justify="space-between" wrap="nowrap">
                    <Group gap="sm" wrap="nowrap" miw={0}>
                      <FilePreview name={name} id={fileId} local={localFiles.get(fileId)} />
                      <Stack gap={0} miw={0}>
                        <Text size="sm" fw={600} truncate>
                          {name}
                        </Text>
                        {info && (
                          <Text size="xs" c="dimmed">
                            {formatBytes(info.size, i18n.language)}
                          </Text>
                        )}
                      </Stack>
                    </Group>
                    {!readOnly && (
                      <Button variant="subtle" color="red" size="compact-sm" className={classes.fixed} aria-label={t('compliance.files.remove', { name })} onClick={() => remove(fileId)}>
                        {t('compliance.files.remove_short')}
                      </Button>
                    )}
                  </Group>
                </Paper>
              );
            })}
            {pending.map((upload) => (
              <Paper component="li" withBorder p="xs" key={upload.key}>
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={4} style={{ flex: 1 }} miw={0}>
                    <Text size="sm" fw={600} truncate>
                      {upload.file.name}
                    </Text>
                    {upload.error ? (
                      <Text size="sm" c="red.9" role="alert">
                        {upload.error}
                      </Text>
                    ) : (
                      <Progress value={Math.round(upload.progress * 100)} aria-label={t('compliance.files.uploading', { name: upload.file.name })} animated />
                    )}
                  </Stack>
                  <CloseButton
                    aria-label={t(upload.error ? 'compliance.files.dismiss' : 'compliance.files.cancel', { name: upload.file.name })}
                    onClick={() => {
                      upload.controller.abort();
                      setPending((all) => all.filter((other) => other.key !== upload.key));
                    }}
                  />
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        {readOnly && value.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('compliance.files.none')}
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
