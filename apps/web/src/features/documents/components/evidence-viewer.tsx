import { Anchor, Button, Group, Loader, Paper, Stack, Text, Title, Image } from '@mantine/core';
import type { TReviewedFile } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '@/lib/object-url';
import { useStoredFile } from '@/components/file-drop/file-preview';
import classes from './evidence-viewer.module.css';
import { Sha256Value } from './sha256-value';

/**
 * One file shown in the page. GET /files/{id} needs the bearer token, which an <img> or <object> cannot send,
 * so the file is fetched and shown from an object URL.
 */
function FileView({ file }: { file: TReviewedFile }) {
  const { t } = useTranslation();
  const stored = useStoredFile(file.id);
  const url = useObjectUrl(stored.data);
  if (stored.isError) return <Text c="red.9">{t('documents.evidence.unavailable')}</Text>;
  if (!url) return <Loader size="sm" aria-label={t('documents.evidence.loading', { name: file.name })} />;
  return (
    <Stack gap="xs">
      {file.type === 'application/pdf' ? (
        <object data={url} type="application/pdf" className={classes.pdf} aria-label={file.name}>
          <Text>{t('documents.evidence.pdf_fallback')}</Text>
        </object>
      ) : (
        <Image src={url} alt={t('documents.evidence.image_alt', { name: file.name })} fit="contain" mah="70vh" className={classes.image} />
      )}
      <Anchor href={url} target="_blank" rel="noopener" download={file.name}>
        {t('documents.evidence.open', { name: file.name })}
      </Anchor>
    </Stack>
  );
}

/** The SHA-256 recorded when the file was stored, or why there is none. */
function FileHash({ file }: { file: TReviewedFile }) {
  const { t } = useTranslation();
  if (!file.sha256) return <Text size="sm">{t('documents.hash.not_recorded')}</Text>;
  return <Sha256Value label={t('documents.hash.file', { name: file.name })} hash={file.sha256} />;
}

/** The evidence files of a submission: a button per file, and the chosen one shown in full below with its SHA-256. */
export function EvidenceViewer({ files }: { files: readonly TReviewedFile[] }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(files[0]?.id);
  const current = files.find((file) => file.id === selected) ?? files[0];
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="evidence-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="evidence-title">
          {t('documents.evidence.title')}
        </Title>
        {files.length === 0 ? (
          <Text>{t('documents.evidence.none')}</Text>
        ) : (
          <>
            <Group gap="xs" role="group" aria-label={t('documents.evidence.list_label')}>
              {files.map((file) => (
                <Button
                  key={file.id}
                  size="xs"
                  variant={file.id === current?.id ? 'filled' : 'default'}
                  aria-pressed={file.id === current?.id}
                  aria-label={t('documents.evidence.show', { name: file.name })}
                  onClick={() => setSelected(file.id)}
                >
                  {file.name}
                </Button>
              ))}
            </Group>
            {current && <FileHash file={current} />}
            {current && <FileView key={current.id} file={current} />}
          </>
        )}
      </Stack>
    </Paper>
  );
}
